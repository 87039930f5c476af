import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { UpdatePassword } from './UpdatePassword';

const current = () => screen.getByLabelText('Current password', { selector: 'input' });
const next = () => screen.getByLabelText('New password', { selector: 'input' });
const confirm = () => screen.getByLabelText('Confirm new password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Update password' });

// Whole forms with real typing: slower than the default timeout allows on a busy machine.
describe('UpdatePassword', () => {
  it('asks for every password field, focusing the first', async () => {
    renderWithProviders(<UpdatePassword onSubmit={vi.fn()} />);
    await userEvent.click(submit());
    expect(current()).toHaveFocus();
    expect(current()).toHaveAccessibleDescription('Enter your current password');
    expect(next()).toHaveAccessibleDescription(expect.stringContaining('Enter a password'));
    expect(confirm()).toHaveAccessibleDescription('Repeat the new password');
  });

  it('refuses new passwords that do not match, or that equal the current one', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<UpdatePassword onSubmit={onSubmit} />);
    await userEvent.type(current(), 'old-password-1');
    await userEvent.type(next(), 'old-password-1');
    await userEvent.type(confirm(), 'old-password-2');
    await userEvent.click(submit());
    expect(next()).toHaveFocus();
    expect(next()).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password different from the current one'),
    );
    expect(confirm()).toHaveAccessibleDescription('New passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the current and the new password, without the confirmation', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<UpdatePassword onSubmit={onSubmit} />);
    await userEvent.type(current(), 'old-password-1');
    await userEvent.type(next(), ' new password ');
    await userEvent.type(confirm(), ' new password ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      currentPassword: 'old-password-1',
      newPassword: ' new password ',
    });
  });
});
