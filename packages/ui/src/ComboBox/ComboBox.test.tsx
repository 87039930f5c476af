import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ComboBox } from './ComboBox';

const cities = [
  { id: 'sao-paulo', label: 'São Paulo' },
  { id: 'bogota', label: 'Bogotá' },
  { id: 'montreal', label: 'Montréal' },
  { id: 'lisbon', label: 'Lisbon' },
];

// Typing re-renders the whole list on every key, which jsdom makes slow on a busy machine.
describe('ComboBox', () => {
  it('filters ignoring case and accents, and picks with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ComboBox label="City" items={cities} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'SAO');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['São Paulo']);

    await userEvent.clear(input);
    await userEvent.type(input, 'o');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await userEvent.type(input, 'ta');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bogotá']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('bogota');
    expect(input).toHaveValue('Bogotá');
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<ComboBox label="City" items={cities} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Zurich');
    expect(await screen.findByText('No results')).toBeVisible();
    expect(screen.queryByRole('option', { name: /São Paulo/ })).not.toBeInTheDocument();
  });

  it('shows a server error', () => {
    renderWithProviders(<ComboBox label="City" items={cities} isInvalid errorMessage="We do not operate there yet." />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('We do not operate there yet.');
  });
});
