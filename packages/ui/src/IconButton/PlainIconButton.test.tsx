import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { X } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PlainIconButton } from './PlainIconButton';

describe('PlainIconButton', () => {
  it('is named by its label, pressed with the keyboard, and shows no tooltip on focus', async () => {
    const onPress = vi.fn();
    renderWithProviders(<PlainIconButton label="Dismiss" icon={<X />} onPress={onPress} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
