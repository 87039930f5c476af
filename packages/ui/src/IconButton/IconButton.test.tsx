import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Copy } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and pressed with the keyboard', async () => {
    const onPress = vi.fn();
    renderWithProviders(<IconButton label="Copy link URL" icon={<Copy />} onPress={onPress} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Copy link URL' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows its label in a tooltip on keyboard focus when asked', async () => {
    renderWithProviders(<IconButton label="Copy link URL" icon={<Copy />} tooltip />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy link URL');
  });

  it('ignores presses while loading', async () => {
    const onPress = vi.fn();
    renderWithProviders(<IconButton label="Copy link URL" icon={<Copy />} onPress={onPress} isLoading />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link URL' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
