import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PasswordConfirmDialog, type PasswordConfirmDialogProps } from './PasswordConfirmDialog';

function renderDialog(props: Partial<PasswordConfirmDialogProps> = {}) {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() };
  const view = renderWithProviders(
    <PasswordConfirmDialog
      isOpen
      description="Making bob@example.com an owner needs your password."
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, ...view };
}

describe('PasswordConfirmDialog', () => {
  it('asks for the password and sends it as typed', async () => {
    const { onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveTextContent('Making bob@example.com an owner needs your password.');
    await userEvent.type(within(dialog).getByLabelText('Password'), ' secret ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(' secret ');
  });

  it('says that the password is required', async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says when the password was refused, until it is edited', async () => {
    renderDialog({ error: 'wrong', defaultValues: { password: 'wrong-password' } });
    expect(screen.getByText('The password is not correct')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('The password is not correct')).not.toBeInTheDocument();
  });

  it('cannot be cancelled while the password is checked', async () => {
    const { onCancel } = renderDialog({ status: 'submitting' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const { onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
