import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Seats', minValue: 1, maxValue: 50 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 12 } };
export const WithDescription: Story = {
  args: { defaultValue: 5, description: 'Up to 50 members can join this workspace.' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { defaultValue: 12, isInvalid: true, errorMessage: 'Your plan includes 10 seats.' },
};
export const Disabled: Story = { args: { defaultValue: 12, isDisabled: true } };
export const ReadOnly: Story = { args: { defaultValue: 12, isReadOnly: true } };
/** At the maximum, the increment button is disabled. */
export const AtMaximum: Story = { args: { defaultValue: 50 } };
/** Formatted per locale: `formatOptions` for a percentage. */
export const Percent: Story = {
  args: {
    label: 'VAT rate',
    defaultValue: 0.21,
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent', maximumFractionDigits: 2 },
  },
};
