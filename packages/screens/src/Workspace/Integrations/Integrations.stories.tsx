import type { Integration } from '@meridian/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Integrations } from './Integrations';

const squarespace: Integration = {
  id: '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  companyId: '9d1c6f3e-2a4b-4c5d-8e6f-7a8b9c0d1e2f',
  provider: 'squarespace',
  status: 'verified',
  failure: null,
  keyLastFour: '7f3a',
  siteTitle: 'Lumen Coffee',
  siteUrl: 'https://lumen-coffee.squarespace.com',
  payoutWalletId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  environment: 'live',
  productCount: 12,
  health: { kind: 'order', outcome: 'ok', at: '2026-06-15T09:12:00Z' },
  createdAt: '2026-06-01T08:00:00Z',
  verifiedAt: '2026-06-01T08:02:00Z',
};

const meta = {
  title: 'Screens/Workspace/Integrations',
  component: Integrations,
  args: {
    integrations: [],
    canManage: true,
    onRetry: fn(),
    links: { squarespace: '/integrations/squarespace', woocommerce: '/integrations/woocommerce' },
  },
} satisfies Meta<typeof Integrations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No store connected: both platforms are offered. */
export const NoneConnected: Story = {};

/** Squarespace connected, with its health: the last sync and its result. */
export const Connected: Story = { args: { integrations: [squarespace] } };

/** Squarespace refused the key later: the integration needs attention. */
export const ConnectedFailing: Story = {
  args: {
    integrations: [
      {
        ...squarespace,
        status: 'failed',
        failure: { reason: 'key_refused', permissions: [], at: '2026-06-15T07:40:00Z' },
        health: { kind: 'order', outcome: 'failed', at: '2026-06-15T07:40:00Z' },
      },
    ],
  },
};

/** A viewer sees the integrations without changing them. */
export const ViewOnly: Story = { args: { integrations: [squarespace], canManage: false } };

export const LoadFailed: Story = { args: { integrations: [], loadFailed: true } };

export const Phone: Story = { tags: ['phone'], args: { integrations: [squarespace] } };
