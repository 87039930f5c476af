import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Login, type LoginProps } from './Login';

const links = { signup: '/auth/signup', forgotPassword: '/auth/password-reset-start' };

function renderLogin(props: Partial<LoginProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(<Login links={links} onSubmit={onSubmit} {...props} />);
  const rerender = (next: Partial<LoginProps>) =>
    view.rerender(<Login links={links} onSubmit={onSubmit} {...props} {...next} />);
  return { onSubmit, rerender };
}

const identifier = () => screen.getByRole('textbox', { name: 'Username or email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Log in' });

// Whole forms with real typing: slower than the default timeout allows on a busy machine.
describe('Login', () => {
  it('asks for both fields and moves focus to the first one', async () => {
    const { onSubmit } = renderLogin();
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(identifier()).toHaveFocus();
    expect(identifier()).toBeInvalid();
    expect(identifier()).toHaveAccessibleDescription('Enter your username or email');
    expect(password()).toHaveAccessibleDescription('Enter your password');
  });

  it('checks again as the person types once a submission failed', async () => {
    renderLogin();
    await userEvent.click(submit());
    await userEvent.type(identifier(), 'ana');
    expect(identifier()).toBeValid();
    expect(screen.queryByText('Enter your username or email')).not.toBeInTheDocument();
  });

  it('submits the identifier trimmed and the password exactly as typed', async () => {
    const { onSubmit } = renderLogin();
    await userEvent.type(identifier(), '  ana.silva ');
    await userEvent.type(password(), ' pass phrase ');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ identifier: 'ana.silva', password: ' pass phrase ' });
  });

  it('keeps what was typed and shows the failure when the login fails', async () => {
    const { rerender } = renderLogin();
    await userEvent.type(identifier(), 'ana.silva');
    await userEvent.type(password(), 'wrong-password');
    await userEvent.click(submit());
    rerender({ status: 'submitting' });
    expect(submit()).toHaveAttribute('data-pending', 'true');
    rerender({ status: 'idle', error: 'loginFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials and try again.');
    expect(identifier()).toHaveValue('ana.silva');
    expect(password()).toHaveValue('wrong-password');
  });

  it('stays busy while the promise from onSubmit is pending and ignores another submission', async () => {
    let settle: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderLogin({ onSubmit, defaultValues: { identifier: 'ana', password: 'secret-pass' } });
    await userEvent.click(submit());
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit()).toHaveAttribute('data-pending', 'true');
    settle();
    await vi.waitFor(() => expect(submit()).not.toHaveAttribute('data-pending'));
  });

  it('shows a server error next to its field until that field is edited', async () => {
    renderLogin({ defaultValues: { identifier: 'ana' }, fieldErrors: { identifier: 'tooManyAttempts' } });
    expect(identifier()).toHaveAccessibleDescription('Too many attempts. Wait a few minutes, then try again.');
    await userEvent.type(identifier(), 'x');
    expect(identifier()).toBeValid();
  });

  it('says where the person will land, and links to signup and password recovery', () => {
    renderLogin({ redirect: '/payment-links' });
    expect(screen.getByText('Log in to continue to /payment-links')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', links.signup);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', links.forgotPassword);
    expect(screen.getByRole('main', { name: 'Log in' })).toBeInTheDocument();
  });
});
