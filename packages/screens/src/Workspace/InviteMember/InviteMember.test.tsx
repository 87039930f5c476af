import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InviteMember, type InviteMemberProps } from './InviteMember';

function renderInvite(props: Partial<InviteMemberProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <InviteMember callerRole="owner" onSubmit={onSubmit} membersHref="/settings/members" {...props} />,
  );
  const rerender = (next: Partial<InviteMemberProps>) =>
    view.rerender(
      <InviteMember callerRole="owner" onSubmit={onSubmit} membersHref="/settings/members" {...props} {...next} />,
    );
  return { onSubmit, rerender };
}

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => screen.getByRole('button', { name: 'Send invite' });

describe('InviteMember', () => {
  it('offers the roles up to the inviter’s own, each described, starting with the least access', () => {
    renderInvite({ callerRole: 'admin' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['admin', 'developer', 'viewer']);
    expect(screen.getByRole('radio', { name: 'Viewer' })).toBeChecked();
    // Each radio is described by its own text, then by the group's.
    expect(screen.getByRole('radio', { name: 'Developer' })).toHaveAccessibleDescription(
      'Creates and manages payment links, API keys and integrations. Sees everything else without changing it. ' +
        'You can change it later from the members list.',
    );
  });

  it('checks the email address before sending', async () => {
    const { onSubmit } = renderInvite();
    await userEvent.click(submit());
    expect(email()).toHaveAccessibleDescription('Enter the email address to invite');
    await userEvent.type(email(), 'priya@');
    expect(email()).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(email()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed address with the chosen role', async () => {
    const { onSubmit } = renderInvite();
    await userEvent.type(email(), ' priya@lumen.com ');
    await userEvent.click(screen.getByRole('radio', { name: 'Admin' }));
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'priya@lumen.com', role: 'admin' });
  });

  it('keeps what was typed when sending fails', async () => {
    const { rerender } = renderInvite();
    await userEvent.type(email(), 'priya@lumen.com');
    await userEvent.click(submit());
    rerender({ status: 'submitting' });
    expect(submit()).toHaveAttribute('data-pending', 'true');
    rerender({ status: 'idle', error: 'inviteFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send the invite. Please try again.');
    expect(email()).toHaveValue('priya@lumen.com');
  });

  it('shows a server error on the address until it is edited', async () => {
    renderInvite({ defaultValues: { email: 'marta@lumen.com' }, fieldErrors: { email: 'alreadyMember' } });
    expect(email()).toHaveAccessibleDescription('This person is already a member of the workspace');
    await userEvent.type(email(), 'x');
    expect(email()).toBeValid();
  });

  it('confirms a sent invite and offers another', async () => {
    const onInviteAnother = vi.fn();
    renderInvite({ sentTo: { email: 'priya@lumen.com', role: 'developer' }, onInviteAnother });
    expect(screen.getByRole('status')).toHaveTextContent(
      'We emailed an invite to priya@lumen.com. They will join as Developer once they accept it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite someone else' }));
    expect(onInviteAnother).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to members' })).toHaveAttribute('href', '/settings/members');
  });
});
