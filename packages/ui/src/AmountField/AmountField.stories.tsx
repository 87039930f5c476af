import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AmountField } from './AmountField';

const meta = {
  title: 'UI/AmountField',
  component: AmountField,
  args: { label: 'Amount' },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 1250.5 } };
export const WithDescription: Story = {
  args: { defaultValue: 49, description: 'Prices are set in US dollars.', maxAmount: 1000 },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: {
    defaultValue: 2500,
    maxAmount: 1000,
    isInvalid: true,
    errorMessage: 'This amount is above the Basic tier limit. Upgrade to Basic Plus to accept it.',
  },
};
export const Disabled: Story = { args: { defaultValue: 1250.5, isDisabled: true } };
export const ReadOnly: Story = { args: { defaultValue: 1250.5, isReadOnly: true } };
export const Euro: Story = { args: { currency: 'EUR', defaultValue: 12345.5, maxAmount: 50000 } };

/**
 * An amount the language reads two ways (`12,50` in English, where the comma groups thousands;
 * `12.50` in Spanish and Portuguese; `1.250` in French) stays as typed, and the field says how
 * to write it rather than taking another amount.
 */
export const Unreadable: Story = {
  args: { onChange: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const typed =
      ({ es: '12.50', pt: '12.50', fr: '1.250' } as Record<string, string>)[String(globals.locale)] ?? '12,50';
    const input = canvasElement.querySelector('input')!;
    await userEvent.type(input, typed);
    await userEvent.tab();
    await expect(input).toHaveValue(typed);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Still no amount: nothing changed.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
