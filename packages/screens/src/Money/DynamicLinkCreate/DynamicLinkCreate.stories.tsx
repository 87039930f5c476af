import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleLinkFormProps } from '../common/examples';
import { DynamicLinkCreate } from './DynamicLinkCreate';
import type { DynamicLinkValues } from './DynamicLinkCreate.rules';

const filled: Partial<DynamicLinkValues> = {
  recipientName: 'Atlas Outdoor Supply',
  recipientEmail: 'accounts@atlasoutdoor.com',
  description: 'Invoice 2026-031: 40 kg of house espresso beans',
  amount: 1250,
  payoutWalletId: 'w-1',
  environment: 'live',
};

const meta = {
  title: 'Screens/Money/DynamicLinkCreate',
  component: DynamicLinkCreate,
  args: {
    ...exampleLinkFormProps,
    tier: 'silver',
    onSubmit: fn(),
  },
} satisfies Meta<typeof DynamicLinkCreate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recipient: Story = {};
export const Summary: Story = { args: { initialStep: 'summary', defaultValues: filled } };
export const Submitting: Story = { args: { initialStep: 'summary', defaultValues: filled, status: 'submitting' } };
export const Failed: Story = { args: { initialStep: 'summary', defaultValues: filled, error: 'createFailed' } };
/** An invoice in euros, at its summary. */
export const SummaryInEuros: Story = {
  args: { initialStep: 'summary', currency: 'EUR', defaultValues: { ...filled, currency: 'EUR', amount: 1150 } },
};
/** An invoice in yen, at its summary: whole yen. */
export const SummaryInYen: Story = {
  args: { initialStep: 'summary', currency: 'JPY', defaultValues: { ...filled, currency: 'JPY', amount: 185000 } },
};
