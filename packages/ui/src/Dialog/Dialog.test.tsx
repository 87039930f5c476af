import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithProviders } from '../test/render';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, takes focus, and closes with its close button', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Dialog title="Rename wallet" trigger={<Button>Rename</Button>} onOpenChange={onOpenChange}>
        Main treasury
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Rename wallet' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape and gives footer actions a close function', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Dialog
        title="Rename wallet"
        description="Only your team sees it."
        isOpen
        onOpenChange={onOpenChange}
        footer={({ close }) => <Button onPress={close}>Done</Button>}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Only your team sees it.');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores a press outside when it is not dismissable', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Dialog title="New payment link" isOpen onOpenChange={onOpenChange} isDismissable={false}>
        Form
      </Dialog>,
    );
    await userEvent.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
