import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { example, field, submitForm } from '../../test/stories';
import { UpdatePassword } from './UpdatePassword';

const meta = {
  title: 'Screens/Auth/UpdatePassword',
  component: UpdatePassword,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onSignOut: fn(), status: 'idle' },
} satisfies Meta<typeof UpdatePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  currentPassword: 'old-password-1',
  newPassword: example.password,
  confirmPassword: example.password,
};

export const Default: Story = {};
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    const current = field(canvasElement, 'currentPassword');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Mismatch: Story = {
  args: { defaultValues: { ...filled, confirmPassword: `${example.password}!` } },
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    const confirm = field(canvasElement, 'confirmPassword');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const CurrentPasswordWrong: Story = {
  args: { defaultValues: filled, fieldErrors: { currentPassword: 'currentPasswordWrong' } },
};
export const Failed: Story = { args: { defaultValues: filled, error: 'updatePasswordFailed' } };
