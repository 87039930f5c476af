import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FieldLabel } from '../Field';
import { StyledInput } from '../Field/Field.styles';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Rename wallet',
    description: 'The name is only shown to your team.',
    children: 'Main treasury, Moonbeam, 0x8f3C…a41B',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = ({ close }: { close: () => void }) => (
  <>
    <Button variant="secondary" onPress={close}>
      Cancel
    </Button>
    <Button onPress={close}>Save</Button>
  </>
);

export const Open: Story = {
  args: { defaultOpen: true, footer: actions },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename wallet' });
    await expect(dialog).toHaveAccessibleDescription('The name is only shown to your team.');
  },
};

export const WithForm: Story = {
  args: {
    defaultOpen: true,
    title: 'New payment link',
    description: 'Customers pay this amount in crypto at the link’s address.',
    isDismissable: false,
    children: ({ close }) => (
      <form
        id="new-link"
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        onSubmit={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <TextField defaultValue="Summer sale" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <FieldLabel>Name</FieldLabel>
          <StyledInput />
        </TextField>
        <TextField defaultValue="49.00" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <FieldLabel>Amount (USD)</FieldLabel>
          <StyledInput inputMode="decimal" />
        </TextField>
      </form>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" form="new-link">
          Create link
        </Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New payment link' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Summer sale');
  },
};

const sizes = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
] as const;

/** Opens each size in turn from its trigger; the large one stays open. */
export const Sizes: Story = {
  args: { footer: actions },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {sizes.map(({ size, label }) => (
        <Dialog key={size} {...args} size={size} trigger={<Button variant="secondary">{label}</Button>} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths: number[] = [];
    for (const { size, label } of sizes) {
      await userEvent.click(canvas.getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: 'Rename wallet' });
      widths.push(dialog.getBoundingClientRect().width);
      if (size !== 'lg') {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    }
    const [small = 0, medium = 0, large = 0] = widths;
    await expect(small).toBeLessThan(medium);
    await expect(medium).toBeLessThan(large);
  },
};

/** Opens from the keyboard, takes focus, and gives it back to the trigger when closed. */
export const FromTrigger: Story = {
  args: { footer: actions, trigger: <Button>Rename</Button> },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename wallet' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // A press, not Escape: react-aria registers the overlay for Escape in a passive effect,
    // which a fast play can outrun on a busy machine (Escape is covered by the component tests).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
