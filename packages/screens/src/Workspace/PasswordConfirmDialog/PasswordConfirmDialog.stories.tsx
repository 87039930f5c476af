import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { example } from '../../test/stories';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';

const meta = {
  title: 'Screens/Workspace/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  args: {
    isOpen: true,
    description: 'Making bob@example.com an owner needs your password, since you logged in a while ago.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PasswordConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field lives in a dialog, outside the story's canvas. */
const passwordField = () => {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="password"]');
  if (!input) throw new Error('No password field');
  return input;
};

export const Open: Story = {};

/** Confirm pressed with an empty field. */
export const Required: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    passwordField().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The password was refused. */
export const WrongPassword: Story = {
  args: { error: 'wrong', defaultValues: { password: example.password } },
};

/** The password is being checked: the buttons wait. */
export const Busy: Story = {
  args: { status: 'submitting', defaultValues: { password: example.password } },
};
