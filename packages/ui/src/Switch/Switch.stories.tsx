import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'E-mail me when a payment arrives' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };
export const WithDescription: Story = {
  args: { defaultSelected: true, description: 'One e-mail per payment, sent to every admin.' },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'E-mail me when a payment arrives' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};
