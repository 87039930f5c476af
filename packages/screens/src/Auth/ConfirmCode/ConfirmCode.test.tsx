import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConfirmCode, type ConfirmCodeProps } from './ConfirmCode';

function renderConfirm(props: Partial<ConfirmCodeProps> = {}) {
  const onSubmit = vi.fn();
  const onResend = vi.fn();
  const base = { email: 'ana.silva@example.com', onSubmit, onResend };
  const view = renderWithProviders(<ConfirmCode {...base} {...props} />);
  const rerender = (next: Partial<ConfirmCodeProps>) => view.rerender(<ConfirmCode {...base} {...props} {...next} />);
  return { onSubmit, onResend, rerender };
}

const code = () => screen.getByRole('textbox', { name: 'Confirmation code' });
const submit = () => screen.getByRole('button', { name: 'Confirm account' });

// Whole forms with real typing: slower than the default timeout allows on a busy machine.
describe('ConfirmCode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the address the code went to', () => {
    renderConfirm();
    expect(screen.getByRole('main')).toHaveTextContent('We sent a 6-digit code to ana.silva@example.com.');
  });

  it('asks for all six digits and moves focus to the code', async () => {
    const { onSubmit } = renderConfirm();
    await userEvent.click(submit());
    expect(code()).toHaveFocus();
    expect(code()).toHaveAccessibleDescription('Enter the 6-digit code');
    await userEvent.type(code(), '123');
    expect(code()).toHaveAccessibleDescription('The code has 6 digits');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(code()).toHaveFocus();
  });

  it('submits the six digits by itself once they are all in, without a press of the button', async () => {
    const { onSubmit } = renderConfirm();
    await userEvent.click(code());
    await userEvent.paste('482 913');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ code: '482913' });
  });

  it('submits a code typed digit by digit once, when the last digit is in, and the button still submits', async () => {
    const { onSubmit } = renderConfirm();
    await userEvent.type(code(), '48291');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code(), '3');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ code: '482913' });
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not send a code it was given again by itself', async () => {
    const { onSubmit } = renderConfirm({ defaultValues: { code: '482913' } });
    expect(code()).toHaveValue('482913');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the code and marks it wrong when the server refuses it, until it is edited', async () => {
    const { rerender, onSubmit } = renderConfirm({ defaultValues: { code: '482913' } });
    await userEvent.click(submit());
    rerender({ fieldErrors: { code: 'wrongCode' } });
    expect(code()).toHaveValue('482913');
    expect(code()).toHaveFocus();
    expect(code()).toHaveAccessibleDescription('This code is not correct. Check the email we sent and try again.');
    await userEvent.type(code(), '{Backspace}7');
    expect(code()).toHaveValue('482917');
    // The edited code, complete, is sent by itself; the refusal of the old one goes with the answer.
    expect(onSubmit).toHaveBeenLastCalledWith({ code: '482917' });
    rerender({ fieldErrors: undefined });
    expect(code()).toBeValid();
  });

  it('shows an expired code as an alert', () => {
    renderConfirm({ error: 'codeExpired' });
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired or is no longer valid.');
  });

  it('counts the resend cooldown down by itself, then lets the person resend', async () => {
    vi.useFakeTimers();
    const { onResend } = renderConfirm({ resendAvailableIn: 3 });
    expect(screen.getByRole('button', { name: 'Resend code in 3s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code in 2s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    vi.useRealTimers();
    await userEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('confirms a sent code, starts the cooldown again and takes focus to the code', async () => {
    vi.useFakeTimers();
    const { rerender } = renderConfirm({ resendAvailableIn: 60 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    rerender({ resendAvailableIn: 60, resendStatus: 'sending' });
    rerender({ resendAvailableIn: 60, resendStatus: 'sent' });
    expect(screen.getByRole('status')).toHaveTextContent('Verification code sent');
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    expect(code()).toHaveFocus();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend code in 1s' })).toBeDisabled();
  });

  it('starts over when the caller gives a new cooldown', () => {
    vi.useFakeTimers();
    const { rerender } = renderConfirm({ resendAvailableIn: 10 });
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: 'Resend code in 6s' })).toBeInTheDocument();
    rerender({ resendAvailableIn: 37 });
    expect(screen.getByRole('button', { name: 'Resend code in 37s' })).toBeInTheDocument();
  });

  it('says when a new code could not be sent', () => {
    renderConfirm({ resendStatus: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send verification code, please try again later');
  });
});
