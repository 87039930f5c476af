import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { example, playRefused } from '../../test/stories';
import { UpdatePassword } from '../UpdatePassword';
import { ForgotPassword } from './ForgotPassword';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
  args: {
    links: { login: '/auth/login', resetPassword: '/auth/password-reset-complete' },
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: example.email };

export const Default: Story = {};
export const Invalid: Story = {
  args: { defaultValues: { email: 'ana.silva@example' } },
  play: playRefused(['email']),
};
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const Sent: Story = { args: { defaultValues: filled, sent: true } };
export const Failed: Story = { args: { defaultValues: filled, error: 'resetFailed' } };
/** The same route when the signed-in user must change the password (the UPDATE_PASSWORD action). */
export const UpdateRequired: Story = {
  render: () => <UpdatePassword onSubmit={fn()} onSignOut={fn()} />,
};
