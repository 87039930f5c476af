import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TextField } from './TextField';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('TextField', () => {
  it('names the input by its label and links the description', () => {
    renderWithProviders(<TextField label="Email" description="We send receipts here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send receipts here.');
  });

  it('shows a server error with isInvalid and errorMessage, linked to the input', () => {
    renderWithProviders(
      <TextField
        label="Email"
        description="We send receipts here."
        defaultValue="ana@example"
        isInvalid
        errorMessage="This email is already registered."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This email is already registered.')).toBeVisible();
    expect(input).toHaveAccessibleDescription('We send receipts here. This email is already registered.');
  });

  it('words a missing required value in the interface language when its form is submitted', async () => {
    renderWithProviders(
      <form>
        <TextField label="Name" isRequired />
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field is required.');
  });

  it('asks for a valid email address when the type does not match', async () => {
    renderWithProviders(
      <form>
        <TextField label="Email" type="email" />
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
  });

  it('is read-only and disabled on request', () => {
    renderWithProviders(
      <>
        <TextField label="Workspace ID" value="ws_8f2k" isReadOnly />
        <TextField label="Legal name" isDisabled />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Workspace ID' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toBeDisabled();
  });
});
