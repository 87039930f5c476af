import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PendingInvites } from './PendingInvites';

const invites = [
  { id: 'inv-1', workspaceName: 'Atlas Outdoor Supply', invitedBy: 'Marta Costa', role: 'admin' as const },
  { id: 'inv-2', workspaceName: 'Kestrel Cycles', invitedBy: 'jon@kestrelcycles.com', role: 'viewer' as const },
  { id: 'inv-3', workspaceName: 'Juniper Tea House', invitedBy: 'Priya Nair', role: 'developer' as const },
];

const meta = {
  title: 'Screens/Workspace/PendingInvites',
  component: PendingInvites,
  args: {
    invites: invites.slice(0, 1),
    onAccept: fn(),
    onRefuse: fn(),
    laterHref: '/dashboard',
  },
} satisfies Meta<typeof PendingInvites>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const Many: Story = { args: { invites } };
export const Accepting: Story = { args: { invites, busy: { inviteId: 'inv-1', action: 'accept' } } };
export const Failed: Story = { args: { invites, error: { inviteId: 'inv-1', action: 'accept' } } };
export const Empty: Story = { args: { invites: [] } };

/** Refusing asks first; the invite's buttons are Refuse then Accept. */
export const RefuseConfirm: Story = {
  args: { invites },
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('article');
    if (!first) throw new Error('No invite');
    const [refuse] = within(first).getAllByRole('button');
    if (!refuse) throw new Error('No refuse button');
    await userEvent.click(refuse);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Atlas Outdoor Supply');
    await expect(args.onRefuse).not.toHaveBeenCalled();
  },
};

/** On a phone. */
export const Phone: Story = { tags: ['phone'], args: { invites } };
