import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { example, field, submitForm } from '../../test/stories';
import { Login } from './Login';

const meta = {
  title: 'Screens/Auth/Login',
  component: Login,
  parameters: { layout: 'fullscreen' },
  args: {
    links: { signup: '/auth/signup', forgotPassword: '/auth/password-reset-start' },
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { identifier: example.username, password: example.password };

export const Default: Story = {};
export const Filled: Story = { args: { defaultValues: filled } };
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    const identifier = field(canvasElement, 'identifier');
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, 'password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Failed: Story = { args: { defaultValues: filled, error: 'loginFailed' } };
export const TooManyAttempts: Story = { args: { defaultValues: filled, error: 'tooManyAttempts' } };
export const WithRedirect: Story = { args: { redirect: '/payment-links' } };
