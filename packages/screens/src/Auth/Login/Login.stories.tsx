import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { example, playRefused } from '../../test/stories';
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
  play: playRefused(['identifier', 'password']),
};
export const Failed: Story = { args: { defaultValues: filled, error: 'loginFailed' } };
export const TooManyAttempts: Story = { args: { defaultValues: filled, error: 'tooManyAttempts' } };
export const WithRedirect: Story = { args: { redirect: '/payment-links' } };
