import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Members as MembersScreen, type MemberInvite, type WorkspaceMember } from './Members';

const members: WorkspaceMember[] = [
  { id: 'm-1', email: 'ana.silva@lumencoffee.com', name: 'Ana Silva', role: 'owner', isYou: true },
  { id: 'm-2', email: 'marta.costa@lumencoffee.com', name: 'Marta Costa', role: 'admin' },
  { id: 'm-3', email: 'dev@lumencoffee.com', role: 'developer' },
  { id: 'm-4', email: 'bookkeeping@lumencoffee.com', name: 'Rui Almeida', role: 'viewer' },
];

const invites: MemberInvite[] = [
  { email: 'priya.nair@lumencoffee.com', role: 'developer', invitedAt: new Date('2026-06-12T09:00:00Z') },
  { email: 'orders@lumencoffee.com', role: 'viewer', invitedAt: new Date('2026-06-14T16:20:00Z') },
];

const meta = {
  title: 'Screens/Workspace/Members',
  component: MembersScreen,
  args: {
    members,
    invites: [],
    callerRole: 'owner',
    inviteHref: '/settings/members/invite',
    onChangeRole: fn(),
    onRemove: fn(),
    onRescind: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the actions menu of the first member the caller can act on (its first button in the table). */
async function openFirstRowActions(canvasElement: HTMLElement) {
  const [table] = within(canvasElement).getAllByRole('table');
  if (!table) throw new globalThis.Error('No members table');
  const [trigger] = within(table).getAllByRole('button');
  if (!trigger) throw new globalThis.Error('No row actions');
  await userEvent.click(trigger);
  return within(await screen.findByRole('menu')).getAllByRole('menuitem');
}

export const Loading: Story = { args: { members: [], isLoading: true } };
export const Members: Story = {};
export const PendingInvites: Story = { args: { invites } };

/** An admin changes a developer's role: the roles offered stop at admin. */
export const RoleChange: Story = {
  args: { callerRole: 'admin', members: members.map((m) => ({ ...m, isYou: m.id === 'm-2' })) },
  play: async ({ canvasElement }) => {
    const [changeRole] = await openFirstRowActions(canvasElement);
    if (!changeRole) throw new globalThis.Error('No change role action');
    await userEvent.click(changeRole);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('dev@lumencoffee.com');
    const [, ...buttons] = within(dialog).getAllByRole('button');
    const trigger = buttons.find((button) => button.getAttribute('aria-haspopup') === 'listbox');
    if (!trigger) throw new globalThis.Error('No role picker');
    await userEvent.click(trigger);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(3);
  },
};

export const RemoveConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const [, remove] = await openFirstRowActions(canvasElement);
    if (!remove) throw new globalThis.Error('No remove action');
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('marta.costa@lumencoffee.com');
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const RescindConfirm: Story = {
  args: { invites },
  play: async ({ canvasElement, args }) => {
    const [, invitesTable] = within(canvasElement).getAllByRole('table');
    if (!invitesTable) throw new globalThis.Error('No invites table');
    const [rescind] = within(invitesTable).getAllByRole('button');
    if (!rescind) throw new globalThis.Error('No rescind button');
    await userEvent.click(rescind);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('priya.nair@lumencoffee.com');
    await waitFor(() => expect(args.onRescind).not.toHaveBeenCalled());
  },
};

/** A viewer sees the lists without any action. */
export const ReadOnly: Story = {
  args: { callerRole: 'viewer', invites, members: members.map((m) => ({ ...m, isYou: m.id === 'm-4' })) },
  play: async ({ canvasElement }) => {
    for (const table of within(canvasElement).getAllByRole('table')) {
      await expect(within(table).queryAllByRole('button')).toHaveLength(0);
    }
  },
};

export const Error: Story = { args: { members: [], error: 'loadFailed' } };

/** An action failed after its dialog closed. */
export const ActionFailed: Story = { args: { invites, error: 'removeFailed' } };

/** On a phone: the members and invites wrap in their columns; the invites leave out when they were sent. */
export const Phone: Story = { tags: ['phone'], args: { invites } };
