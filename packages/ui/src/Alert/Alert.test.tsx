import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is a polite status by default', () => {
    renderWithProviders(<Alert tone="danger" title="Failed to load links. Please try again." />);
    expect(screen.getByRole('status')).toHaveTextContent('Failed to load links. Please try again.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['danger', 'warning'] as const)('interrupts when live and %s', (tone) => {
    renderWithProviders(<Alert tone={tone} live title="Failed to update password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update password');
  });

  it.each(['info', 'success'] as const)('stays a status when live and %s', (tone) => {
    renderWithProviders(<Alert tone={tone} live title="Password updated" />);
    expect(screen.getByRole('status')).toHaveTextContent('Password updated');
  });

  it('calls back when dismissed', async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<Alert title="Domain verified" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless it can be dismissed', () => {
    renderWithProviders(<Alert title="Domain verified" description="Your tier is now Basic Plus." />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your tier is now Basic Plus.');
  });
});
