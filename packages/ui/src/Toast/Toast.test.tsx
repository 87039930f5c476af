import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, TOAST_KIND_TONES, ToastProvider, useToast, type ToastQueue } from './ToastQueue';

function renderRegion(queue: ToastQueue = createToastQueue()) {
  renderWithProviders(
    <ToastProvider queue={queue}>
      <ToastRegion />
    </ToastProvider>,
  );
  return queue;
}

const toasts = () => screen.queryAllByRole('alertdialog');

describe('Toast', () => {
  beforeEach(() => {
    // shouldAdvanceTime: Testing Library's async wrapper waits on a zero-delay timeout, which only
    // jest's fake timers advance by themselves; here the clock also follows real time (in 20 ms
    // steps, never during synchronous code), so boundaries are checked with a margin after awaits.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a titled toast with a description in a labelled region', () => {
    const queue = renderRegion();
    act(() => {
      queue.success('Payment received', { description: 'USD 49.00 from Summer sale' });
    });
    const region = screen.getByRole('region', { name: 'Status messages' });
    const toast = within(region).getByRole('alertdialog', { name: 'Payment received' });
    expect(toast).toHaveAccessibleDescription('USD 49.00 from Summer sale');
    expect(within(toast).getByRole('alert')).toHaveTextContent('Payment received');
  });

  it('is raised and marked with the product’s type names, each drawn in its tone', () => {
    const queue = renderRegion();
    act(() => {
      queue.error('Failed to update account details');
      queue.default('Invitation sent');
    });
    const typeOf = (name: string) =>
      screen.getByRole('alertdialog', { name }).closest('[data-type]')?.getAttribute('data-type');
    expect(typeOf('Failed to update account details')).toBe('error');
    expect(typeOf('Invitation sent')).toBe('default');
    expect(TOAST_KIND_TONES).toEqual({
      success: 'success',
      error: 'danger',
      info: 'info',
      warning: 'warning',
      default: 'neutral',
    });
  });

  it('closes itself after 3000 ms by default', () => {
    const queue = renderRegion();
    act(() => {
      queue.default('Invitation sent');
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alertdialog', { name: 'Invitation sent' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and 0 keeps the toast until it is closed', () => {
    const queue = renderRegion();
    act(() => {
      queue.error('Failed to update password', { duration: 8000 });
      queue.info('Export ready', { duration: 0 });
    });
    act(() => vi.advanceTimersByTime(7999));
    expect(toasts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Export ready' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('alertdialog', { name: 'Export ready' })).toBeInTheDocument();
  });

  it('pauses while the pointer is over the toasts and resumes with the time left', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const queue = renderRegion();
    act(() => {
      queue.success('Wallet added');
    });
    act(() => vi.advanceTimersByTime(1000));
    const toast = screen.getByRole('alertdialog', { name: 'Wallet added' });
    await user.hover(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toast).toBeInTheDocument();
    await user.unhover(toast);
    // About 2000 ms were left when the pointer arrived.
    act(() => vi.advanceTimersByTime(1500));
    expect(toast).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while focus is in a toast', () => {
    const queue = renderRegion();
    act(() => {
      queue.warning('Domain verification pending');
    });
    const toast = screen.getByRole('alertdialog', { name: 'Domain verification pending' });
    act(() => toast.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(toast).toBeInTheDocument();
    act(() => toast.blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(toasts()).toHaveLength(0);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onClose = vi.fn();
    const queue = renderRegion();
    act(() => {
      queue.info('Export ready', { duration: 0, onClose });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toasts()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows five at a time, newest first, and the next one when a place frees up', () => {
    const queue = renderRegion();
    const keys: string[] = [];
    act(() => {
      for (let i = 1; i <= 6; i++) keys.push(queue.default(`Toast ${i}`, { duration: 0 }));
    });
    expect(toasts().map((t) => t.textContent)).toEqual(['Toast 6', 'Toast 5', 'Toast 4', 'Toast 3', 'Toast 2']);
    act(() => queue.close(keys[5]!));
    expect(toasts().map((t) => t.textContent)).toEqual(['Toast 5', 'Toast 4', 'Toast 3', 'Toast 2', 'Toast 1']);
    act(() => queue.clear());
    expect(toasts()).toHaveLength(0);
  });

  it('gives components the queue of the nearest provider through useToast', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const queue = createToastQueue();
    function SaveButton() {
      const toast = useToast();
      return <button onClick={() => toast.success('Saved')}>Save</button>;
    }
    renderWithProviders(
      <ToastProvider queue={queue}>
        <SaveButton />
        <ToastRegion />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeInTheDocument();
  });
});
