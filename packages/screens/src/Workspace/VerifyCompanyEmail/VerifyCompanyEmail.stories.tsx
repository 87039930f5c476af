import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerifyCompanyEmail } from './VerifyCompanyEmail';

const meta = {
  title: 'Screens/Workspace/VerifyCompanyEmail',
  component: VerifyCompanyEmail,
  args: {
    status: 'verifying',
    links: { businessDetails: '/settings/business-details' },
    onRequestNewLink: fn(),
  },
} satisfies Meta<typeof VerifyCompanyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {};

export const Verified: Story = { args: { status: 'verified' } };

/** The link expired or was used already: a new one can be requested. */
export const Invalid: Story = { args: { status: 'invalid' } };

export const NewLinkSending: Story = { args: { status: 'invalid', newLinkStatus: 'sending' } };

export const NewLinkSent: Story = { args: { status: 'invalid', newLinkStatus: 'sent' } };

export const NewLinkFailed: Story = { args: { status: 'invalid', newLinkStatus: 'failed' } };

/** Someone whose role may not verify opened the link: only the way back is offered. */
export const InvalidReadOnly: Story = { args: { status: 'invalid', onRequestNewLink: undefined } };
