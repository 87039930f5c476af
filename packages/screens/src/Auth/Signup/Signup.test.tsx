import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Signup, type SignupProps, type SignupValues } from './Signup';

const links = {
  login: '/auth/login',
  terms: 'https://meridian.example/terms',
  privacy: 'https://meridian.example/privacy',
};

function renderSignup(props: Partial<SignupProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(<Signup links={links} onSubmit={onSubmit} {...props} />);
  const rerender = (next: Partial<SignupProps>) =>
    view.rerender(<Signup links={links} onSubmit={onSubmit} {...props} {...next} />);
  return { onSubmit, rerender };
}

const username = () => screen.getByRole('textbox', { name: 'Username' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const country = () => screen.getByRole('combobox', { name: 'Country' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' });
const submit = () => screen.getByRole('button', { name: 'Create account' });

const filled: SignupValues = {
  username: 'ana.silva',
  email: 'ana.silva@example.com',
  country: 'PT',
  password: 'correct-horse-battery',
  acceptTerms: true,
};

// Whole forms with real typing: slower than the default timeout allows on a busy machine.
describe('Signup', () => {
  it('explains every missing field and moves focus to the first', async () => {
    const { onSubmit } = renderSignup();
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username()).toHaveFocus();
    expect(username()).toHaveAccessibleDescription(expect.stringContaining('Choose a username'));
    expect(email()).toHaveAccessibleDescription(expect.stringContaining('Enter your email address'));
    expect(screen.getByText('Select your country')).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Enter a password'));
    expect(screen.getByText('You must accept the terms of service and the privacy policy')).toBeInTheDocument();
  });

  it('shows the password rules before anything is typed', () => {
    renderSignup();
    expect(password()).toHaveAccessibleDescription('Use 8 to 128 characters.');
  });

  it('checks the email format and the password length', async () => {
    renderSignup({ defaultValues: { ...filled, email: 'ana.silva@example', password: 'short' } });
    await userEvent.click(submit());
    expect(email()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address'));
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters'));
  });

  it('refuses to submit until the terms are accepted, then submits', async () => {
    const { onSubmit } = renderSignup({ defaultValues: { ...filled, acceptTerms: false } });
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(terms()).toHaveFocus();
    expect(terms()).toBeInvalid();
    expect(screen.getByText('You must accept the terms of service and the privacy policy')).toBeInTheDocument();
    await userEvent.click(terms());
    expect(screen.queryByText('You must accept the terms of service and the privacy policy')).not.toBeInTheDocument();
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(filled);
  });

  it('submits trimmed values and the chosen country code', async () => {
    const { onSubmit } = renderSignup();
    await userEvent.type(username(), ' ana.silva ');
    await userEvent.type(email(), ' ana.silva@example.com  ');
    await userEvent.type(country(), 'Portug');
    await userEvent.click(await screen.findByRole('option', { name: 'Portugal' }));
    await userEvent.type(password(), 'correct-horse-battery');
    await userEvent.click(terms());
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(filled);
  });

  it('keeps what was typed when the signup fails and shows server field errors', async () => {
    const { rerender } = renderSignup({ defaultValues: filled });
    await userEvent.click(submit());
    rerender({ error: 'signupFailed', fieldErrors: { username: 'usernameUnavailable' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign up failed. Please try again later');
    expect(username()).toHaveFocus();
    expect(username()).toHaveAccessibleDescription(expect.stringContaining('This username is not available'));
    expect(username()).toHaveValue('ana.silva');
    expect(email()).toHaveValue('ana.silva@example.com');
    expect(country()).toHaveValue('Portugal');
    expect(terms()).toBeChecked();
  });

  it('opens the terms and the privacy policy in a new tab, keeping the form', () => {
    renderSignup();
    const group = terms().closest('[class]')?.parentElement ?? document.body;
    for (const [name, href] of [
      [/terms of service/, links.terms],
      [/privacy policy/, links.privacy],
    ] as const) {
      const link = within(group).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', links.login);
  });
});
