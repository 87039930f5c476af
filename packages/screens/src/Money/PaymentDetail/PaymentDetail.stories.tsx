import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { exampleRefunds as r, refundedPayment } from '../common/refunds.examples';
import { PaymentDetail, type PaymentDetailProps } from './PaymentDetail';

const meta = {
  title: 'Screens/Money/PaymentDetail',
  component: PaymentDetail,
  args: {
    payment: refundedPayment,
    refunds: [],
    back: { href: '/', to: 'dashboard' },
    canRefund: true,
    onRefund: fn<PaymentDetailProps['onRefund']>(async () => {}),
    onCancelRefund: fn(async () => {}),
    onSend: fn(async () => {}),
    onGiveHash: fn(async () => {}),
    onNewLink: fn(async () => {}),
    onRetry: fn(),
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof PaymentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed payment without refunds: its facts, and Refund for an owner, admin or developer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};
/** A viewer: the same, without Refund. */
export const ReadOnly: Story = { args: { canRefund: false, refunds: [r.confirmed] } };
/** A payment whose transfer is not final yet cannot be refunded. */
export const NotFinal: Story = {
  args: { payment: { ...refundedPayment, status: 'pending', confirmations: { count: 1, required: 2 } } },
};
/** The refund dialog, opened from Refund. */
export const RefundOpen: Story = {
  args: { defaultRefundOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};
/** Waiting for the payer's address: the link was mailed, and can be copied. */
export const AwaitingAddress: Story = { args: { refunds: [r.awaiting] } };
/** Waiting for the payer's address: no e-mail known, the link to copy and send. */
export const AwaitingAddressNotMailed: Story = { args: { refunds: [r.awaitingCopied] } };
/** The link is no longer shown (it is secret and single-use). */
export const AwaitingAddressLinkHidden: Story = {
  args: {
    refunds: [{ ...r.awaiting, payerLink: { expiresAt: new Date(Date.UTC(2026, 6, 14, 10, 12)), mailed: false } }],
  },
};
/** Made without an e-mail known: the link is to copy, and a new one can be made. */
export const Requested: Story = { args: { refunds: [r.requested] } };
/** The payer gave an address: send from a connected wallet, or give a transaction's hash. */
export const Ready: Story = { args: { refunds: [r.ready] } };
/** The wallet refused to send. */
export const ReadyWalletFailed: Story = {
  args: { refunds: [r.ready], failure: { refundId: r.ready.id, key: 'walletRejected' } },
};
/** The hash given does not pay this refund: the hash stays, the reason under it. */
export const ReadyHashRefused: Story = {
  args: { refunds: [r.ready], failure: { refundId: r.ready.id, key: 'hashMismatch' } },
};
/** The hash given does not pay this refund: why, and a corrected hash. */
export const SendingProblem: Story = { args: { refunds: [r.sendingProblem] } };
/** The transfer is on the chain, gathering confirmations. */
export const Sending: Story = { args: { refunds: [r.sending] } };
/** Partly refunded: one refund confirmed, one cancelled. */
export const Confirmed: Story = { args: { refunds: [r.confirmed, r.cancelled] } };
export const Failed: Story = { args: { refunds: [r.failed] } };
/** Fully refunded: nothing left, so no Refund. */
export const FullyRefunded: Story = {
  args: { refunds: [{ ...r.confirmed, amount: refundedPayment.amount, price: refundedPayment.price }] },
};
/** Cancel asks first. */
export const CancelConfirm: Story = {
  args: { refunds: [r.ready] },
  play: async ({ canvasElement }) => {
    const buttons = canvasElement.querySelectorAll<HTMLButtonElement>('article button');
    const cancel = buttons[buttons.length - 1];
    if (cancel) await userEvent.click(cancel);
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { payment: undefined, isLoading: true } };
export const Error: Story = { args: { payment: undefined, error: 'loadFailed' } };
export const Phone: Story = { tags: ['phone'], args: { refunds: [r.ready, r.confirmed] } };
