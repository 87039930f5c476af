import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { squarespaceIntegration } from '../../test/integrations';
import { Integrations } from './Integrations';

const squarespace = squarespaceIntegration({
  environment: 'live',
  productCount: 12,
  health: { kind: 'order', outcome: 'ok', at: '2026-06-15T09:12:00Z' },
});

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
