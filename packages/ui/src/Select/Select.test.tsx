import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Select } from './Select';
import { SelectItem } from './SelectItem';

const sizes = [
  { id: 'solo', label: 'Just me' },
  { id: 'small', label: '2 to 10 people', description: 'A small team' },
  { id: 'medium', label: '11 to 50 people', isDisabled: true },
  { id: 'large', label: 'More than 50 people' },
];

// Keyboard-driven tests take a few seconds in jsdom on a busy machine.
describe('Select', () => {
  it('shows the placeholder, opens and picks with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Select label="Company size" items={sizes} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Company size/ });
    expect(trigger).toHaveTextContent('Select an option');

    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Company size' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Just me',
      '2 to 10 people' + 'A small team',
      '11 to 50 people',
      'More than 50 people',
    ]);
    expect(within(listbox).getByRole('option', { name: '11 to 50 people' })).toHaveAttribute('aria-disabled', 'true');
    // A description is read as part of the option's name.
    expect(within(listbox).getByRole('option', { name: /^2 to 10 people\s*A small team$/ })).toBeInTheDocument();

    // First option focused; down twice skips the disabled one.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('large');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('More than 50 people');
  });

  it('accepts options as children and shows a server error', () => {
    renderWithProviders(
      <Select label="Network" defaultValue="moonbeam" isInvalid errorMessage="This network is not available.">
        <SelectItem id="moonbeam">Moonbeam</SelectItem>
        <SelectItem id="moonbase">Moonbase Alpha</SelectItem>
      </Select>,
    );
    expect(screen.getByRole('button', { name: /Network/ })).toHaveTextContent('Moonbeam');
    expect(screen.getByText('This network is not available.')).toBeVisible();
  });

  it('translates the placeholder', () => {
    renderWithProviders(<Select label="Taille" items={sizes} />, {
      locale: 'fr',
      messages: { 'ui.Select.placeholder': 'Sélectionnez une option' },
    });
    expect(screen.getByRole('button', { name: /Taille/ })).toHaveTextContent('Sélectionnez une option');
  });
});
