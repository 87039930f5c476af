import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { example, field, submitForm } from '../../test/stories';
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
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    const username = field(canvasElement, 'username');
    await waitFor(() => expect(username).toHaveFocus());
    for (const name of ['username', 'email', 'password']) {
      await expect(field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const TermsNotAccepted: Story = {
  args: { defaultValues: { ...filled, acceptTerms: false } },
  play: async ({ canvasElement, args }) => {
    await submitForm(canvasElement);
    const terms = field(canvasElement, 'acceptTerms');
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const UsernameUnavailable: Story = {
  args: { defaultValues: filled, fieldErrors: { username: 'usernameUnavailable' } },
};
export const Failed: Story = { args: { defaultValues: filled, error: 'signupFailed' } };
