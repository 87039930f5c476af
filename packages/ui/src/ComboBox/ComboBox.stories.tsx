import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const currencies = [
  { id: 'USDC', label: 'USD Coin (USDC)' },
  { id: 'USDT', label: 'Tether (USDT)' },
  { id: 'DAI', label: 'Dai (DAI)' },
  { id: 'EURC', label: 'Euro Coin (EURC)' },
  { id: 'GLMR', label: 'Glimmer (GLMR)' },
  { id: 'DEV', label: 'Moonbase Dev (DEV)', description: 'Test network only' },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Currency', items: currencies },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'DAI' } };
export const WithDescription: Story = {
  args: { description: 'Payers can pay in this currency only.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'USDC' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a currency from the list' },
};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getAllByRole('option')).toHaveLength(currencies.length);
  },
};
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Currency' }), 'coin');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD Coin (USDC)', 'Euro Coin (EURC)']);
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Currency' }), 'xyz');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.queryAllByRole('option', { name: /Coin/ })).toHaveLength(0);
  },
};
