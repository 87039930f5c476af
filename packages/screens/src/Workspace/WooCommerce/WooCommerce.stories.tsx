import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WooCommerce } from './WooCommerce';

const meta = {
  title: 'Screens/Workspace/WooCommerce',
  component: WooCommerce,
  args: {
    state: 'instructions',
    canManage: true,
    pluginHref: '/downloads/meridian-woocommerce.zip',
    backHref: '/integrations',
    onCreateCode: fn(),
    onDisconnect: fn(),
  },
} satisfies Meta<typeof WooCommerce>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps, with the plugin to download and the button that makes a connection code. */
export const Instructions: Story = {};

/** As the dashboard shows it until pairing is available: the steps, said to be coming. */
export const InstructionsComing: Story = { args: { coming: true, onCreateCode: undefined } };

/** A code was made: the page waits for the plugin to call in. */
export const WaitingForPlugin: Story = {
  args: { state: 'waiting', connectionCode: 'MRD-7K4Q-2XW9', codeExpiresAt: '2026-06-15T10:45:00Z' },
};

export const Connected: Story = {
  args: { state: 'connected', storeUrl: 'https://shop.lumen-coffee.example', lastEventAt: '2026-06-15T09:12:00Z' },
};

export const Failed: Story = { args: { state: 'failed', storeUrl: 'https://shop.lumen-coffee.example' } };
