import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'screens.Workspace.InviteMember.back', defaultMessage: 'Members' },
  heading: { id: 'screens.Workspace.InviteMember.heading', defaultMessage: 'Invite a member' },
  description: {
    id: 'screens.Workspace.InviteMember.description',
    defaultMessage: 'We email them an invite. They join the workspace once they accept it.',
  },
  email: { id: 'screens.Workspace.InviteMember.email', defaultMessage: 'Email address' },
  role: { id: 'screens.Workspace.InviteMember.role', defaultMessage: 'Role' },
  roleHelp: {
    id: 'screens.Workspace.InviteMember.roleHelp',
    defaultMessage: 'You can change it later from the members list.',
  },
  submit: { id: 'screens.Workspace.InviteMember.submit', defaultMessage: 'Send invite' },
  cancel: { id: 'screens.Workspace.InviteMember.cancel', defaultMessage: 'Cancel' },
  sentTitle: { id: 'screens.Workspace.InviteMember.sentTitle', defaultMessage: 'Invite sent' },
  inviteAnother: { id: 'screens.Workspace.InviteMember.inviteAnother', defaultMessage: 'Invite someone else' },
  backToMembers: { id: 'screens.Workspace.InviteMember.backToMembers', defaultMessage: 'Back to members' },
});

export const sentMessages = defineMessages<{ sent: { email: string; role: string } }>({
  sent: {
    id: 'screens.Workspace.InviteMember.sent',
    defaultMessage: 'We emailed an invite to {email}. They will join as {role} once they accept it.',
  },
});

/** The error texts of the invite form, by key. */
export const errorMessages = defineMessages({
  emailRequired: { id: 'errors.workspace.inviteEmailRequired', defaultMessage: 'Enter the email address to invite' },
  emailInvalid: {
    id: 'errors.workspace.inviteEmailInvalid',
    defaultMessage: 'Enter a valid email address, like name@example.com',
  },
  alreadyMember: {
    id: 'errors.workspace.alreadyMember',
    defaultMessage: 'This person is already a member of the workspace',
  },
  alreadyInvited: {
    id: 'errors.workspace.alreadyInvited',
    defaultMessage: 'This address already has a pending invite',
  },
  inviteFailed: {
    id: 'errors.workspace.inviteFailed',
    defaultMessage: 'We could not send the invite. Please try again.',
  },
  network: {
    id: 'errors.workspace.inviteNetwork',
    defaultMessage: 'We could not reach Meridian. Check your connection and try again.',
  },
});
