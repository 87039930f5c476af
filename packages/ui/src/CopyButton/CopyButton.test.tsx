import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { createToastQueue, ToastProvider, ToastRegion } from '../Toast';
import { CopyButton, type CopyButtonProps } from './CopyButton';

function renderCopyButton(props: Partial<CopyButtonProps> = {}, queue = createToastQueue()) {
  renderWithProviders(
    <ToastProvider queue={queue}>
      <CopyButton value="mk_live_51Hc2" {...props} />
      <ToastRegion />
    </ToastProvider>,
  );
}

describe('CopyButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the value to the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopy = vi.fn();
    renderCopyButton({ onCopy });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('mk_live_51Hc2');
    expect(await screen.findByRole('alertdialog', { name: 'Copied to clipboard' })).toBeInTheDocument();
    expect(onCopy).toHaveBeenCalledWith('mk_live_51Hc2');
  });

  it('uses the caller’s label and message', async () => {
    const user = userEvent.setup();
    const copy = vi.fn().mockResolvedValue(undefined);
    renderCopyButton({ label: 'Copy API key', copiedMessage: 'API key copied', copy });
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(copy).toHaveBeenCalledWith('mk_live_51Hc2');
    expect(await screen.findByRole('alertdialog', { name: 'API key copied' })).toBeInTheDocument();
  });

  it('reports a refused clipboard with an error toast', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    const copy = vi.fn().mockRejectedValue(new DOMException('Write permission denied', 'NotAllowedError'));
    renderCopyButton({ copy, onCopy });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alertdialog', { name: 'Could not copy to the clipboard' })).toBeInTheDocument();
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('shows the check mark for a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderCopyButton({ copy: () => Promise.resolve(), feedbackDuration: 2000 });
      const button = screen.getByRole('button', { name: 'Copy' });
      const icon = () => button.querySelector('svg')?.getAttribute('class');
      const before = icon();
      await user.click(button);
      await screen.findByRole('alertdialog');
      expect(icon()).not.toBe(before);
      act(() => vi.advanceTimersByTime(2000));
      expect(icon()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a duration, keeps the check mark while its toast shows', async () => {
    const user = userEvent.setup();
    // Toasts that stay until closed, as in the stories: the check mark stays with them.
    renderCopyButton({ copy: () => Promise.resolve() }, createToastQueue({ duration: 0 }));
    const button = screen.getByRole('button', { name: 'Copy' });
    const icon = () => button.querySelector('svg')?.getAttribute('class');
    const before = icon();
    await user.click(button);
    const shown = await screen.findByRole('alertdialog', { name: 'Copied to clipboard' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(icon()).not.toBe(before);
    await user.click(within(shown).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(icon()).toBe(before));
  });
});
