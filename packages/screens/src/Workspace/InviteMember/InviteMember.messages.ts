import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.InviteMember', {
  back: 'Members',
  heading: 'Invite a member',
  description: 'We email them an invite. They join the workspace once they accept it.',
  email: 'Email address',
  role: 'Role',
  roleHelp: 'You can change it later from the members list.',
  submit: 'Send invite',
  cancel: 'Cancel',
  sentTitle: 'Invite sent',
  inviteAnother: 'Invite someone else',
  backToMembers: 'Back to members',
});

export const sentMessages = messagesIn<{ sent: { email: string; role: string } }>('screens.Workspace.InviteMember', {
  sent: 'We emailed an invite to {email}. They will join as {role} once they accept it.',
});

/** The error texts of the invite form, by key. */
export const errorMessages = messagesIn('errors.workspace.invite', {
  emailRequired: 'Enter the email address to invite',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  alreadyMember: 'This person is already a member of the workspace',
  alreadyInvited: 'This address already has a pending invite',
  inviteFailed: 'We could not send the invite. Please try again.',
  network: 'We could not reach Meridian. Check your connection and try again.',
});
