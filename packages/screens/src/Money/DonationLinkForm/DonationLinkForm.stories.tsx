import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleLinkFormProps } from '../common/examples';
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
    ...exampleLinkFormProps,
    tier: 'basic',
    onSubmit: fn(),
  },
} satisfies Meta<typeof DonationLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A minimum of $5 and three suggestions. */
export const SuggestedAmounts: Story = { args: { defaultValues: suggested } };
export const Submitting: Story = { args: { defaultValues: suggested, status: 'submitting' } };
export const Failed: Story = { args: { defaultValues: suggested, error: 'createFailed' } };

/** A donation link in euros: the minimum and the suggestions in euros. */
export const Euros: Story = {
  args: { currency: 'EUR', defaultValues: { ...suggested, currency: 'EUR', minimum: 2.5 } },
};
/** A donation link in yen: whole yen. */
export const Yen: Story = {
  args: {
    currency: 'JPY',
    defaultValues: {
      ...suggested,
      currency: 'JPY',
      minimum: 500,
      suggested1: 1000,
      suggested2: 3000,
      suggested3: 5000,
    },
  },
};
