import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Custom message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const thanks = 'Thank you for your order! Your beans ship within two business days.';

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: thanks } };
export const Placeholder: Story = { args: { placeholder: 'Thank you for your purchase!' } };
export const WithDescription: Story = {
  args: { description: 'Shown to the customer after a successful payment.' },
};
export const WithCount: Story = {
  args: {
    defaultValue: thanks,
    description: 'Shown to the customer after a successful payment.',
    maxLength: 280,
  },
};
export const AtLimit: Story = {
  args: { defaultValue: thanks.slice(0, 40), maxLength: 40, rows: 2 },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { defaultValue: 'Visit http://spam.example', isInvalid: true, errorMessage: 'Messages cannot contain links.' },
};
export const Disabled: Story = { args: { defaultValue: thanks, isDisabled: true } };
export const ReadOnly: Story = { args: { defaultValue: thanks, isReadOnly: true } };
