import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { euroStatement, mayStatement, refundedStatement } from './Billing.examples';
import { BillingStatement } from './BillingStatement';

const meta = {
  title: 'Screens/Workspace/BillingStatement',
  component: BillingStatement,
  args: {
    month: '2026-05',
    statement: mayStatement,
    backHref: '/billing',
    csvHref: '/api/company/c-1/billing/statements/2026-05/csv',
    onRetry: fn(),
  },
} satisfies Meta<typeof BillingStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month's volume, payments and fees, and the same by link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};
/** A workspace pricing in euros: every amount in euros, a link priced in dollars among them. */
export const EuroWorkspace: Story = {
  args: { statement: euroStatement },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\(EUR\)/)).toBeInTheDocument();
  },
};
/** Refunds confirmed in the month: what they gave back, how many, and the net; the fees stay. */
export const WithRefunds: Story = {
  args: { statement: refundedStatement },
  play: async ({ canvasElement }) => {
    // Volume, payments and fees, then refunds and the net.
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(5);
  },
};
/** A month without confirmed live payments. */
export const Empty: Story = {
  args: {
    month: '2026-06',
    statement: {
      ...mayStatement,
      month: '2026-06',
      volumeCents: 0,
      paymentCount: 0,
      feeCents: 0,
      netCents: 0,
      lines: [],
    },
  },
};
export const Loading: Story = { args: { statement: undefined, isLoading: true } };
export const Error: Story = { args: { statement: undefined, error: 'loadFailed' } };
