import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { example, playRefused } from '../../test/stories';
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
  play: playRefused(['email', 'code', 'newPassword', 'confirmPassword']),
};
export const Mismatch: Story = {
  args: { defaultValues: { ...filled, confirmPassword: `${example.password}!` } },
  play: playRefused(['confirmPassword']),
};
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const WrongCode: Story = { args: { defaultValues: filled, fieldErrors: { code: 'wrongCode' } } };
export const Failed: Story = { args: { defaultValues: filled, error: 'resetFailed' } };
export const Done: Story = { args: { done: true } };
