import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { countryCodes } from './countries';
import { CountryComboBox } from './CountryComboBox';

// Typing re-renders a list of 249 countries on every key, which jsdom makes slow.
describe('CountryComboBox', () => {
  it('names the countries in French and returns the ISO code', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CountryComboBox label="Pays" onChange={onChange} />, { locale: 'fr' });
    const input = screen.getByRole('combobox', { name: 'Pays' });
    await userEvent.type(input, 'allem');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Allemagne']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('DE');
    expect(input).toHaveValue('Allemagne');
  });

  it('lists every country in the locale collation order', async () => {
    renderWithProviders(<CountryComboBox label="País" />, { locale: 'es' });
    await userEvent.click(screen.getByRole('button', { name: /País/ }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names).toHaveLength(countryCodes.length);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    // Accented names sort with their base letter, not after Z.
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Bélgica'));
    expect(names.indexOf('Bélgica')).toBeLessThan(names.indexOf('Bolivia'));
  });

  it('shows the name of the given code', () => {
    renderWithProviders(<CountryComboBox label="Country" defaultValue="PT" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Portugal');
  });

  it('chooses a country whose whole name is typed, over the one it held, and keeps it once focus leaves', async () => {
    const onChange = vi.fn();
    function Held() {
      const [value, setValue] = useState<string | null>('US');
      const change = (code: string | null) => {
        onChange(code);
        setValue(code);
      };
      return <CountryComboBox label="Country" value={value} onChange={change} />;
    }
    renderWithProviders(<Held />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(input);
    await userEvent.type(input, 'portugal');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('PT');
    expect(input).toHaveValue('Portugal');
  });
});
