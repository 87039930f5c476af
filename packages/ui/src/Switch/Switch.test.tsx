import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Switch } from './Switch';

// Keyboard-driven tests take a few seconds in jsdom on a busy machine.
describe('Switch', () => {
  it('turns on and off with Space', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Switch onChange={onChange}>E-mail me about payments</Switch>);
    const toggle = screen.getByRole('switch', { name: 'E-mail me about payments' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('cannot be changed when disabled', async () => {
    renderWithProviders(
      <Switch isDisabled defaultSelected>
        Test mode
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Test mode' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
