import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Radio, RadioGroup } from './RadioGroup';

// Keyboard-driven tests take a few seconds in jsdom on a busy machine.
describe('RadioGroup', () => {
  it('moves and selects with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RadioGroup label="Environment" defaultValue="test" onChange={onChange}>
        <Radio value="test">Test</Radio>
        <Radio value="live" description="Real payments on Moonbeam.">
          Live
        </Radio>
        <Radio value="archive" isDisabled>
          Archive
        </Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Environment' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Test' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const live = screen.getByRole('radio', { name: 'Live' });
    expect(live).toBeChecked();
    expect(live).toHaveFocus();
    expect(live).toHaveAccessibleDescription('Real payments on Moonbeam.');
    expect(onChange).toHaveBeenLastCalledWith('live');
    // The disabled option is skipped: the selection wraps around to the first.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Test' })).toBeChecked();
  });

  it('shows the error of an invalid group', () => {
    renderWithProviders(
      <RadioGroup label="Environment" isInvalid errorMessage="Choose an environment.">
        <Radio value="test">Test</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Environment' })).toHaveAccessibleDescription(
      'Choose an environment.',
    );
  });
});
