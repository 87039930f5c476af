import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Copy link URL', icon: <Copy />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Danger: Story = { args: { variant: 'danger', label: 'Delete wallet', icon: <Trash2 /> } };
export const Sizes: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};
export const Disabled: Story = { args: { variant: 'secondary', isDisabled: true } };
export const Loading: Story = { args: { variant: 'secondary', isLoading: true } };
export const WithTooltip: Story = {
  args: { variant: 'secondary', tooltip: true },
  render: (args) => (
    <div style={{ padding: '48px 96px' }}>
      <IconButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Copy link URL' });
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy link URL');
  },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link URL' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
