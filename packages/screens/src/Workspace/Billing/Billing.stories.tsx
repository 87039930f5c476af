import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Billing } from './Billing';
import { basicBilling, euroBasicBilling, euroBilling, silverBilling } from './Billing.examples';

const meta = {
  title: 'Screens/Workspace/Billing',
  component: Billing,
  args: {
    billing: basicBilling,
    raiseLimitHref: '/settings/verification',
    statementHref: (month: string) => `/billing/statements/${month}`,
    statementCsvHref: (month: string) => `/api/company/c-1/billing/statements/${month}/csv`,
    onRetry: fn(),
  },
} satisfies Meta<typeof Billing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Basic: each payment capped, this month's live use, the fee rate, the statements. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
/** On a phone: the limits and the statements. */
export const Phone: Story = { tags: ['phone'] };
/** Silver: "$7,200 of $10,000 this month". */
export const MonthlyLimit: Story = {
  args: { billing: silverBilling },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '720000');
  },
};
/** Silver, pricing in euros: the cap and the bar in dollars, the use in euros beside them, statements in euros. */
export const EuroWorkspace: Story = {
  args: { billing: euroBilling },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '270000');
    await expect(canvas.getAllByText(/EUR/).length).toBeGreaterThan(0);
  },
};
/** Basic, pricing in euros: the use in euros, each payment's cap in dollars and about as much in euros. */
export const EuroWorkspaceBasic: Story = { args: { billing: euroBasicBilling } };
/** A member who may not verify: no way to raise the limit is offered. */
export const ReadOnly: Story = { args: { raiseLimitHref: undefined } };
export const Loading: Story = { args: { billing: undefined, isLoading: true } };
export const Error: Story = { args: { billing: undefined, error: 'loadFailed' } };
