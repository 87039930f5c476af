import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { OnrampSettings } from '../../Workspace/OnrampSettings';
import { exampleLinks } from '../common/examples';
import { DynamicLinkView, type DynamicLinkDetails } from './DynamicLinkView';

const link: DynamicLinkDetails = {
  ...exampleLinks[1]!,
  amountCents: 125000,
  recipientName: 'Atlas Outdoor Supply',
  recipientEmail: 'accounts@atlasoutdoor.com',
  description: 'Invoice 2026-031: 40 kg of house espresso beans',
  expiresAt: new Date('2026-06-19T09:30:00Z'),
};

const meta = {
  title: 'Screens/Money/DynamicLinkView',
  component: DynamicLinkView,
  args: {
    link,
    payment: { state: 'pending' },
    backHref: '/payment-links',
    createHref: '/payment-links/new/dynamic',
    copy: fn(async () => {}),
  },
  decorators: [withToasts],
} satisfies Meta<typeof DynamicLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
/** Awaiting its payment, with its cards and bank transfers on, the workspace's too. */
export const WithOnramp: Story = {
  args: {
    paymentSettings: (
      <OnrampSettings
        scope="link"
        workspace={{ enabled: true, provider: { name: 'Sandbox', sandbox: true }, countries: ['BR', 'PT'] }}
        linkEnabled
        canEdit
        onChange={fn()}
        workspaceHref="/settings/business-details"
      />
    ),
  },
};
export const Paid: Story = {
  args: {
    payment: {
      state: 'paid',
      paidAt: new Date('2026-06-13T15:42:00Z'),
      paymentId: 'pay_7Hq2mX9vKc4T',
      token: 'USDC',
      tokenAmount: '1250.000417',
    },
  },
};
export const Expired: Story = { args: { link: { ...link, status: 'disabled' }, payment: { state: 'expired' } } };
