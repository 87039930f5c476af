import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from '../PasswordField';
import { renderWithProviders } from '../test/render';
import { TextField } from '../TextField';
import { Form } from './Form';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('Form', () => {
  it('shows server errors under the fields they name until the field is changed', async () => {
    renderWithProviders(
      <Form validationErrors={{ email: 'This email is already registered.', username: 'Choose another username.' }}>
        <TextField label="Username" name="username" defaultValue="ana" />
        <TextField label="Email" name="email" defaultValue="ana@example.com" />
        <PasswordField label="Password" name="password" />
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email is already registered.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Choose another username.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(email, 'x');
    await userEvent.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This email is already registered.')).not.toBeInTheDocument();
  });

  it('announces a form-level error', () => {
    renderWithProviders(
      <Form error="Login failed. Please check your credentials and try again.">
        <TextField label="Username" name="username" />
      </Form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials and try again.');
  });

  it('submits without browser checks by default, leaving validation to the caller', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProviders(
      <Form onSubmit={onSubmit}>
        <TextField label="Username" name="username" isRequired />
        <button type="submit">Log in</button>
      </Form>,
    );
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('blocks submission and explains with native validation', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProviders(
      <Form onSubmit={onSubmit} validationBehavior="native">
        <TextField label="Username" name="username" isRequired />
        <button type="submit">Log in</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('This field is required.');
    expect(username).toHaveFocus();
  });
});
