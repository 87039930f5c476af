import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { exampleWallets } from '../common/examples';
import { WalletManagement } from './WalletManagement';

const meta = {
  title: 'Screens/Money/WalletManagement',
  component: WalletManagement,
  args: {
    wallets: exampleWallets,
    callerRole: 'owner',
    addHref: '/wallet-management/add',
    onEdit: fn(),
    onVerify: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  decorators: [withToasts],
} satisfies Meta<typeof WalletManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { wallets: [], isLoading: true } };
export const Empty: Story = { args: { wallets: [] } };
/** One section per network; verified wallets and wallets still to verify. */
export const Wallets: Story = {};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup]');
    if (!trigger) throw new globalThis.Error('No wallet actions');
    await userEvent.click(trigger);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await userEvent.click(items[items.length - 1]!);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Main payouts');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The edit dialog: name, colour and payout address; an address of another network is refused, naming the wallet's. */
export const EditAddressInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    // Found by position and value, not by text: the story runs in every locale.
    const treasury = args.wallets.findIndex((wallet) => wallet.id === 'w-3');
    const trigger = canvasElement.querySelectorAll<HTMLButtonElement>('button[aria-haspopup]')[treasury];
    if (!trigger) throw new globalThis.Error('No wallet actions');
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!);
    const dialog = await screen.findByRole('dialog');
    const address = within(dialog)
      .getAllByRole<HTMLInputElement>('textbox')
      .find((field) => field.value === args.wallets[treasury]?.address);
    if (!address) throw new globalThis.Error('No address field');
    await userEvent.clear(address);
    await userEvent.type(address, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984');
    const save = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!save) throw new globalThis.Error('No save button');
    await userEvent.click(save);
    await expect(address).toHaveAccessibleDescription(/Polkadot/);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Deleting a wallet that links pay out to is refused, and the links are named. */
export const DeleteRefused: Story = {
  args: { error: 'walletInUse', walletInUse: { walletId: 'w-1', links: ['Summer sale', 'PaymentLink_4'] } },
};

/** Viewers and developers see the wallets and can copy addresses, nothing else. */
export const ReadOnly: Story = {
  args: { callerRole: 'viewer' },
  play: async ({ canvasElement, args }) => {
    // Only the copy buttons, one per wallet.
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(args.wallets.length);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
export const ReadOnlyDeveloper: Story = { args: { callerRole: 'developer' } };

export const Error: Story = { args: { wallets: [], error: 'loadFailed' } };
/** The wallet did not sign the proof message: what it answered, said once, until it is closed. */
export const VerifyFailed: Story = {
  args: { error: 'verifyFailed', verifyProblem: 'providerNotFound', onDismissError: fn() },
};

/**
 * No extension of the browser could sign: what is needed, and the way that works for any wallet
 * (sign in the wallet app and paste the signature).
 */
export const NoExtension: Story = {
  args: {
    error: 'verifyFailed',
    verifyProblem: 'providerNotFound',
    failedWalletId: 'w-4',
    onDismissError: fn(),
    onSignManually: fn(),
  },
};

/** On a phone: one card a row. */
export const Phone: Story = { tags: ['phone'] };

/** A wallet whose address another workspace proved: its stray transfers will not reach this one. */
export const ProvenElsewhere: Story = {
  args: {
    wallets: exampleWallets.map((wallet, index) =>
      index === exampleWallets.findIndex((candidate) => !candidate.verified)
        ? { ...wallet, provenElsewhere: true }
        : wallet,
    ),
  },
};
