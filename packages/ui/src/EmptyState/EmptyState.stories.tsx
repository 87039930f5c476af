import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link2, Plus } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <Link2 />,
    title: 'No payment links yet',
    description: 'Create a link, share it, and get paid in crypto.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    action: <Button icon={<Plus aria-hidden />}>Create a payment link</Button>,
    secondaryAction: <Button variant="ghost">Learn more</Button>,
  },
};
export const Small: Story = { args: { size: 'sm', headingLevel: 3, icon: undefined } };
