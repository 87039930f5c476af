import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { storyPaging } from '../../test/paging';
import { WebhookDeliveries } from './WebhookDeliveries';
import type { WebhookDeliveryDetailView } from './WebhookDeliveriesDetail';
import type { WebhookDeliveryView } from './WebhookDeliveriesTable';

const deliveries: WebhookDeliveryView[] = [
  {
    id: 'd-1',
    type: 'checkout.paid',
    status: 'succeeded',
    attempts: 1,
    lastStatusCode: 200,
    createdAt: '2026-06-15T10:12:00.000Z',
    nextAttemptAt: null,
  },
  {
    id: 'd-2',
    type: 'payment.confirmed',
    status: 'pending',
    attempts: 3,
    lastStatusCode: 503,
    createdAt: '2026-06-15T09:40:00.000Z',
    nextAttemptAt: '2026-06-15T11:10:00.000Z',
  },
  {
    id: 'd-3',
    type: 'checkout.expired',
    status: 'failed',
    attempts: 10,
    lastStatusCode: null,
    createdAt: '2026-06-12T08:00:00.000Z',
    nextAttemptAt: null,
  },
];

const detail: WebhookDeliveryDetailView = {
  delivery: deliveries[1]!,
  body: '{"type":"payment.confirmed","timestamp":"2026-06-15T09:40:00.000Z","data":{"paymentId":"7c1f…","state":"confirmed"}}',
  attempts: [
    {
      id: 'a-1',
      sentAt: '2026-06-15T09:40:00.000Z',
      statusCode: 500,
      latencyMs: 212,
      responseBody: 'Internal Server Error',
      error: 'status',
    },
    {
      id: 'a-2',
      sentAt: '2026-06-15T09:40:05.000Z',
      statusCode: null,
      latencyMs: 15000,
      responseBody: '',
      error: 'timeout',
    },
    {
      id: 'a-3',
      sentAt: '2026-06-15T09:45:06.000Z',
      statusCode: 503,
      latencyMs: 48,
      responseBody: '{"error":"maintenance"}',
      error: 'status',
    },
  ],
};

const meta = {
  title: 'Screens/Workspace/WebhookDeliveries',
  component: WebhookDeliveries,
  args: {
    endpoint: { url: 'https://shop.lumen-coffee.example/webhooks/meridian', mode: 'live', enabled: true },
    backHref: '/settings/webhooks',
    deliveries,
    canManage: true,
    pending: 1,
    onOpen: fn(),
    onClose: fn(),
    onRedeliver: fn(),
    onReplay: fn(),
    onTest: fn(),
    onSendPending: fn(),
    onRetry: fn(),
  },
  decorators: [withToasts],
} satisfies Meta<typeof WebhookDeliveries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deliveries: Story = {};
export const Loading: Story = { args: { deliveries: [], isLoading: true, pending: 0 } };
export const Empty: Story = { args: { deliveries: [], pending: 0 } };
export const Error: Story = { args: { deliveries: [], error: 'loadFailed', pending: 0 } };
/** A disabled endpoint: nothing is sent, no test event, no pending delivery either. */
export const DisabledEndpoint: Story = {
  args: { endpoint: { url: 'https://old-shop.lumen-coffee.example/hooks', mode: 'test', enabled: false } },
};
/** A test endpoint's page says so beside its URL. */
export const TestMode: Story = {
  args: { endpoint: { url: 'https://staging.lumen-coffee.example/hooks', mode: 'test', enabled: true } },
};
/** Many deliveries waiting for a retry: sending them now asks first, with their number. */
export const SendPendingConfirm: Story = {
  args: { pending: 25 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\(25\)/ }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('25');
    await expect(args.onSendPending).not.toHaveBeenCalled();
  },
};
/** The pending deliveries being sent: the button waits for the answer. */
export const SendingPending: Story = {
  args: { pending: 3, onSendPending: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: /\(3\)/ });
    await userEvent.click(send);
    await expect(send).toHaveAttribute('data-pending', 'true');
  },
};
/** The server refused: the endpoint was disabled meanwhile (on another page, or by its failures). */
export const PendingRefused: Story = {
  args: {
    error: 'endpointDisabled',
    onDismissError: fn(),
  },
};
/** A test event over its limit: how long until the next one. */
export const TestRateLimited: Story = {
  args: { error: 'testRateLimited', retryAfterSeconds: 60, onDismissError: fn() },
};
export const ReadOnly: Story = { args: { canManage: false } };
/** One delivery's attempts: when, the answer, how long it took, the first bytes of it, and the body sent. */
export const AttemptDetail: Story = {
  args: { openDeliveryId: 'd-2', detail },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const AttemptDetailLoading: Story = { args: { openDeliveryId: 'd-2' } };
/** Resend the undelivered events of a period (failed, or waiting for a retry). */
export const ReplaySince: Story = {
  args: { defaultReplayOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(args.onReplay).not.toHaveBeenCalled();
  },
};
export const Paged: Story = { args: { paging: storyPaging({ count: 3, total: 23 }) } };
export const Phone: Story = { tags: ['phone'] };
/** A delivery's attempts on a phone: the answers' bytes wrap inside the dialog. */
export const AttemptDetailPhone: Story = { ...AttemptDetail, tags: ['phone'] };
