import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { example, field, submitForm } from '../../test/stories';
import { ResetPassword } from './ResetPassword';

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPassword,
  parameters: { layout: 'fullscreen' },
  args: {
    links: { login: '/auth/login', forgotPassword: '/auth/password-reset-start' },
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  email: example.email,
  code: example.code,
  newPassword: example.password,
  confirmPassword: example.password,
};

export const Default: Story = { args: { defaultValues: { email: example.email } } };
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    const email = field(canvasElement, 'email');
    await waitFor(() => expect(email).toHaveFocus());
    for (const name of ['email', 'code', 'newPassword', 'confirmPassword']) {
      await expect(field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true');
    }
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
export const WrongCode: Story = { args: { defaultValues: filled, fieldErrors: { code: 'wrongCode' } } };
export const Failed: Story = { args: { defaultValues: filled, error: 'resetFailed' } };
export const Done: Story = { args: { done: true } };
