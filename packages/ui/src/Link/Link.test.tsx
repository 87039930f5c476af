import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Link } from './Link';
import { RouterProvider } from './index';

describe('Link', () => {
  it('opens external pages in a new tab, safely, and says so', () => {
    renderWithProviders(
      <Link href="https://docs.meridian.example" external>
        Fee schedule
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Fee schedule (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats target _blank as external and keeps the caller’s rel', () => {
    renderWithProviders(
      <Link href="https://docs.meridian.example" target="_blank" rel="external">
        Fee schedule
      </Link>,
    );
    const link = screen.getByRole('link', { name: /opens in a new tab/ });
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('is a plain link otherwise', () => {
    renderWithProviders(<Link href="/payment-links">Payment links</Link>);
    const link = screen.getByRole('link', { name: 'Payment links' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('navigates through the app’s router', async () => {
    const navigate = vi.fn();
    renderWithProviders(
      <RouterProvider navigate={navigate}>
        <Link href="/payment-links">Payment links</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Payment links' }));
    expect(navigate).toHaveBeenCalledWith('/payment-links', undefined);
  });
});
