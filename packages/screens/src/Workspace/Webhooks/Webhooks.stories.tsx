import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { Webhooks } from './Webhooks';
import type { WebhookEndpointView } from './WebhooksTable';

const endpoints: WebhookEndpointView[] = [
  {
    id: 'e-1',
    url: 'https://shop.lumen-coffee.example/webhooks/meridian',
    description: 'Order fulfilment',
    mode: 'live',
    eventTypes: ['checkout.paid', 'checkout.paid_late', 'checkout.expired'],
    enabled: true,
    disabledReason: null,
    href: '/settings/webhooks/e-1',
  },
  {
    id: 'e-2',
    url: 'https://erp.lumen-coffee.example/meridian/payments',
    description: '',
    mode: 'test',
    eventTypes: ['payment.confirmed'],
    enabled: true,
    disabledReason: null,
    href: '/settings/webhooks/e-2',
  },
];

const disabled: WebhookEndpointView = {
  id: 'e-3',
  url: 'https://old-shop.lumen-coffee.example/hooks',
  description: 'Old shop',
  mode: 'live',
  eventTypes: ['checkout.paid'],
  enabled: false,
  disabledReason: 'failing',
  href: '/settings/webhooks/e-3',
};

const meta = {
  title: 'Screens/Workspace/Webhooks',
  component: Webhooks,
  args: {
    endpoints,
    canManage: true,
    onSecretSeen: fn(),
    onCreate: fn(),
    onTest: fn(),
    onToggle: fn(),
    onRotate: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  decorators: [withToasts],
} satisfies Meta<typeof Webhooks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { endpoints: [], isLoading: true } };
export const Empty: Story = { args: { endpoints: [] } };
export const Endpoints: Story = {};
/** Disabled by Meridian after events failed in a row (and by a member, and by a 410). */
export const DisabledEndpoint: Story = {
  args: {
    endpoints: [
      ...endpoints,
      disabled,
      { ...disabled, id: 'e-4', url: 'https://gone.example/hooks', disabledReason: 'gone', description: '' },
    ],
  },
};
export const Error: Story = { args: { endpoints: [], error: 'loadFailed' } };
export const ActionFailed: Story = { args: { error: 'actionFailed', onDismissError: fn() } };
/** A test event over its limit (per endpoint and per member): how long until the next one. */
export const TestRateLimited: Story = {
  args: { error: 'testRateLimited', retryAfterSeconds: 420, onDismissError: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/7/);
  },
};
/** Viewers see the endpoints, nothing to change. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The add dialog: URL, description, mode (test by default) and events; a URL without https:// is refused before sending. */
export const Create: Story = {
  args: { endpoints: [], defaultCreateOpen: true },
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog');
    if (globals.locale === 'en') {
      // Each event type says what it means, under its name.
      await expect(within(dialog).getByRole('checkbox', { name: 'checkout.paid_late' })).toHaveAccessibleDescription(
        'A checkout was paid after it had expired.',
      );
    }
    const [url] = within(dialog).getAllByRole('textbox');
    await userEvent.type(url!, 'shop.example/hooks');
    const save = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!save) throw new globalThis.Error('No submit button');
    await userEvent.click(save);
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('radio', { checked: true })).toHaveAttribute('value', 'test');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refused the URL: it resolves to a private address. What was typed stays. */
export const CreateRefused: Story = {
  args: { endpoints: [], defaultCreateOpen: true, createFieldErrors: { url: 'urlPrivateAddress' } },
};

/** The secret of a new endpoint, shown once with a copy button. */
export const SecretShownOnce: Story = {
  args: {
    secret: { url: endpoints[0]!.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1uNa2D1OrQQ=' },
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup]');
    if (!trigger) throw new globalThis.Error('No endpoint actions');
    await userEvent.click(trigger);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await userEvent.click(items[items.length - 1]!);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(endpoints[0]!.url);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** On a phone: the URL and the status, the events behind them. */
export const Phone: Story = { tags: ['phone'] };

/** The add dialog on a phone: the events in one column, each with what it means. */
export const CreatePhone: Story = { tags: ['phone'], args: { endpoints: [], defaultCreateOpen: true } };
