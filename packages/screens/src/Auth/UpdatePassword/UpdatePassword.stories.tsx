import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { example, playRefused } from '../../test/stories';
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
  play: playRefused(['currentPassword']),
};
export const Mismatch: Story = {
  args: { defaultValues: { ...filled, confirmPassword: `${example.password}!` } },
  play: playRefused(['confirmPassword']),
};
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const CurrentPasswordWrong: Story = {
  args: { defaultValues: filled, fieldErrors: { currentPassword: 'currentPasswordWrong' } },
};
export const Failed: Story = { args: { defaultValues: filled, error: 'updatePasswordFailed' } };
