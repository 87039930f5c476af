import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VERIFICATION_CODE_LIFETIME_MS } from '@meridian/contract';
import { renderWithProviders } from '../../test/render';
import { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword';

const links = { login: '/auth/login', resetPassword: '/auth/password-reset-complete' };

function renderForgot(props: Partial<ForgotPasswordProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(<ForgotPassword links={links} onSubmit={onSubmit} {...props} />);
  const rerender = (next: Partial<ForgotPasswordProps>) =>
    view.rerender(<ForgotPassword links={links} onSubmit={onSubmit} {...props} {...next} />);
  return { onSubmit, rerender };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Send code' });

// Whole forms with real typing: slower than the default timeout allows on a busy machine.
describe('ForgotPassword', () => {
  it('asks for a valid email and moves focus to it', async () => {
    const { onSubmit } = renderForgot();
    await userEvent.click(submit());
    expect(email()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription('Enter your email address');
    await userEvent.type(email(), 'ana.silva');
    expect(email()).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the email trimmed, keeps it on failure, and says a code was sent once done', async () => {
    const { onSubmit, rerender } = renderForgot();
    await userEvent.type(email(), 'ana.silva@example.com ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ana.silva@example.com' });
    rerender({ error: 'resetFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password');
    expect(email()).toHaveValue('ana.silva@example.com');
    rerender({ sent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'If an account exists for ana.silva@example.com, we have sent it a code to reset the password.',
    );
    // The lifetime is the API's own, not a number written into the message.
    expect(screen.getByRole('main')).toHaveTextContent(
      `The code is valid for ${VERIFICATION_CODE_LIFETIME_MS / 60_000} minutes.`,
    );
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute('href', links.resetPassword);
  });
});
