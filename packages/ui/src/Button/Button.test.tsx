import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is pressed with the keyboard', async () => {
    const onPress = vi.fn();
    renderWithProviders(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('ignores presses and stays focusable while loading', async () => {
    const onPress = vi.fn();
    renderWithProviders(
      <Button onPress={onPress} isLoading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
