import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, withFakeApi } from '../test/app';
import { localeStorageKey } from './locales';

const api = withFakeApi();

describe('the language of the guest pages', () => {
  it('changes with the picker in the footer, and is remembered on this device', async () => {
    await renderApp(api.current, '/auth/login', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    // The picker's code loads on its own, after the page.
    const picker = await within(screen.getByRole('contentinfo')).findByRole('button', { name: /Langue/ });
    expect(picker).toHaveTextContent('Français');

    await userEvent.click(picker);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(localeStorageKey)).toBe('es');
  });
});
