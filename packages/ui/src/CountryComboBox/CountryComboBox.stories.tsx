import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CountryComboBox } from './CountryComboBox';

// Labels stand for the caller's translated text; the country names come from the locale.
const meta = {
  title: 'UI/CountryComboBox',
  component: CountryComboBox,
  args: { label: 'Country' },
} satisfies Meta<typeof CountryComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Germany, named in the story's locale: Germany, Alemania, Allemagne, Alemanha. */
export const Selected: Story = { args: { defaultValue: 'DE' } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Select your country' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'PT' } };
/** The whole list, in the locale's names and alphabetical order. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
/** Typing "ca" finds every country whose name in the locale contains it, accents ignored. */
export const Filtered: Story = {
  args: { countries: ['CA', 'CM', 'KH', 'CN', 'CU', 'CV', 'MC', 'US', 'FR', 'DE', 'JM'] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'ca');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};
