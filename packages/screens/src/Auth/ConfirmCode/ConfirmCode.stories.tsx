import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { example } from '../../test/stories';
import { ConfirmCode } from './ConfirmCode';

const meta = {
  title: 'Screens/Auth/ConfirmCode',
  component: ConfirmCode,
  parameters: { layout: 'fullscreen' },
  args: {
    email: example.email,
    onSubmit: fn(),
    onResend: fn(),
    onSignOut: fn(),
    status: 'idle',
    resendStatus: 'idle',
    resendAvailableIn: 0,
  },
} satisfies Meta<typeof ConfirmCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { code: example.code };

export const Default: Story = {};
export const Filled: Story = { args: { defaultValues: filled } };
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const WrongCode: Story = { args: { defaultValues: filled, fieldErrors: { code: 'wrongCode' } } };
export const CodeExpired: Story = { args: { defaultValues: filled, error: 'codeExpired' } };
/** The stories' clock is fixed, so the countdown shows the same number in every screenshot. */
export const ResendCooldown: Story = { args: { resendAvailableIn: 42 } };
export const ResendSending: Story = { args: { resendStatus: 'sending' } };
export const ResendSent: Story = { args: { resendStatus: 'sent', resendAvailableIn: 60 } };
export const ResendFailed: Story = { args: { resendStatus: 'failed' } };
