import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleWallets } from '../common/examples';
import { DonationLinkForm } from './DonationLinkForm';
import type { DonationLinkValues } from './DonationLinkForm.rules';

const suggested: Partial<DonationLinkValues> = {
  name: 'Support the roastery',
  minimum: 5,
  suggest: true,
  suggested1: 10,
  suggested2: 25,
  suggested3: 50,
  payoutWalletId: 'w-2',
  environment: 'live',
  message: 'Thank you for keeping our small-batch roasts going!',
};

const meta = {
  title: 'Screens/Money/DonationLinkForm',
  component: DonationLinkForm,
  args: {
    wallets: exampleWallets.filter((wallet) => wallet.network === 'moonbeam'),
    tier: 'basic',
    addWalletHref: '/wallet-management/add',
    cancelHref: '/payment-links',
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof DonationLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A minimum of $5 and three suggestions. */
export const SuggestedAmounts: Story = { args: { defaultValues: suggested } };
export const Submitting: Story = { args: { defaultValues: suggested, status: 'submitting' } };
export const Failed: Story = { args: { defaultValues: suggested, error: 'createFailed' } };
