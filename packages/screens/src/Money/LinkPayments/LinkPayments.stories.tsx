import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPhoneFrame } from '../../test/phoneFrame';
import { withToasts } from '../../test/StoryToasts';
import { examplePayments } from '../common/payments.examples';
import { LinkPayments } from './LinkPayments';

const meta = {
  title: 'Screens/Money/LinkPayments',
  component: LinkPayments,
  args: {
    linkName: 'Summer sale',
    payments: examplePayments,
    page: 1,
    total: examplePayments.length,
    onPageChange: fn(),
    onRetry: fn(),
    backHref: '/payment-links',
    copy: fn(async () => {}),
  },
  decorators: [withToasts],
} satisfies Meta<typeof LinkPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just created: the link to share, and no payment yet. */
export const JustCreated: Story = {
  args: { payments: [], total: 0, shareUrl: 'https://pay.meridian.example/pay/c3VtbWVyLXNhbGU' },
};
export const Loading: Story = { args: { payments: [], total: 0, isLoading: true } };
export const Empty: Story = { args: { payments: [], total: 0 } };
/** One payment per status: pending, confirmed, reverted, late, underpaid and overpaid. */
export const WithPayments: Story = {};
export const Error: Story = { args: { payments: [], total: 0, error: 'loadFailed' } };

/** On a phone: when, status and amount; the payer, transaction and confirmations are left out. */
export const Phone: Story = { decorators: [inPhoneFrame] };
