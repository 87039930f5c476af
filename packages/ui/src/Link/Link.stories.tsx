import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#payment-links', children: 'Payment links' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const External: Story = {
  args: { href: 'https://docs.meridian.example/fees', external: true, children: 'docs.meridian.example' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /docs\.meridian\.example/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const ExternalStandalone: Story = {
  args: { ...External.args, variant: 'standalone' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Payment links' })).toHaveFocus();
  },
};
