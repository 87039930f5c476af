import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { StatusBadge } from '../StatusBadge';
import { Grid } from './Grid';
import { Heading } from './Heading';
import { Inline } from './Inline';
import { Stack } from './Stack';
import { Text } from './Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/Layout',
  component: Stack,
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const amounts = ['$12,480.00', '$3,120.50', '$940.00', '$18.75'];

export const StackExample: Story = {
  args: { gap: 3 },
  render: (args) => (
    <Stack {...args}>
      {amounts.map((amount) => (
        <Card key={amount} as="div">
          <Text mono>{amount}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const InlineExample: Story = {
  render: () => (
    <Stack gap={6}>
      <Inline gap={2}>
        <Badge>Static</Badge>
        <Badge tone="info">Dynamic</Badge>
        <Badge tone="accent">Donation</Badge>
        <StatusBadge tone="success">Active</StatusBadge>
      </Inline>
      <Inline justify="between">
        <Heading level={2} size="md">
          Payment links
        </Heading>
        <Inline gap={2}>
          <Button variant="secondary">Export</Button>
          <Button>Create link</Button>
        </Inline>
      </Inline>
      <Inline justify="end" gap={3}>
        <Button variant="ghost">Cancel</Button>
        <Button>Save changes</Button>
      </Inline>
    </Stack>
  ),
};

export const GridExample: Story = {
  render: () => (
    <Grid minColumnWidth="12rem" as="ul" aria-label="Balances">
      {['GLMR', 'USDC', 'USDT', 'DAI', 'EURC'].map((token, index) => (
        <li key={token} style={{ display: 'grid' }}>
          <Card as="div">
            <Stack gap={1}>
              <Text size="sm" tone="muted" weight="medium">
                {token}
              </Text>
              <Text mono size="lg">
                {amounts[index % amounts.length]}
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </Grid>
  ),
};

export const GridColumns: Story = {
  render: () => (
    <Grid columns={3} gap={3}>
      {amounts.concat(amounts.slice(0, 2)).map((amount, index) => (
        <Card key={index} as="div">
          <Text mono>{amount}</Text>
        </Card>
      ))}
    </Grid>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={1}>Meridian</Heading>
      <Heading level={2}>Meridian</Heading>
      <Heading level={3}>Meridian</Heading>
      <Heading level={4}>Meridian</Heading>
      <Text size="lg">$12,480.00</Text>
      <Text>$12,480.00</Text>
      <Text tone="muted" size="sm">
        June 2026
      </Text>
      <Text mono>0x8ba1f109551bD432803012645Ac136ddd64DBA72</Text>
      <div style={{ width: 200 }}>
        <Text mono truncate>
          0x8ba1f109551bD432803012645Ac136ddd64DBA72
        </Text>
      </div>
    </Stack>
  ),
};

export const VisuallyHiddenExample: Story = {
  render: () => (
    <Button variant="secondary">
      $12,480.00
      <VisuallyHidden> USDC</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '$12,480.00 USDC' })).toBeInTheDocument();
  },
};
