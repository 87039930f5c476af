import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AccountAppearance } from './AccountAppearance';

describe('the appearance section', () => {
  it('offers System, Light and Dark, with the saved theme chosen', () => {
    renderWithProviders(<AccountAppearance theme="light" onChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
  });

  it('saves a theme as soon as it is chosen, by pointer or keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AccountAppearance theme="system" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenLastCalledWith('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
  });

  it('says when saving failed and sends the choice again on "Try again"', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AccountAppearance theme="dark" onChange={onChange} status="failed" />);
    expect(screen.getByText('Failed to update theme')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('says when the theme was saved', () => {
    renderWithProviders(<AccountAppearance theme="dark" onChange={vi.fn()} status="saved" />);
    expect(screen.getByText('Theme updated')).toBeInTheDocument();
  });
});
