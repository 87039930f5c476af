import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from './PageLoading';

const renderLoading = (spinnerFrom?: number) =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <PageLoading spinnerFrom={spinnerFrom} />
    </IntlProvider>,
  );

describe('PageLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its spinner at once by default', () => {
    renderLoading();
    expect(screen.getByRole('main', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
  });

  it('early in the document, is announced as loading at once and draws its spinner from the time given', () => {
    vi.advanceTimersByTime(400);
    renderLoading(1500);
    expect(screen.getByRole('main', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1099));
    expect(screen.queryByRole('img', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
  });

  it('later in the document, shows its spinner at once', () => {
    vi.advanceTimersByTime(1500);
    renderLoading(1500);
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
  });
});
