import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../i18n/locales';
import type { FakeAnswer } from '@meridian/data/test';
import { ada, lumen, renderApp, serveSettings, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

describe('the account page', () => {
  it('switches the interface language at once and saves it on the account', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const sent = serveSettings(api.current);
    await renderApp(api.current, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(screen.getAllByText('Idioma actualizado').length).toBeGreaterThan(0));
    expect(sent).toEqual([{ language: 'es' }]);
    expect(localStorage.getItem(localeStorageKey)).toBe('es');
    await waitFor(() => expect(document.title).toBe('Cuenta · Meridian'));
  });

  it('follows the language saved on the account once signed in', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { user: { ...ada, language: 'fr' } });
    await renderApp(api.current, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte' })).toBeInTheDocument();
    expect(localStorage.getItem(localeStorageKey)).toBe('fr');
  });

  /** Serves the phone routes: each call's JSON body is recorded, `answers` decides the reply. */
  function servePhone(answers: {
    send?: () => FakeAnswer;
    verify?: (request: { phone: string; code: string }) => FakeAnswer;
  }) {
    const sent: unknown[] = [];
    const verified: unknown[] = [];
    api.current.routes.set('POST /user/phone/send-code', ({ body }) => {
      sent.push(JSON.parse(body));
      return answers.send?.() ?? { json: { ok: true, cooldownSeconds: 60 } };
    });
    api.current.routes.set('POST /user/phone/verify', ({ body }) => {
      const request = JSON.parse(body) as { phone: string; code: string };
      verified.push(request);
      return answers.verify?.(request) ?? { json: { ...ada, phone: request.phone, phoneVerified: true } };
    });
    return { sent, verified };
  }

  const error = (status: number, code: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
    status,
    json: { error: { code, message: code, ...extra } },
  });

  async function typeNumberAndSend(number = '+351 912 345 678') {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), number);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  }

  it('texts a code to the number, then verifies it with the code', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const { sent, verified } = servePhone({});
    await renderApp(api.current, '/account');
    await typeNumberAndSend();

    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent to +351 912 345 678.')).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '+351 912 345 678' }]);
    // Sending a code saves nothing.
    expect(api.current.hits).not.toContain('PATCH /user/info-settings');

    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '042917');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    await waitFor(() => expect(screen.getAllByText('Phone number verified').length).toBeGreaterThan(0));
    expect(verified).toEqual([{ phone: '+351 912 345 678', code: '042917' }]);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('shows a verified number as verified', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { user: { ...ada, phone: '+351 912 345 678', phoneVerified: true } });
    await renderApp(api.current, '/account');
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toHaveValue('+351 912 345 678');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('says when the code is wrong, and takes the right one after', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const { verified } = servePhone({
      verify: ({ phone, code }) =>
        code === '042917' ? { json: { ...ada, phone, phoneVerified: true } } : error(400, 'CODE_INVALID'),
    });
    await renderApp(api.current, '/account');
    await typeNumberAndSend();
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(
      await screen.findByText('This code is not correct. Check the text message and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '042917');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    await waitFor(() => expect(screen.getAllByText('Phone number verified').length).toBeGreaterThan(0));
    expect(verified).toHaveLength(2);
  });

  it('says when an expired code cannot verify the number', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    servePhone({ verify: () => error(400, 'CODE_EXPIRED') });
    await renderApp(api.current, '/account');
    await typeNumberAndSend();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '042917');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Failed to verify the phone number')).toBeInTheDocument();
    expect(screen.getByText('This code has expired. Send a new code to try again.')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
  });

  it('says when the text message could not be sent', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const { sent } = servePhone({ send: () => error(503, 'SMS_UNAVAILABLE') });
    await renderApp(api.current, '/account');
    await typeNumberAndSend();
    expect(await screen.findByText('Failed to send verification code, please try again later')).toBeInTheDocument();
    expect(screen.getByText('Failed to send the code. Check the number and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    // Not retried behind the person's back.
    expect(sent).toHaveLength(1);
  });

  it('says how long to wait once the day’s codes are used up', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    servePhone({ send: () => error(429, 'RATE_LIMITED', { retryAfterSeconds: 5 * 3600 + 60 }) });
    await renderApp(api.current, '/account');
    await typeNumberAndSend();
    expect(await screen.findByText('Failed to send verification code, please try again later')).toBeInTheDocument();
    expect(
      screen.getByText('Too many codes were sent to this account today. Try again in 6 hours.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it('keeps the code step open when a new code is asked for within the minute', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    let sends = 0;
    servePhone({
      send: () => {
        sends += 1;
        return sends === 1
          ? { json: { ok: true, cooldownSeconds: 60 } }
          : error(429, 'RESEND_COOLDOWN', { retryAfterSeconds: 42 });
      },
    });
    await renderApp(api.current, '/account');
    await typeNumberAndSend();
    await screen.findByRole('textbox', { name: 'Verification code' });
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A code is already on its way to this number')).toBeInTheDocument();
    expect(screen.getByText('Try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('changes the password, and shows a wrong current password on its field', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    let attempts = 0;
    api.current.routes.set('POST /auth/change-password', ({ body }) => {
      attempts += 1;
      const request = JSON.parse(body) as { currentPassword: string };
      if (request.currentPassword !== 'analytical-engine') {
        return { status: 401, json: { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } } };
      }
      return { json: { ok: true } };
    });
    await renderApp(api.current, '/account');
    const current = await screen.findByLabelText('Current password');
    await userEvent.type(current, 'difference-engine');
    await userEvent.type(screen.getByLabelText('New password'), 'a-much-longer-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-much-longer-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to update password').length).toBeGreaterThan(0);

    await userEvent.clear(current);
    await userEvent.type(current, 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(screen.getAllByText('Password updated').length).toBeGreaterThan(0));
    expect(attempts).toBe(2);
  });

  it('asks for the password again when the API wants it, shows a wrong one, and retries the change with the right one', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const starts: unknown[] = [];
    api.current.routes.set('POST /user/email/change', ({ body }) => {
      const request = JSON.parse(body) as { email: string; password?: string };
      starts.push(request);
      if (request.password === 'analytical-engine') return { json: { ok: true, cooldownSeconds: 60 } };
      return error(403, 'REAUTHENTICATION_REQUIRED');
    });
    api.current.routes.set('POST /user/email/confirm', ({ body }) => {
      const request = JSON.parse(body) as { email: string; code: string };
      return { json: { ...ada, email: request.email } };
    });
    await renderApp(api.current, '/account');
    const section = await screen.findByRole('region', { name: 'Email address' });
    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    await userEvent.type(within(section).getByRole('textbox', { name: 'New email' }), 'ada@analytical.example');
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveTextContent('Enter your password to send a code to the new address.');
    const password = within(dialog).getByLabelText('Password');
    await userEvent.type(password, 'difference-engine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'analytical-engine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).not.toBeInTheDocument(),
    );
    expect(
      await within(section).findByText(/Enter the 6-digit code we sent to ada@analytical.example/),
    ).toBeInTheDocument();
    expect(starts).toEqual([
      { email: 'ada@analytical.example' },
      { email: 'ada@analytical.example', password: 'difference-engine' },
      { email: 'ada@analytical.example', password: 'analytical-engine' },
    ]);

    await userEvent.type(within(section).getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(section).findByText(/Your email address is now ada@analytical.example/)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Current email' })).toHaveValue('ada@analytical.example');
  });
});
