import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Billing } from './Billing';
import { basicBilling, silverBilling } from './Billing.examples';

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
/** A member who may not verify: no way to raise the limit is offered. */
export const ReadOnly: Story = { args: { raiseLimitHref: undefined } };
export const Loading: Story = { args: { billing: undefined, isLoading: true } };
export const Error: Story = { args: { billing: undefined, error: 'loadFailed' } };
