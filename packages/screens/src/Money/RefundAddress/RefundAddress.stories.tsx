import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { field, submitForm } from '../../test/stories';
import { refundedPayment } from '../common/refunds.examples';
import { RefundAddress, type RefundAddressView } from './RefundAddress';

const refund: RefundAddressView = {
  merchantName: 'Atelier Lumen',
  amount: { units: '10000000', decimals: 6, symbol: 'EURC' },
  price: { minor: 1000, currency: 'EUR' },
  network: refundedPayment.network,
  sendingAddress: refundedPayment.payer,
};

const meta = {
  title: 'Screens/Money/RefundAddress',
  component: RefundAddress,
  args: { state: 'open', refund, onSubmit: fn() },
} satisfies Meta<typeof RefundAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What comes back, the address field, the address paid from offered, the exchange warning. */
export const Open: Story = {};
/** A test payment's refund, marked as such. */
export const Test: Story = { args: { refund: { ...refund, isTest: true, sendingAddress: null } } };
/** An address of another network, refused by the network's rule before anything is sent. */
export const WrongNetwork: Story = {
  args: { defaultAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' },
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'address')).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Saving failed. */
export const Failed: Story = { args: { error: 'failed', defaultAddress: refundedPayment.payer } };
export const Submitting: Story = { args: { status: 'submitting', defaultAddress: refundedPayment.payer } };
export const Done: Story = { args: { state: 'done', refund: { ...refund, address: refundedPayment.payer } } };
export const Expired: Story = { args: { state: 'expired' } };
export const Used: Story = { args: { state: 'used' } };
export const NotFound: Story = { args: { state: 'notFound', refund: undefined } };
export const Phone: Story = { tags: ['phone'] };
