import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PendingInvites, type PendingInvitesProps } from './PendingInvites';

const invites = [
  { id: 'inv-1', workspaceName: 'Atlas Outdoor Supply', invitedBy: 'Marta Costa', role: 'admin' as const },
  { id: 'inv-2', workspaceName: 'Kestrel Cycles', invitedBy: 'jon@kestrelcycles.com', role: 'viewer' as const },
];

function renderInvites(props: Partial<PendingInvitesProps> = {}) {
  const onAccept = vi.fn();
  const onRefuse = vi.fn();
  renderWithProviders(<PendingInvites invites={invites} onAccept={onAccept} onRefuse={onRefuse} {...props} />);
  return { onAccept, onRefuse };
}

describe('PendingInvites', () => {
  it('shows who invited the user and the role offered, in plain language', () => {
    renderInvites();
    const invite = screen.getByRole('article', { name: 'Kestrel Cycles' });
    expect(invite).toHaveTextContent('Invited by jon@kestrelcycles.com');
    expect(invite).toHaveTextContent('You would join as Viewer');
    expect(invite).toHaveTextContent(
      'Sees the dashboard, payments, payment links, wallets and members, without changing anything.',
    );
  });

  it('accepts an invite at once', async () => {
    const { onAccept } = renderInvites();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invite to Kestrel Cycles' }));
    expect(onAccept).toHaveBeenCalledExactlyOnceWith('inv-2');
  });

  it('asks before refusing, and refuses only once confirmed', async () => {
    const { onRefuse } = renderInvites();
    await userEvent.click(screen.getByRole('button', { name: 'Refuse the invite to Atlas Outdoor Supply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuse the invite to Atlas Outdoor Supply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRefuse).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Refuse the invite to Atlas Outdoor Supply' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refuse invite' }),
    );
    expect(onRefuse).toHaveBeenCalledExactlyOnceWith('inv-1');
  });

  it('keeps an invite busy while it is being accepted', () => {
    renderInvites({ busy: { inviteId: 'inv-1', action: 'accept' } });
    expect(screen.getByRole('button', { name: 'Accept the invite to Atlas Outdoor Supply' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Refuse the invite to Atlas Outdoor Supply' })).toBeDisabled();
  });

  it('shows a failure on the invite it concerns', () => {
    renderInvites({ error: { inviteId: 'inv-2', action: 'accept' } });
    const invite = screen.getByRole('article', { name: 'Kestrel Cycles' });
    expect(within(invite).getByRole('alert')).toHaveTextContent('We could not accept this invite. Please try again.');
    expect(within(screen.getByRole('article', { name: 'Atlas Outdoor Supply' })).queryByRole('alert')).toBeNull();
  });

  it('says when there is nothing to answer', () => {
    renderInvites({ invites: [], laterHref: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'No pending invites' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
  });
});
