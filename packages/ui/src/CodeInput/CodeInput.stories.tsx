import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { label: 'Confirmation code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { defaultValue: '482' } };
export const Filled: Story = { args: { defaultValue: '482913' } };
export const WithDescription: Story = {
  args: { description: 'We sent a 6-digit code to ana@acme.example.' },
};

/** Focused: the box where the next digit goes is marked. */
export const Focused: Story = {
  args: { defaultValue: '48' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveFocus();
  },
};

/** Typing moves on box by box; letters and spaces are ignored. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('4a8 2');
    await expect(input).toHaveValue('482');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** A pasted "482 913" fills every box and completes the code. */
export const Pasted: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '482913',
    isInvalid: true,
    errorMessage: 'That code is not right. Check the email and try again.',
  },
};
export const Disabled: Story = { args: { defaultValue: '482', isDisabled: true } };
