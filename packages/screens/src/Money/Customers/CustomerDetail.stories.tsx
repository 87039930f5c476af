import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { CustomerDetail } from './CustomerDetail';
import { exampleRefunds } from '../common/refunds.examples';
import { adaDetail, adaEuroDetail } from './Customers.examples';

const meta = {
  title: 'Screens/Money/CustomerDetail',
  component: CustomerDetail,
  args: { detail: adaDetail, backHref: '/customers', canErase: true, onErase: fn(async () => {}), onRetry: fn() },
} satisfies Meta<typeof CustomerDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details the customer gave and their payments, with erasure offered to an owner or admin. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(adaDetail.payments.length + 1);
  },
};
/** A workspace that prices in euros: a payment priced in dollars shows its euro value and its own price. */
export const EuroWorkspace: Story = {
  args: { detail: adaEuroDetail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/27[.,]00/)).toBeInTheDocument();
  },
};
/** A viewer or developer: the same, without erasure. */
export const ReadOnly: Story = { args: { canErase: false } };
/** Erasure asks first, naming what goes and what stays. */
export const EraseConfirm: Story = {
  args: { defaultEraseOpen: true },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};
export const EraseFailed: Story = { args: { eraseError: true } };
/** With refunds of their payments, each linked to its payment's page. */
export const WithRefunds: Story = {
  args: {
    paymentHref: () => '/payments/p-25',
    refunds: [
      { ...exampleRefunds.sending, paymentHref: '/payments/p-25' },
      { ...exampleRefunds.confirmed, paymentHref: '/payments/p-25' },
    ],
  },
};
export const Loading: Story = { args: { detail: undefined, isLoading: true } };
export const Error: Story = { args: { detail: undefined, error: 'loadFailed' } };
