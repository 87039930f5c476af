import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { example, playRefused } from '../../test/stories';
import { Signup } from './Signup';

const meta = {
  title: 'Screens/Auth/Signup',
  component: Signup,
  parameters: { layout: 'fullscreen' },
  args: {
    links: {
      login: '/auth/login',
      terms: 'https://meridian.example/terms',
      privacy: 'https://meridian.example/privacy',
    },
    onSubmit: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof Signup>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  username: example.username,
  email: example.email,
  country: example.country,
  password: example.password,
  acceptTerms: true,
};

export const Default: Story = {};
export const Filled: Story = { args: { defaultValues: filled } };
export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const Invalid: Story = {
  args: { defaultValues: { email: 'ana.silva@', password: 'short' } },
  play: playRefused(['username', 'email', 'password']),
};
export const TermsNotAccepted: Story = {
  args: { defaultValues: { ...filled, acceptTerms: false } },
  play: playRefused(['acceptTerms']),
};
export const UsernameUnavailable: Story = {
  args: { defaultValues: filled, fieldErrors: { username: 'usernameUnavailable' } },
};
export const Failed: Story = { args: { defaultValues: filled, error: 'signupFailed' } };
