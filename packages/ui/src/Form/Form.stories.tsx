import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()) },
  // A form takes the width its container gives it; here, that of a sign-up card.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Form {...args}>
      <TextField label="Username" name="username" autoComplete="username" defaultValue="ana.souza" isRequired />
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue="ana@acme.example" />
      <PasswordField label="Password" name="password" autoComplete="new-password" defaultValue="correct-horse" />
      <Button type="submit">Create account</Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Errors the server returned, each under the field it names. */
export const WithServerErrors: Story = {
  args: {
    validationErrors: {
      username: 'This username is taken.',
      email: 'This email is already registered.',
    },
  },
};

/** A failure that belongs to no one field, announced above the fields. */
export const WithFormError: Story = {
  args: { error: 'Login failed. Please check your credentials and try again.' },
};

/** With `validationBehavior="native"`, submitting an empty required field shows why and focuses it. */
export const NativeValidation: Story = {
  args: { validationBehavior: 'native' },
  render: (args) => (
    <Form {...args}>
      <TextField label="Username" name="username" autoComplete="username" isRequired />
      <PasswordField label="Password" name="password" isRequired />
      <Button type="submit">Log in</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Submitted from the keyboard, so no hover state lingers on the button.
    canvas.getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};
