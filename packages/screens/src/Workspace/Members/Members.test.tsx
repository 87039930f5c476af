import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorkspaceRole } from '../../common/roles';
import { renderWithProviders } from '../../test/render';
import { Members, type MembersProps, type WorkspaceMember } from './Members';

const members: WorkspaceMember[] = [
  { id: 'm-1', email: 'ana@lumen.com', role: 'owner' },
  { id: 'm-2', email: 'marta@lumen.com', role: 'admin' },
  { id: 'm-3', email: 'dev@lumen.com', role: 'developer' },
  { id: 'm-4', email: 'books@lumen.com', role: 'viewer' },
];

function renderMembers(props: Partial<MembersProps> = {}) {
  const handlers = { onChangeRole: vi.fn(), onRemove: vi.fn(), onRescind: vi.fn(), onRetry: vi.fn() };
  const you = props.callerRole === 'admin' ? 'm-2' : props.callerRole === 'viewer' ? 'm-4' : 'm-1';
  renderWithProviders(
    <Members
      members={members.map((member) => ({ ...member, isYou: member.id === you }))}
      invites={[{ email: 'priya@lumen.com', role: 'developer', invitedAt: new Date('2026-06-12T09:00:00Z') }]}
      callerRole="owner"
      inviteHref="/settings/members/invite"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const membersTable = () => screen.getByRole('table', { name: 'Members' });

async function chooseAction(email: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${email}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

async function roleOptions(email: string) {
  await chooseAction(email, 'Change role');
  const dialog = await screen.findByRole('dialog', { name: `Change the role of ${email}` });
  await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent?.split(/(?=[A-Z][a-z]+s )/)[0]);
}

describe('Members', () => {
  it('lists members by email and role', () => {
    renderMembers();
    const rows = within(membersTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'ana@lumen.comYou',
      'marta@lumen.com',
      'dev@lumen.com',
      'books@lumen.com',
    ]);
    expect(within(rows[1]!).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a member' })).toHaveAttribute('href', '/settings/members/invite');
  });

  it.each<[WorkspaceRole, string[]]>([
    ['owner', ['Owner', 'Admin', 'Developer', 'Viewer']],
    ['admin', ['Admin', 'Developer', 'Viewer']],
  ])('offers an %s roles up to their own', async (callerRole, expected) => {
    renderMembers({ callerRole });
    const options = await roleOptions('dev@lumen.com');
    expect(options.map((text) => expected.find((name) => text?.startsWith(name)))).toEqual(expected);
  });

  it('saves a new role', async () => {
    const { onChangeRole } = renderMembers();
    await roleOptions('dev@lumen.com');
    await userEvent.click(screen.getByRole('option', { name: /^Viewer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChangeRole).toHaveBeenCalledExactlyOnceWith('m-3', 'viewer');
  });

  it('lets an admin act only on members up to admin, and nobody on their own row', () => {
    renderMembers({ callerRole: 'admin' });
    const table = membersTable();
    expect(within(table).queryByRole('button', { name: 'Actions for ana@lumen.com' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Actions for marta@lumen.com' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Actions for dev@lumen.com' })).toBeInTheDocument();
  });

  it('asks before removing a member, and removes only once confirmed', async () => {
    const { onRemove } = renderMembers();
    await chooseAction('marta@lumen.com', 'Remove');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove marta@lumen.com?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();

    await chooseAction('marta@lumen.com', 'Remove');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' }),
    );
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('m-2');
  });

  it('keeps the confirmation busy while the removal runs', async () => {
    let settle: () => void = () => {};
    const onRemove = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderMembers({ onRemove });
    await chooseAction('marta@lumen.com', 'Remove');
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('data-pending', 'true');
    settle();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks before rescinding an invite', async () => {
    const { onRescind } = renderMembers();
    const invites = screen.getByRole('table', { name: 'Pending invites' });
    await userEvent.click(within(invites).getByRole('button', { name: 'Rescind the invite to priya@lumen.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rescind the invite to priya@lumen.com?' });
    expect(onRescind).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rescind invite' }));
    expect(onRescind).toHaveBeenCalledExactlyOnceWith('priya@lumen.com');
  });

  it.each(['viewer', 'developer'] as const)('shows a %s the lists without any action', (callerRole) => {
    renderMembers({ callerRole });
    expect(screen.queryByRole('link', { name: 'Invite a member' })).not.toBeInTheDocument();
    for (const table of screen.getAllByRole('table')) expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Only owners and admins can invite, remove or change members.')).toBeInTheDocument();
  });

  it('offers to try again when the members could not be loaded', async () => {
    const { onRetry } = renderMembers({ members: [], error: 'loadFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the members. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table', { name: 'Pending invites' })).not.toBeInTheDocument();
  });
});
