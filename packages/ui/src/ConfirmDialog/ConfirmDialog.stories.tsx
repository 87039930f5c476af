import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    title: 'Leave without saving?',
    message: 'Your changes to this payment link will be lost.',
    confirmLabel: 'Leave',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus());
  },
};

/** Destructive: a red confirm button, and focus starts on Cancel. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Archive “Summer sale”?',
    message: 'Customers can no longer pay through this link. Archiving cannot be undone.',
    confirmLabel: 'Archive link',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive “Summer sale”?' });
    const buttons = within(dialog).getAllByRole('button');
    // Cancel comes first and holds focus, so an accidental Enter archives nothing.
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await expect(buttons[1]).toHaveAccessibleName('Archive link');
  },
};

/** The confirmed action is running: the confirm button spins, Cancel and Escape are off. */
export const Pending: Story = {
  args: {
    ...Danger.args,
    defaultOpen: undefined,
    isOpen: true,
    isPending: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    const [cancel] = within(dialog).getAllByRole('button');
    await expect(cancel).toBeDisabled();
  },
};
