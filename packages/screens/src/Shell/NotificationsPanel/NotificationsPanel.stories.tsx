import type { Notification } from '@meridian/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationsPanel } from './NotificationsPanel';
import { exampleInvitation } from './NotificationsPanel.examples';

/** The stories' clock: 2026-06-15 10:30 UTC. */
const NOW = Date.UTC(2026, 5, 15, 10, 30);
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const companyId = '11111111-1111-4111-8111-111111111111';

const payment: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'payment_received',
  read: false,
  createdAt: ago(4),
  data: {
    companyId,
    sessionId: '22222222-2222-4222-8222-222222222222',
    linkId: '33333333-3333-4333-8333-333333333333',
    linkName: 'Espresso subscription',
    environment: 'live',
    chainId: 1284,
    token: { symbol: 'USDC', contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 },
    amount: '49900000',
    totalCents: 4990,
    late: false,
  },
};
const wallet: Notification = {
  id: '00000000-0000-4000-8000-000000000002',
  type: 'wallet_verification',
  read: false,
  createdAt: ago(95),
  data: {
    companyId,
    walletId: '44444444-4444-4444-8444-444444444444',
    network: 'moonbeam',
    address: '0x6Be02d1d3665660d22FF9624b7BE0551ee1Ac91b',
    label: 'Main payouts',
  },
};
const invitation: Notification = {
  ...exampleInvitation,
  id: '00000000-0000-4000-8000-000000000003',
  read: true,
  createdAt: ago(60 * 26),
};
const verification: Notification = {
  id: '00000000-0000-4000-8000-000000000004',
  type: 'kyb_verification',
  read: true,
  createdAt: ago(60 * 24 * 9),
  data: { companyId, companyName: 'Lumen Coffee Roasters', status: 'active', tier: 'Silver' },
};
const latePayment: Notification = {
  ...payment,
  id: '00000000-0000-4000-8000-000000000005',
  read: true,
  createdAt: ago(60 * 50),
  data: { ...payment.data, linkName: 'Tasting box', totalCents: 12000, amount: '120000000', late: true },
};

const all = [payment, wallet, invitation, latePayment, verification];
const allRead = all.map((notification) => ({ ...notification, read: true }));

const hrefOf = (notification: Notification) => {
  switch (notification.type) {
    case 'payment_received':
      return `/payment-links/${notification.data.linkId}`;
    case 'wallet_verification':
      return '/wallet-management';
    case 'company_invite':
      return '/pending-invites';
    case 'kyb_verification':
      return '/settings/verification';
    case 'refund':
      return '/payment-links';
  }
};

const meta = {
  title: 'Screens/Shell/NotificationsPanel',
  component: NotificationsPanel,
  args: {
    notifications: all,
    status: 'success',
    failure: null,
    hasMore: false,
    isLoadingMore: false,
    hrefOf,
    onOpen: fn(),
    onMarkAllRead: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    now: NOW,
  },
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first answer. */
export const Loading: Story = {
  args: { notifications: [], status: 'pending' },
  play: async ({ canvasElement, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading notifications')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    await expect(within(canvasElement).getByText('No notifications yet')).toBeVisible();
  },
};

/** Two unread (a payment, a wallet), three read: every type, each a link to its page. */
export const Unread: Story = {
  play: async ({ canvasElement, args, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveTextContent('Payment received on “Espresso subscription”: $49.90');
    await expect(links[0]).toHaveTextContent('Unread notification.');
    await expect(links[0]).toHaveAttribute('href', '/payment-links/33333333-3333-4333-8333-333333333333');
    await expect(links[1]).toHaveTextContent('Wallet “Main payouts” verified');
    await expect(links[2]).toHaveTextContent('Marta Costa invited you to join “Atlas Outdoor Supply”');
    await expect(links[2]).not.toHaveTextContent('Unread');
    await expect(links[4]).toHaveTextContent('Business verification of “Lumen Coffee Roasters” approved');
    await expect(canvas.getByText('4 minutes ago')).toBeVisible();
    const markAll = canvas.getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toBeEnabled();
    await userEvent.click(markAll);
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** Everything read: "Mark all as read" has nothing left to do. */
export const AllRead: Story = {
  args: { notifications: allRead },
  play: async ({ canvasElement, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(canvas.queryByText('Unread notification.')).toBeNull();
  },
};

/** More than a page: "Load more" under the list, reached with the keyboard. */
export const HasMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const loadMore = within(canvasElement).getByRole('button', { name: 'Load more' });
    loadMore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    await expect(within(canvasElement).getByRole('button', { name: /Load more/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The first page failed: said, with a way to try again. */
export const FetchFailed: Story = {
  args: { notifications: [], status: 'error', failure: 'fetch' },
  play: async ({ canvasElement, args, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to fetch notifications')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A further page failed: the list stays, the failure is said above the button that tries again. */
export const LoadMoreFailed: Story = {
  args: { hasMore: true, status: 'error', failure: 'load-more' },
  play: async ({ canvasElement, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load more notifications')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
