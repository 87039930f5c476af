import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { playPaging, storyPaging } from '../../test/paging';
import { withToasts } from '../../test/StoryToasts';
import { examplePayments } from '../common/payments.examples';
import { OnrampSettings } from '../../Workspace/OnrampSettings';
import { LinkPayments } from './LinkPayments';

/** Where the link's payments download as CSV. */
const exportUrl = '/api/payments/export?companyId=c-1&linkId=l-1';

/** Twenty payments, the examples over again a day apart each round: a full page. */
const pagePayments = Array.from({ length: 20 }, (_, index) => {
  const payment = examplePayments[index % examplePayments.length]!;
  const round = Math.floor(index / examplePayments.length);
  // Only the newest payment is still pending.
  const final =
    round > 0 && payment.status === 'pending' ? { status: 'confirmed' as const, confirmations: undefined } : {};
  return {
    ...payment,
    ...final,
    id: `${payment.id}-${round}`,
    receivedAt: new Date(payment.receivedAt.getTime() - round * 6 * 86_400_000),
  };
});

const meta = {
  title: 'Screens/Money/LinkPayments',
  component: LinkPayments,
  args: {
    link: { name: 'Summer sale', amountCents: 4990, status: 'active', environment: 'test' },
    payments: examplePayments,
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
  args: { payments: [], shareUrl: 'https://pay.meridian.example/pay/c3VtbWVyLXNhbGU' },
};
/** A link priced in euros with its cards and bank transfers, off while the workspace has them off. */
export const WithOnramp: Story = {
  args: {
    link: { name: 'Café em grão, 1 kg', currency: 'EUR', amountCents: 2500, status: 'active', environment: 'test' },
    payments: [],
    paymentSettings: (
      <OnrampSettings
        scope="link"
        workspace={{ enabled: false, provider: { name: 'Sandbox', sandbox: true }, countries: ['BR', 'PT'] }}
        linkEnabled={false}
        canEdit
        onChange={fn()}
        workspaceHref="/settings/business-details"
      />
    ),
  },
};
export const Loading: Story = { args: { payments: [], isLoading: true } };
export const Empty: Story = { args: { payments: [] } };
/** One payment per status: pending, confirmed, reverted, late, underpaid and overpaid. */
export const WithPayments: Story = { args: { exportUrl } };
/** The second page of 134 payments (20 a page): "21–40 of 134", with Previous and Next. */
export const Paged: Story = {
  args: { payments: pagePayments, paging: storyPaging(), exportUrl },
  play: async ({ canvasElement, args }) => {
    await playPaging(canvasElement, args.paging, /21.40\D+134/);
  },
};
export const Error: Story = { args: { payments: [], error: 'loadFailed' } };

/** What a member who manages links sees: Edit and Disable beside the export. */
export const Manage: Story = {
  args: {
    exportUrl,
    shareUrl: 'https://pay.meridian.example/pay/c3VtbWVyLXNhbGU',
    editHref: '/payment-links/static/l-1/edit',
    onChangeStatus: fn(),
  },
};
/** A disabled live link: it says so, and offers Enable; nothing to share. */
export const Disabled: Story = {
  args: {
    link: { name: 'Summer sale', amountCents: 4990, status: 'disabled', environment: 'live' },
    editHref: '/payment-links/static/l-1/edit',
    onChangeStatus: fn(),
  },
};
/** Disabling failed: said above the payments. */
export const StatusChangeFailed: Story = {
  args: { editHref: '/payment-links/static/l-1/edit', onChangeStatus: fn(), statusChangeFailed: true },
};
/** A donation link: the payer chooses the amount. */
export const Donation: Story = {
  args: { link: { name: 'Tip jar', status: 'active', environment: 'live' }, payments: [] },
};

/** On a phone: when, status (with its confirmations) and amount; the payer and the transaction are left out. */
export const Phone: Story = { tags: ['phone'], args: { exportUrl } };
