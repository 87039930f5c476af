import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Send me a receipt for every payment' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { children: 'All payment links', isIndeterminate: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true } };
export const WithDescription: Story = {
  args: { description: 'Receipts go to the workspace e-mail address.' },
};
export const Invalid: Story = {
  args: {
    children: 'I accept the terms of service and the privacy policy',
    isInvalid: true,
    errorMessage: 'You must accept the terms of service and the privacy policy',
  },
};
export const LongLabel: Story = {
  args: {
    children:
      'Notify every member of this workspace by e-mail when a payment link reaches the monthly limit of its verification tier',
  },
};
export const ToggledWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me a receipt for every payment' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};
