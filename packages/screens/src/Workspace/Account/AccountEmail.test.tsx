import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AccountEmail, type AccountEmailProps } from './AccountEmail';

function renderSection(props: Partial<AccountEmailProps> = {}) {
  const handlers = { onSendCode: vi.fn(), onConfirm: vi.fn() };
  const base = { email: 'ana.silva@example.com', status: 'idle' as const, ...handlers };
  const view = renderWithProviders(<AccountEmail {...base} {...props} />);
  const rerender = (next: Partial<AccountEmailProps>) => view.rerender(<AccountEmail {...base} {...props} {...next} />);
  return { ...handlers, rerender };
}

describe('AccountEmail', () => {
  it('shows the address; Change email asks for the new one and sends the code to it', async () => {
    const person = userEvent.setup();
    const { onSendCode } = renderSection();
    expect(screen.getByLabelText('Current email')).toHaveValue('ana.silva@example.com');
    expect(screen.queryByLabelText(/New email/)).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Change email' }));
    await person.type(screen.getByLabelText(/New email/), 'ana@');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(onSendCode).not.toHaveBeenCalled();
    await person.type(screen.getByLabelText(/New email/), 'studio.example ');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledWith('ana@studio.example');
  });

  it('then takes the code; a wrong one is said under the field and what was typed stays', async () => {
    const person = userEvent.setup();
    const { onConfirm, rerender } = renderSection({
      defaultOpen: true,
      defaultNewEmail: 'ana@studio.example',
      status: 'codeSent',
    });
    expect(screen.getByText(/we sent to ana@studio\.example/)).toBeInTheDocument();
    await person.type(screen.getByLabelText(/Verification code/), '123456');
    await person.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(onConfirm).toHaveBeenCalledWith({ email: 'ana@studio.example', code: '123456' });
    rerender({ status: 'wrongCode' });
    expect(screen.getByText('This code is not correct. Check the email and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/New email/)).toHaveValue('ana@studio.example');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('123456');
  });

  it('says an expired code needs a new one, and closes with the new address once changed', () => {
    const { rerender } = renderSection({
      defaultOpen: true,
      defaultNewEmail: 'ana@studio.example',
      status: 'codeExpired',
    });
    expect(screen.getByText('This code no longer works. Send a new code and enter it.')).toBeInTheDocument();
    rerender({ status: 'changed', email: 'ana@studio.example' });
    expect(screen.queryByLabelText(/New email/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your email address is now ana@studio\.example/)).toBeInTheDocument();
  });

  it('refuses the current address as the new one', () => {
    renderSection({ defaultOpen: true, defaultNewEmail: 'ana.silva@example.com', status: 'sameEmail' });
    expect(screen.getByText('This is already the address of your account')).toBeInTheDocument();
    expect(screen.getByLabelText(/New email/)).toHaveValue('ana.silva@example.com');
  });
});
