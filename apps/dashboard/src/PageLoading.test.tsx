import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from './PageLoading';

const renderLoading = (spinnerDelayMs?: number) =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <PageLoading spinnerDelayMs={spinnerDelayMs} />
    </IntlProvider>,
  );

describe('PageLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its spinner at once by default', () => {
    renderLoading();
    expect(screen.getByRole('main', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
  });

  it('with a delay, is announced as loading at once and draws its spinner only once the delay has passed', () => {
    renderLoading(1000);
    expect(screen.getByRole('main', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('img', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
  });
});
