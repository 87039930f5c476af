import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../i18n/locales';
import { ada, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

/** The text fields of a multipart body. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1] ?? ''] = match[2] ?? '';
  return fields;
}

describe('the account page', { timeout: 60_000 }, () => {
  it('switches the interface language at once and saves it on the account', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const sent: Record<string, string>[] = [];
    api.current.routes.set('PATCH /user/info-settings', ({ body }) => {
      const fields = formFields(body);
      sent.push(fields);
      return { json: { ...ada, language: fields.language } };
    });
    await renderApp(api.current, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' }, { timeout: 5000 })).toBeInTheDocument();

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem(localeStorageKey)).toBe('fr');
  });

  it('saves the phone number and says that text-message verification is not available', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const sent: Record<string, string>[] = [];
    api.current.routes.set('PATCH /user/info-settings', ({ body }) => {
      const fields = formFields(body);
      sent.push(fields);
      return { json: { ...ada, phone: fields.phone } };
    });
    await renderApp(api.current, '/account');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 5000 }),
      '+351 912 345 678',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number saved')).toBeInTheDocument();
    expect(screen.getByText(/Verification by text message is not available yet/)).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '+351 912 345 678' }]);
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
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
    const current = await screen.findByLabelText('Current password', {}, { timeout: 5000 });
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
});
