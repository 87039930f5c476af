import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { inPhoneFrame } from '../../test/phoneFrame';
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
    endpoint: { url: 'https://shop.lumen-coffee.example/webhooks/meridian', enabled: true },
    backHref: '/settings/webhooks',
    deliveries,
    canManage: true,
    onOpen: fn(),
    onClose: fn(),
    onRedeliver: fn(),
    onReplay: fn(),
    onTest: fn(),
    onRetry: fn(),
  },
  decorators: [withToasts],
} satisfies Meta<typeof WebhookDeliveries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deliveries: Story = {};
export const Loading: Story = { args: { deliveries: [], isLoading: true } };
export const Empty: Story = { args: { deliveries: [] } };
export const Error: Story = { args: { deliveries: [], error: 'loadFailed' } };
/** A disabled endpoint: nothing is sent, no test event either. */
export const DisabledEndpoint: Story = {
  args: { endpoint: { url: 'https://old-shop.lumen-coffee.example/hooks', enabled: false } },
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
/** Resend the failed events of a period. */
export const ReplaySince: Story = {
  args: { defaultReplayOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(args.onReplay).not.toHaveBeenCalled();
  },
};
export const Paged: Story = { args: { paging: storyPaging({ count: 3, total: 23 }) } };
export const Phone: Story = { decorators: [inPhoneFrame] };
