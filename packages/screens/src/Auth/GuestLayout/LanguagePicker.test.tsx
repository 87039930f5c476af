import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GuestLayout } from './GuestLayout';
import { LanguagePickerContext } from './LanguagePicker';

describe('the guest pages’ language picker', () => {
  it('is absent unless the app provides one', () => {
    renderWithProviders(<GuestLayout heading="Log in" copyrightYear={2026} />);
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('shows in the footer, labelled, with each language named in itself, and changes by keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <LanguagePickerContext.Provider value={{ value: 'en', onChange }}>
        <GuestLayout heading="Log in" copyrightYear={2026} />
      </LanguagePickerContext.Provider>,
    );
    const footer = screen.getByRole('contentinfo');
    const picker = await within(footer).findByRole('button', { name: /Language/ });
    expect(picker).toHaveTextContent('English');

    await userEvent.tab();
    expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Português']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('fr');
  });

  it('takes a picker given to the layout itself over the provided one', async () => {
    renderWithProviders(
      <LanguagePickerContext.Provider value={{ value: 'en', onChange: vi.fn() }}>
        <GuestLayout heading="Log in" copyrightYear={2026} languagePicker={{ value: 'pt', onChange: vi.fn() }} />
      </LanguagePickerContext.Provider>,
    );
    expect(await screen.findByRole('button', { name: /Language/ })).toHaveTextContent('Português');
  });
});
