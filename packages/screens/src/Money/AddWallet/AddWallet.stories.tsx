import type { Meta, StoryObj } from '@storybook/react-vite';
import { WALLET_ERROR_KEYS } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '@meridian/ui';
import { field, submitForm } from '../../test/stories';
import { messages, walletErrorMessages } from './AddWallet.messages';
import { AddWallet } from './AddWallet';
import { ErrorList } from './AddWallet.styles';

const accounts = ['0x7B3c8E1a9F2d4C6b5A0e8D7f1C2B3a4E5d6F7a8B', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'];
const connected = { status: 'connected' as const, accounts };

const meta = {
  title: 'Screens/Money/AddWallet',
  component: AddWallet,
  args: {
    connection: { status: 'disconnected', accounts: [] },
    connectors: [
      { id: 'injected', name: 'Browser wallet', ecosystem: 'evm' },
      { id: 'walletConnect', name: 'WalletConnect', ecosystem: 'evm' },
      { id: 'coinbaseWallet', name: 'Coinbase Wallet', ecosystem: 'evm' },
      { id: 'polkadot:talisman', name: 'Talisman (Polkadot and Kusama)', ecosystem: 'substrate' },
    ],
    onConnect: fn(),
    onSubmit: fn(),
    onSign: fn(),
    onExit: fn(),
    doneHref: '/wallet-management',
  },
} satisfies Meta<typeof AddWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Network: Story = {};
/** The dashboard's start: Moonbeam, where payment links pay, suggested. */
export const NetworkSuggested: Story = { args: { suggestedNetwork: 'moonbeam' } };

export const AddressFromWallet: Story = {
  args: {
    initialStep: 'address',
    defaultValues: { network: 'moonbeam', account: accounts[0] },
    connection: connected,
  },
};

/** Connecting: the wallet asks the person to approve. */
export const Connecting: Story = {
  args: {
    initialStep: 'address',
    defaultValues: { network: 'moonbeam' },
    connection: { status: 'connecting', accounts: [] },
  },
};

export const AddressManual: Story = {
  args: { initialStep: 'address', defaultValues: { network: 'polkadot', source: 'manual' } },
};

/** A Kusama address typed for Polkadot: the error names the network. */
export const InvalidAddress: Story = {
  args: {
    initialStep: 'address',
    defaultValues: {
      network: 'polkadot',
      source: 'manual',
      address: 'HNZata7iMYWmk5RvZRExR5vL4kE3Z1FZR3DkzC8XzKjq8Z5',
    },
  },
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'address')).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Moonbeam's staking precompile typed as a payout address: payments there would be lost. */
export const AddressCannotReceive: Story = {
  args: {
    initialStep: 'address',
    defaultValues: { network: 'moonbeam', source: 'manual', address: '0x0000000000000000000000000000000000000800' },
  },
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'address')).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const filled = { network: 'moonbeam' as const, account: accounts[0], label: 'Main payouts', colour: 'green' as const };

export const Details: Story = {
  args: { initialStep: 'details', defaultValues: { ...filled, label: '' }, connection: connected },
};
export const Submitting: Story = {
  args: { initialStep: 'details', defaultValues: filled, connection: connected, status: 'submitting' },
};
export const CreateFailed: Story = {
  args: { initialStep: 'details', defaultValues: filled, connection: connected, error: 'createFailed' },
};
export const SignatureFailed: Story = {
  args: { initialStep: 'details', defaultValues: filled, connection: connected, error: 'signatureFailed' },
};
/** The wallet declined to sign: what it answered, in the same warning (said once, no toast). */
export const SignatureRefused: Story = {
  args: {
    initialStep: 'details',
    defaultValues: filled,
    connection: connected,
    error: 'signatureFailed',
    walletError: 'userRejected',
  },
};

/** Leaving with a network chosen asks first. */
export const ExitConfirm: Story = {
  args: { initialStep: 'address', defaultValues: { network: 'kusama', source: 'manual' } },
  play: async ({ canvasElement, args }) => {
    const cancel = canvasElement.querySelector<HTMLButtonElement>('form button:not([type="submit"])');
    if (!cancel) throw new Error('No cancel button');
    await userEvent.click(cancel);
    await screen.findByRole('alertdialog');
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

/** No WalletConnect project id here: the QR option is offered disabled, and says why under the buttons. */
export const ProjectIdMissing: Story = {
  args: {
    initialStep: 'address',
    defaultValues: { network: 'moonbeam' },
    connectors: [
      { id: 'injected', name: 'Browser wallet', ecosystem: 'evm' },
      { id: 'walletConnect', name: 'WalletConnect', ecosystem: 'evm', unavailable: 'projectIdMissing' },
      { id: 'coinbaseWallet', name: 'Coinbase Wallet', ecosystem: 'evm' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('button', { name: 'WalletConnect' });
    await expect(qr).toBeDisabled();
    await expect(qr).toHaveAccessibleDescription(/\S/);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Polkadot: the Polkadot extensions only, no EVM wallet. */
export const AddressFromPolkadotExtension: Story = {
  args: { initialStep: 'address', defaultValues: { network: 'polkadot' } },
};

export const SwitchRejected: Story = {
  args: {
    initialStep: 'address',
    defaultValues: { network: 'moonbeam' },
    walletError: 'switchRejected',
  },
};

/** Every wallet and provider error, each as the address step shows it: what happened and what to do next. */
export const WalletErrors: Story = {
  render: function WalletErrorsStory() {
    const intl = useIntl();
    return (
      <section aria-label={intl.formatMessage(messages.errorsHeading)}>
        <ErrorList>
          {WALLET_ERROR_KEYS.map((key) => (
            <li key={key} data-error={key}>
              <Alert tone="danger" description={intl.formatMessage(walletErrorMessages[key])} />
            </li>
          ))}
        </ErrorList>
      </section>
    );
  },
};
