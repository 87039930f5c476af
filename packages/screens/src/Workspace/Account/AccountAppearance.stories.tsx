import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountAppearance } from './AccountAppearance';

/** The account page's appearance section: the colour theme saved with the account. */
const meta = {
  title: 'Screens/Workspace/Account/Appearance',
  component: AccountAppearance,
  args: { theme: 'system', onChange: fn() },
} satisfies Meta<typeof AccountAppearance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: the device's light or dark setting. */
export const System: Story = {};

export const Light: Story = { args: { theme: 'light' } };

export const Dark: Story = { args: { theme: 'dark' } };

/** A choice is saved as soon as it is made, here by keyboard. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    // System, Light, Dark, in every language.
    const [system, , dark] = within(canvasElement).getAllByRole('radio');
    await userEvent.click(system!);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(dark).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
  },
};

export const Saving: Story = { args: { theme: 'dark', status: 'saving' } };

export const Saved: Story = { args: { theme: 'dark', status: 'saved' } };

/** Saving failed: the choice stays, and "Try again" sends it again. */
export const Failed: Story = { args: { theme: 'light', status: 'failed' } };
