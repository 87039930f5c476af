import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PasswordField } from './PasswordField';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('PasswordField', () => {
  it('shows and hides the password, the button saying what it will do', async () => {
    const { container } = renderWithProviders(<PasswordField label="Password" defaultValue="hunter22" />);
    const input = container.querySelector('input')!;
    expect(screen.getByLabelText('Password')).toBe(input);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('asks password managers for a new password where one is chosen', () => {
    renderWithProviders(<PasswordField label="New password" autoComplete="new-password" />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('disables the toggle with the field', () => {
    renderWithProviders(<PasswordField label="Password" isDisabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
