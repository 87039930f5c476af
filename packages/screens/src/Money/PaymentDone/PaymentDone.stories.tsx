import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPhoneWidth } from '../../test/phoneWidth';
import { withToasts } from '../../test/StoryToasts';
import { txHash } from '../Checkout/Checkout.examples';
import { PaymentDone } from './PaymentDone';
import { exampleReceipt } from './PaymentDone.examples';

const meta = {
  title: 'Screens/Money/PaymentDone',
  component: PaymentDone,
  parameters: { layout: 'fullscreen' },
  args: {
    merchantName: 'Lumen Coffee Roasters',
    receipt: { ...exampleReceipt, transaction: { hash: txHash, network: 'Moonbeam', chainId: 1284 } },
    message: 'Thank you! Your beans are roasted tomorrow morning and shipped the same day.',
    onRedirect: fn(),
    onPayAgain: fn(),
    copy: fn(async () => {}),
  },
  decorators: [withToasts],
} satisfies Meta<typeof PaymentDone>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The receipt with its transaction on the explorer; without a redirect, the page says it may be
 * closed and offers another payment on the link.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // The explorer's page of the transaction, in a new window.
    const explorer = canvasElement.querySelector(`a[href="https://moonscan.io/tx/${txHash}"]`);
    await expect(explorer).toHaveAttribute('target', '_blank');
    const payAgain = within(canvasElement).getAllByRole('button').at(-1)!;
    await userEvent.click(payAgain);
    await expect(args.onPayAgain).toHaveBeenCalled();
  },
};
/** No VAT and no message of the link's own: the default thanks; the local chain has no explorer. */
export const Plain: Story = {
  args: {
    message: undefined,
    receipt: {
      paymentId: '9b2e4c71-0d3a-4f86-b5e2-71c9a0d8e3f4',
      item: 'House espresso, 1 kg',
      paidAt: new Date('2026-06-15T10:29:00Z'),
      currency: 'USD',
      subtotalCents: 4990,
      totalCents: 4990,
      paid: { units: '199604217000000000000', decimals: 18, symbol: 'DEV' },
      transaction: { hash: txHash, network: 'Local test chain', chainId: 1281 },
    },
    isTest: true,
  },
};
/** A price in euros: the receipt says the rate locked when the checkout opened, its source and its time. */
export const LockedRate: Story = {
  args: {
    receipt: {
      paymentId: '5d1a7c3e-2f84-4b69-a0c2-8e3f6b9d1a47',
      item: 'House espresso, 1 kg',
      paidAt: new Date('2026-06-15T10:29:00Z'),
      currency: 'EUR',
      subtotalCents: 2500,
      totalCents: 2500,
      paid: { units: '27132084', decimals: 6, symbol: 'USDC' },
      transaction: { hash: txHash, network: 'Moonbeam', chainId: 1284 },
      rate: { rate: '0.9215', source: 'kraken', at: new Date('2026-06-15T10:27:41Z') },
    },
  },
};
/** A test payment on the sandbox's fixed rate, in yen. */
export const SandboxRateYen: Story = {
  args: {
    message: undefined,
    receipt: {
      paymentId: '8e2b6f90-4c1d-4a37-9b58-1f7e3c2a6d05',
      item: 'Drip bags, box of 10',
      paidAt: new Date('2026-06-15T10:29:00Z'),
      currency: 'JPY',
      subtotalCents: 1250,
      totalCents: 1250,
      paid: { units: '8417508417508417508', decimals: 18, symbol: 'DEV' },
      transaction: { hash: txHash, network: 'Local test chain', chainId: 1281 },
      rate: { rate: '148.5', source: 'sandbox', at: new Date('2026-06-15T10:20:00Z') },
    },
    isTest: true,
  },
};
/** A dynamic link is one payment: the page only says it may be closed. */
export const OnePayment: Story = { args: { onPayAgain: undefined } };
/** The link sends the payer back to the shop: a visible countdown and a link to go now. */
export const WithRedirect: Story = {
  args: { redirect: { url: 'https://lumen.example/thanks', at: new Date('2026-06-15T10:30:10Z') } },
};
/** On a phone (390 px): each value under its term when both do not fit, the IDs whole. */
export const Phone: Story = {
  decorators: [withPhoneWidth],
};
