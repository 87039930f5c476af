import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { InviteMember } from './InviteMember';

const meta = {
  title: 'Screens/Workspace/InviteMember',
  component: InviteMember,
  args: {
    callerRole: 'owner',
    onSubmit: fn(),
    onInviteAnother: fn(),
    membersHref: '/settings/members',
    status: 'idle',
  },
} satisfies Meta<typeof InviteMember>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: 'priya.nair@lumencoffee.com', role: 'developer' as const };

export const Default: Story = {};

export const InvalidEmail: Story = {
  args: { defaultValues: { email: 'priya.nair@' } },
  play: async ({ canvasElement, args }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new Error('No submit button');
    await userEvent.click(submit);
    const email = canvasElement.querySelector('input[name="email"]');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { defaultValues: filled, status: 'submitting' } };
export const Sent: Story = { args: { sentTo: filled } };
export const Failed: Story = { args: { defaultValues: filled, error: 'inviteFailed' } };
export const AlreadyMember: Story = { args: { defaultValues: filled, fieldErrors: { email: 'alreadyMember' } } };
/** An admin cannot make owners: the roles offered stop at admin. */
export const AdminInviting: Story = { args: { callerRole: 'admin' } };
