import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search customers', placeholder: 'ana@example.com', onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** With text, the clear button shows. */
export const Filled: Story = { args: { defaultValue: 'Ana Souza' } };
export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Customers', description: 'Search by name or email.' },
};
export const Disabled: Story = { args: { defaultValue: 'Ana Souza', isDisabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
/** The clear button empties the field and hides itself. */
export const Cleared: Story = {
  args: { defaultValue: 'Ana Souza' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search customers' });
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};
