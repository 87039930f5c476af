import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { refundedPayment } from '../common/refunds.examples';
import { RefundDialog } from './RefundDialog';

const meta = {
  title: 'Screens/Money/RefundDialog',
  component: RefundDialog,
  args: {
    isOpen: true,
    paid: refundedPayment.amount,
    paidPrice: refundedPayment.price,
    left: '15000000',
    rate: { rate: '0.92', currency: 'EUR', source: 'kraken', at: new Date(Date.UTC(2026, 5, 12, 9)) },
    onRefund: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RefundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = () => {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="amount"]');
  if (!input) throw new Error('No amount field');
  return input;
};

/** All that is left, chosen by default. */
export const Full: Story = {};
/** Part of it, typed in euros: the token amount at the locked rate shows under the field. */
export const PartialInPrice: Story = { args: { defaultValues: { kind: 'partial', unit: 'price', amount: '9' } } };
/** Part of it, typed in the token: its worth in euros shows. */
export const PartialInToken: Story = { args: { defaultValues: { kind: 'partial', unit: 'token', amount: '2' } } };
/** A payment without a rate (unmatched, then assigned before rates were kept): the token only. */
export const NoRate: Story = {
  args: { rate: null, paidPrice: null, defaultValues: { kind: 'partial', amount: '' } },
};
/** More than what is left: refused, the text kept. */
export const MoreThanLeft: Story = {
  args: { defaultValues: { kind: 'partial', unit: 'price', amount: '20' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    // The dialog's submit button sits in its footer, outside the canvas.
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    await expect(amountField()).toHaveValue('20');
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};
/** The confirmation: what is refunded, and what happens next. */
export const Confirm: Story = {
  args: { defaultValues: { kind: 'partial', unit: 'price', amount: '9' }, defaultConfirming: true },
};
/** Another refund came first: the API refused the amount. */
export const ConfirmRefused: Story = {
  args: {
    defaultValues: { kind: 'partial', unit: 'price', amount: '9' },
    defaultConfirming: true,
    error: 'moreThanLeft',
  },
};
export const Busy: Story = {
  args: { defaultValues: { kind: 'full' }, defaultConfirming: true, status: 'submitting' },
};
