import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WooCommerce } from './WooCommerce';

const meta = {
  title: 'Screens/Workspace/WooCommerce',
  component: WooCommerce,
  args: {
    state: 'instructions',
    canManage: true,
    apiUrl: 'https://dashboard.meridian.example/api',
    pluginHref: '/downloads/meridian-payments.zip',
    backHref: '/integrations',
    settings: { payoutWalletId: null, environment: 'test' },
    wallets: [
      { id: 'w-main', label: 'Main' },
      { id: 'w-store', label: 'Store takings' },
    ],
    addWalletHref: '/wallet-management/add',
    onSaveSettings: fn(),
    onCreateCode: fn(),
    onDisconnect: fn(),
  },
} satisfies Meta<typeof WooCommerce>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = 'https://shop.lumen-coffee.example/';

/** The steps, with the plugin to download and the button that makes a connection code. */
export const Instructions: Story = {};

/** A viewer reads the steps, without the button. */
export const InstructionsViewOnly: Story = { args: { canManage: false } };

/** Making a code failed: said above the steps, the button stays. */
export const InstructionsCodeError: Story = { args: { codeError: true } };

/** A code was made: shown once with the API address, while the page waits for the plugin. */
export const WaitingForPlugin: Story = {
  args: {
    state: 'waiting',
    connectionCode: '7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E',
    codeExpiresAt: '2026-06-15T10:45:00Z',
  },
};

/** Back on the page while a code is out: the code is not shown again; a new one can be made. */
export const WaitingCodeHidden: Story = {
  args: { state: 'waiting', codeExpiresAt: '2026-06-15T10:45:00Z' },
};

export const Connected: Story = {
  args: {
    state: 'connected',
    storeUrl: store,
    lastDelivery: { eventType: 'checkout.paid', status: 'succeeded', at: '2026-06-15T09:12:00Z' },
  },
};

/** Connected with a wallet chosen: the environment is the key's, changed only by pairing again. */
export const ConnectedSettings: Story = {
  args: {
    state: 'connected',
    storeUrl: store,
    lastDelivery: null,
    settings: { payoutWalletId: 'w-store', environment: 'live' },
  },
};

/** The server refused the wallet for live payments. */
export const SettingsWalletRefused: Story = {
  args: { settings: { payoutWalletId: 'w-main', environment: 'live' }, walletRefused: true },
};

/** No Moonbeam wallet yet: the settings ask for one first. */
export const SettingsNoWallet: Story = { args: { wallets: [] } };

/** Paired, before any order was paid. */
export const ConnectedNoEvent: Story = { args: { state: 'connected', storeUrl: store, lastDelivery: null } };

/** The store stopped answering: events to it were stopped. */
export const Failed: Story = {
  args: {
    state: 'failed',
    failureReason: 'endpoint_disabled',
    storeUrl: store,
    lastDelivery: { eventType: 'checkout.expired', status: 'failed', at: '2026-06-15T08:40:00Z' },
  },
};

/** The store's key was revoked on the API keys page. */
export const FailedKeyRevoked: Story = {
  args: { state: 'failed', failureReason: 'key_revoked', storeUrl: store, lastDelivery: null },
};

/** The code expired unused. */
export const FailedCodeExpired: Story = { args: { state: 'failed', failureReason: 'code_expired', storeUrl: null } };

/** Disconnecting asks first. */
export const DisconnectConfirm: Story = {
  args: { state: 'connected', storeUrl: store, lastDelivery: null, onSaveSettings: undefined },
  play: async ({ canvasElement, args }) => {
    // The last button, whatever the language: Disconnect.
    const disconnect = within(canvasElement).getAllByRole('button').at(-1);
    if (!disconnect) throw new Error('No disconnect button');
    await userEvent.click(disconnect);
    await screen.findByRole('alertdialog');
    await expect(args.onDisconnect).not.toHaveBeenCalled();
  },
};
