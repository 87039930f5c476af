import type { SquarespaceDetail } from '@meridian/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { squarespaceIntegration } from '../../test/integrations';
import { Squarespace } from './Squarespace';
import { field, submitForm } from '../../test/stories';

const wallet = { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', label: 'Treasury' };

const connected: SquarespaceDetail = {
  integration: squarespaceIntegration({
    payoutWalletId: wallet.id,
    productCount: 3,
    health: { kind: 'order', outcome: 'ok', at: '2026-06-15T09:12:00Z' },
  }),
  products: [
    {
      productId: 'p1',
      variantId: 'v1',
      name: 'Enamel mug',
      sku: 'MUG-01',
      amount: '18.00',
      currency: 'USD',
      linkId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      linkStatus: 'active',
      url: 'https://pay.meridian.example/pay/k3v9q2',
    },
    {
      productId: 'p2',
      variantId: 'v2',
      name: 'House blend beans (1 kg)',
      sku: 'BEANS-1K',
      amount: '39.00',
      currency: 'USD',
      linkId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      linkStatus: 'active',
      url: 'https://pay.meridian.example/pay/m8x2r5',
    },
    {
      productId: 'p2',
      variantId: 'v3',
      name: 'House blend beans (250 g)',
      sku: 'BEANS-250',
      amount: '12.50',
      currency: 'USD',
      linkId: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
      linkStatus: 'active',
      url: 'https://pay.meridian.example/pay/t4n7w1',
    },
  ],
  log: [
    {
      id: 'a1000000-0000-4000-8000-000000000004',
      kind: 'order',
      outcome: 'ok',
      orderNumber: '1002',
      linkName: 'Enamel mug',
      httpStatus: 201,
      at: '2026-06-15T09:12:00Z',
    },
    {
      id: 'a1000000-0000-4000-8000-000000000003',
      kind: 'order',
      outcome: 'retrying',
      linkName: 'Enamel mug',
      httpStatus: 429,
      retryAfterSeconds: 60,
      at: '2026-06-15T09:11:00Z',
    },
    {
      id: 'a1000000-0000-4000-8000-000000000002',
      kind: 'import',
      outcome: 'ok',
      imported: 3,
      updated: 0,
      skipped: 1,
      at: '2026-06-01T08:05:00Z',
    },
    { id: 'a1000000-0000-4000-8000-000000000001', kind: 'verify', outcome: 'ok', at: '2026-06-01T08:02:00Z' },
  ],
};

const meta = {
  title: 'Screens/Workspace/Squarespace',
  component: Squarespace,
  args: {
    detail: null,
    canManage: true,
    wallets: [wallet],
    onVerify: fn(),
    onSaveSettings: fn(),
    onSync: fn(),
    onRemove: fn(),
    backHref: '/integrations',
    addWalletHref: '/wallet-management/add',
  },
} satisfies Meta<typeof Squarespace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not connected: how it works, and the key field. */
export const EnterKey: Story = {};

/** An empty key is refused before anything is sent. */
export const EnterKeyInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    await expect(field(canvasElement, 'key')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** Squarespace is checking the key. */
export const Verifying: Story = { args: { verifying: true } };

/** Connected: the site, the links' settings, the products with their buy links, and the log. */
export const Verified: Story = { args: { detail: connected } };

/** After an import: what it did. */
export const Imported: Story = {
  args: { detail: connected, syncResult: { imported: 3, updated: 0, skipped: 1 } },
};

/** The key lacks a permission: named, with the field to try another key. */
export const Failed: Story = { args: { keyError: 'missing_orders' } };

/** Squarespace refused the key (revoked or mistyped). */
export const FailedKeyRefused: Story = { args: { keyError: 'key_refused' } };

/** The key was revoked after connecting: the integration says so, and orders wait. */
export const FailedLater: Story = {
  args: {
    detail: {
      ...connected,
      integration: {
        ...connected.integration,
        status: 'failed',
        failure: { reason: 'key_refused', permissions: [], at: '2026-06-15T09:20:00Z' },
        health: { kind: 'order', outcome: 'failed', at: '2026-06-15T09:20:00Z' },
      },
      log: [
        {
          id: 'a1000000-0000-4000-8000-000000000005',
          kind: 'order',
          outcome: 'failed',
          linkName: 'Enamel mug',
          httpStatus: 401,
          reason: 'key_refused',
          at: '2026-06-15T09:20:00Z',
        },
        ...connected.log,
      ],
    },
  },
};

/** A viewer sees the products and the log, without the key field or buttons. */
export const ViewOnly: Story = { args: { detail: connected, canManage: false } };

/** Disconnecting asks first. */
export const RemoveConfirm: Story = {
  args: { detail: connected },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const remove = buttons.at(-1);
    if (!remove) throw new Error('No disconnect button');
    await userEvent.click(remove);
    await screen.findByRole('alertdialog');
    await expect(args.onRemove).not.toHaveBeenCalled();
    // The page is taller than the window and the dialog holds its scroll: shown from the page's end,
    // where the button that opened it is, once the page is laid out in full.
    await document.fonts.ready;
    window.scrollTo(0, document.documentElement.scrollHeight);
  },
};

export const Phone: Story = { tags: ['phone'], args: { detail: connected } };
