import type { Payment } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strayPayment } from '@meridian/data/test';
import { describe, expect, it } from 'vitest';
import { lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

/** The `index`-th unmatched payment, newest first. */
function payment(index: number): Payment {
  const id = `7d1c1b3e-3f57-4c8e-9a51-${String(index).padStart(12, '0')}`;
  // A confirmed live GLMR transfer that no checkout took, like the shared stray payment.
  return {
    ...strayPayment,
    id,
    environment: 'live',
    chainId: 1284,
    txHash: `0x${String(index).padStart(64, 'a')}`,
    logIndex: -1,
    blockNumber: String(1000 - index),
    from: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    to: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
    token: { symbol: 'GLMR', decimals: 18, contract: null },
    amount: `${index}000000000000000000`,
    detectedAt: new Date(Date.UTC(2026, 5, 15, 10) - index * 3_600_000).toISOString(),
    confirmedAt: null,
  };
}

const all = Array.from({ length: 45 }, (_, index) => payment(index + 1));
const unmatched = (query: string) => `GET /payments/unmatched?${query}`;

/** The inbox, 20 a page: each page's cursor is the index of its first payment. */
function serveInbox() {
  const page = (start: number) => ({
    json: {
      payments: all.slice(start, start + 20),
      total: all.length,
      nextCursor: start + 20 < all.length ? `c${start + 20}` : null,
      hasMore: start + 20 < all.length,
    },
  });
  api.current.routes.set(unmatched(`limit=20&companyId=${lumen.id}`), () => page(0));
  api.current.routes.set(unmatched(`limit=20&cursor=c20&companyId=${lumen.id}`), () => page(20));
  api.current.routes.set(unmatched(`limit=20&cursor=c40&companyId=${lumen.id}`), () => page(40));
  api.current.routes.set(`GET /payments/sessions?companyId=${lumen.id}`, () => ({ json: { sessions: [] } }));
}

describe('the unmatched payments page', () => {
  it('pages forward and back through the inbox, the page in the address, and offers the CSV export', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveInbox();
    const { router } = await renderApp(api.current, '/payment-links/unmatched');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent('1–20 of 45'));
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `${api.current.url}/payments/export?companyId=${lumen.id}&matched=unmatched`,
    );

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent('21–40 of 45'));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent('41–45 of 45'));
    expect(router.state.location.search).toBe('?page=3&cursor=c40');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    // Back with the cursor it came through, not to the first page.
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent('21–40 of 45'));
    expect(router.state.location.search).toBe('?page=2&cursor=c20');
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent('1–20 of 45'));
    expect(router.state.location.search).toBe('');
  });
});
