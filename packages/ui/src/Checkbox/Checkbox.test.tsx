import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from '../CheckboxGroup';
import { renderWithProviders } from '../test/render';
import { Checkbox } from './Checkbox';

// Keyboard-driven tests take a few seconds in jsdom on a busy machine.
describe('Checkbox', () => {
  it('toggles with Space', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is announced as mixed when indeterminate', () => {
    renderWithProviders(<Checkbox isIndeterminate>Select all</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('links its description and shows a server error', () => {
    renderWithProviders(
      <Checkbox description="We send one e-mail a month." isInvalid errorMessage="Could not save your choice.">
        Newsletter
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(checkbox).toHaveAccessibleDescription(/We send one e-mail a month\./);
    expect(checkbox).toBeInvalid();
    expect(screen.getByText('Could not save your choice.')).toBeVisible();
  });

  it('reports the checked values of a group and shows the group error', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <CheckboxGroup label="Networks" onChange={onChange} isInvalid errorMessage="Pick at least one network.">
        <Checkbox value="moonbeam">Moonbeam</Checkbox>
        <Checkbox value="polkadot">Polkadot</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Networks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Polkadot' }));
    expect(onChange).toHaveBeenLastCalledWith(['polkadot']);
    expect(screen.getByText('Pick at least one network.')).toBeVisible();
  });
});
