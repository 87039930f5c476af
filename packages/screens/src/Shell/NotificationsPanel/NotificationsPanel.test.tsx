import type { Notification } from '@meridian/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';

const NOW = Date.UTC(2026, 5, 15, 10, 30);

const invitation: Notification = {
  id: '00000000-0000-4000-8000-000000000003',
  type: 'company_invite',
  read: false,
  createdAt: new Date(NOW - 3 * 3_600_000).toISOString(),
  data: {
    companyId: '55555555-5555-4555-8555-555555555555',
    companyName: 'Atlas Outdoor Supply',
    inviteId: '66666666-6666-4666-8666-666666666666',
    privilege: 'viewer',
    invitedBy: null,
  },
};

function renderPanel(props: Partial<NotificationsPanelProps> = {}) {
  const handlers = { onOpen: vi.fn(), onMarkAllRead: vi.fn(), onLoadMore: vi.fn(), onRetry: vi.fn() };
  renderWithProviders(
    <NotificationsPanel
      notifications={[invitation]}
      status="success"
      hasMore={false}
      hrefOf={() => '/pending-invites'}
      now={NOW}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('NotificationsPanel', () => {
  it('words an invitation with its role and time, and opens it from the keyboard', async () => {
    const { onOpen } = renderPanel();
    const link = screen.getByRole('link', { name: /You were invited to join “Atlas Outdoor Supply”/ });
    expect(link).toHaveTextContent('As Viewer');
    expect(link).toHaveTextContent('3 hours ago');
    expect(link).toHaveAttribute('href', '/pending-invites');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(invitation);
  });

  it('says a payment in the currency its checkout asked it in', () => {
    const payment: Notification = {
      id: '00000000-0000-4000-8000-000000000004',
      type: 'payment_received',
      read: false,
      createdAt: new Date(NOW - 60_000).toISOString(),
      data: {
        companyId: '55555555-5555-4555-8555-555555555555',
        sessionId: '22222222-2222-4222-8222-222222222222',
        linkId: '33333333-3333-4333-8333-333333333333',
        linkName: 'Pastel de nata',
        environment: 'live',
        chainId: 1284,
        token: { symbol: 'EURC', contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 },
        amount: '25000000',
        currency: 'EUR',
        totalCents: 2500,
        late: false,
      },
    };
    renderPanel({ notifications: [payment] });
    const link = screen.getByRole('link', { name: /Pastel de nata/ });
    expect(link).toHaveTextContent('€25.00');
    expect(link).not.toHaveTextContent('$');
  });

  it('says when the first page failed, and tries again', async () => {
    const { onRetry } = renderPanel({ notifications: [], status: 'error', failure: 'fetch' });
    expect(screen.getByText('Failed to fetch notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when a further page failed, keeping the list', () => {
    renderPanel({ hasMore: true, status: 'error', failure: 'load-more' });
    expect(screen.getByText('Failed to load more notifications')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
