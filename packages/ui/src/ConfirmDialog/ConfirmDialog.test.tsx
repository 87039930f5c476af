import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const archive: ConfirmDialogProps = {
  title: 'Archive “Summer sale”?',
  message: 'Customers can no longer pay through this link.',
  confirmLabel: 'Archive link',
  tone: 'danger',
  onConfirm: () => {},
};

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', () => {
    renderWithProviders(<ConfirmDialog {...archive} isOpen />);
    const dialog = screen.getByRole('alertdialog', { name: 'Archive “Summer sale”?' });
    expect(dialog).toHaveAccessibleDescription('Customers can no longer pay through this link.');
  });

  it('puts focus on Cancel for a destructive action', async () => {
    renderWithProviders(<ConfirmDialog {...archive} isOpen />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('puts focus on the confirmation otherwise', async () => {
    renderWithProviders(<ConfirmDialog {...archive} tone="neutral" isOpen />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Archive link' })).toHaveFocus());
  });

  it('reports Escape as a cancel', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog {...archive} isOpen onCancel={onCancel} onOpenChange={onOpenChange} onConfirm={onConfirm} />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps a controlled dialog open on confirm, for the caller to close', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(<ConfirmDialog {...archive} isOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive link' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes an uncontrolled dialog on confirm without reporting a cancel, and returns focus', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog {...archive} trigger={<Button>Archive</Button>} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const trigger = screen.getByRole('button', { name: 'Archive' });
    await userEvent.click(trigger);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('blocks Cancel and Escape while pending', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog {...archive} isOpen isPending onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
