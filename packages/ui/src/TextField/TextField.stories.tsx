import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Business name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'Acme Coffee Roasters' } };
export const Placeholder: Story = {
  args: { label: 'Work email', type: 'email', placeholder: 'name@company.com', autoComplete: 'email' },
};
export const WithDescription: Story = {
  args: { description: 'Shown to customers on payment pages and receipts.' },
};

/** A required field left empty shows why once its form is submitted. */
export const Required: Story = {
  args: { isRequired: true, name: 'businessName' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toBeRequired();
    await userEvent.click(input);
    // What Enter does in a browser (the simulated key only dispatches a submit event, unchecked).
    (input as HTMLInputElement).form?.requestSubmit();
    // The error, worded in the interface language, is linked to the input.
    await waitFor(() => expect(input).toHaveAccessibleDescription(/\S/));
  },
};

export const Invalid: Story = {
  args: {
    label: 'Work email',
    type: 'email',
    defaultValue: 'ana@acme.example',
    description: 'We send receipts and security alerts here.',
    isInvalid: true,
    errorMessage: 'This email is already registered.',
  },
};
export const Disabled: Story = { args: { defaultValue: 'Acme Coffee Roasters', isDisabled: true } };
export const ReadOnly: Story = {
  args: { label: 'Workspace ID', defaultValue: 'ws_8f2kq3n1', isReadOnly: true },
};
export const FullWidth: Story = {
  args: { label: 'Redirect after payment', type: 'url', placeholder: 'https://acme.example/thanks', fullWidth: true },
};
