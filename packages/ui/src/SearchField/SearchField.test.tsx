import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SearchField } from './SearchField';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('SearchField', () => {
  it('submits with Enter and clears with its button', async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    renderWithProviders(<SearchField aria-label="Search payments" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search payments' });
    await userEvent.type(input, 'ana{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ana');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
  });

  it('clears with Escape', async () => {
    renderWithProviders(<SearchField label="Customers" defaultValue="ana" />);
    const input = screen.getByRole('searchbox', { name: 'Customers' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});
