import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'correct-horse-battery' } };
export const WithDescription: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
    minLength: 8,
  },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: {
    label: 'Confirm new password',
    autoComplete: 'new-password',
    defaultValue: 'correct-horse',
    isInvalid: true,
    errorMessage: 'New passwords do not match',
  },
};
export const Disabled: Story = { args: { defaultValue: 'correct-horse-battery', isDisabled: true } };

/** The toggle pressed: the password shows as text and the button offers to hide it. */
export const Revealed: Story = {
  args: { defaultValue: 'correct-horse-battery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button');
    const showLabel = toggle.getAttribute('aria-label');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle.getAttribute('aria-label')).not.toBe(showLabel);
  },
};
