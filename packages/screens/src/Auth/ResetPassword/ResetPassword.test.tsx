import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ResetPassword, type ResetPasswordProps } from './ResetPassword';

const links = { login: '/auth/login', forgotPassword: '/auth/password-reset-start' };

function renderReset(props: Partial<ResetPasswordProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(<ResetPassword links={links} onSubmit={onSubmit} {...props} />);
  const rerender = (next: Partial<ResetPasswordProps>) =>
    view.rerender(<ResetPassword links={links} onSubmit={onSubmit} {...props} {...next} />);
  return { onSubmit, rerender };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const code = () => screen.getByRole('textbox', { name: 'Code from the email' });
const next = () => screen.getByLabelText('New password', { selector: 'input' });
const confirm = () => screen.getByLabelText('Confirm new password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Reset password' });

// Whole forms with real typing: slower than the default timeout allows on a busy machine.
describe('ResetPassword', () => {
  it('asks for every field and focuses the first invalid one', async () => {
    renderReset({ defaultValues: { email: 'ana.silva@example.com' } });
    await userEvent.click(submit());
    expect(code()).toHaveFocus();
    expect(email()).toBeValid();
    expect(code()).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(next()).toHaveAccessibleDescription(expect.stringContaining('Enter a password'));
    expect(confirm()).toHaveAccessibleDescription('Repeat the new password');
  });

  it('says when the new passwords do not match', async () => {
    const { onSubmit } = renderReset({ defaultValues: { email: 'ana.silva@example.com', code: '482913' } });
    await userEvent.type(next(), 'correct-horse-battery');
    await userEvent.type(confirm(), 'correct-horse-batery');
    await userEvent.click(submit());
    expect(confirm()).toHaveFocus();
    expect(confirm()).toHaveAccessibleDescription('New passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values, keeps them when the reset fails, and links to login once done', async () => {
    const { onSubmit, rerender } = renderReset();
    await userEvent.type(email(), ' ana.silva@example.com ');
    await userEvent.click(code());
    await userEvent.paste('482-913');
    await userEvent.type(next(), 'correct-horse-battery');
    await userEvent.type(confirm(), 'correct-horse-battery');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      email: 'ana.silva@example.com',
      code: '482913',
      newPassword: 'correct-horse-battery',
    });
    rerender({ error: 'resetFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password');
    expect(code()).toHaveValue('482913');
    expect(next()).toHaveValue('correct-horse-battery');
    rerender({ done: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Your password has been reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', links.login);
  });
});
