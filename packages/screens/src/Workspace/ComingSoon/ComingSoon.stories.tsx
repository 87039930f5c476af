import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoon } from './ComingSoon';

const meta = {
  title: 'Screens/Workspace/ComingSoon',
  component: ComingSoon,
  args: { page: 'customers', dashboardHref: '/dashboard', helpHref: '/help' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customers: Story = {};
export const Billing: Story = { args: { page: 'billing' } };
export const Integrations: Story = { args: { page: 'integrations' } };
export const ApiKeys: Story = { args: { page: 'apiKeys' } };
/** Where "Raise your limit" leads until verification is built. */
export const Verification: Story = { args: { page: 'verification' } };
