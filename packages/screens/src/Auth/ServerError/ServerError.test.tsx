import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ServerError } from './ServerError';

describe('ServerError', () => {
  it('says the server failed and offers to retry or go home', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ServerError links={{ home: '/' }} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers only the way home without a retry', () => {
    renderWithProviders(<ServerError links={{ home: '/' }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
