import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Layout';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Revenue',
    description: 'June 2026',
    children: (
      <Text size="lg" weight="semibold" mono>
        $12,480.00
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Revenue' })).toBeInTheDocument();
  },
};
export const WithActions: Story = {
  args: {
    title: 'Main wallet',
    description: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    actions: (
      <>
        <StatusBadge tone="success">Active</StatusBadge>
        <IconButton label="Wallet actions" icon={<MoreHorizontal />} size="sm" />
      </>
    ),
    children: (
      <Text mono size="lg">
        1,204.50 GLMR
      </Text>
    ),
  },
};
export const WithFooter: Story = {
  args: {
    title: 'Silver',
    description: '$10,000 / month',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Upgrade</Button>
      </>
    ),
  },
};
export const Article: Story = { args: { as: 'article', headingLevel: 3 } };
export const BodyOnly: Story = { args: { title: undefined, description: undefined, as: 'div' } };
export const Interactive: Story = {
  args: {
    title: 'Squarespace',
    description: 'squarespace.com',
    href: '#integrations/squarespace',
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Squarespace' })).toHaveAttribute(
      'href',
      '#integrations/squarespace',
    );
  },
};
