import { messagesIn } from '@meridian/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Members.heading', defaultMessage: 'Members' },
  description: {
    id: 'screens.Workspace.Members.description',
    defaultMessage: 'Everyone who can use this workspace, and what each person can do.',
  },
  readOnly: {
    id: 'screens.Workspace.Members.readOnly',
    defaultMessage: 'Only owners and admins can invite, remove or change members.',
  },
  invite: { id: 'screens.Workspace.Members.invite', defaultMessage: 'Invite a member' },
  email: { id: 'screens.Workspace.Members.email', defaultMessage: 'Email' },
  role: { id: 'screens.Workspace.Members.role', defaultMessage: 'Role' },
  you: { id: 'screens.Workspace.Members.you', defaultMessage: 'You' },
  membersTable: { id: 'screens.Workspace.Members.membersTable', defaultMessage: 'Members' },
  changeRole: { id: 'screens.Workspace.Members.changeRole', defaultMessage: 'Change role' },
  remove: { id: 'screens.Workspace.Members.remove', defaultMessage: 'Remove' },
  save: { id: 'screens.Workspace.Members.save', defaultMessage: 'Save' },
  cancel: { id: 'screens.Workspace.Members.cancel', defaultMessage: 'Cancel' },
  removeConfirm: { id: 'screens.Workspace.Members.removeConfirm', defaultMessage: 'Remove member' },
  invitesHeading: { id: 'screens.Workspace.Members.invitesHeading', defaultMessage: 'Pending invites' },
  invitesDescription: {
    id: 'screens.Workspace.Members.invitesDescription',
    defaultMessage: 'People who were invited and have not answered yet.',
  },
  invited: { id: 'screens.Workspace.Members.invited', defaultMessage: 'Invited' },
  actions: { id: 'screens.Workspace.Members.actions', defaultMessage: 'Actions' },
  rescind: { id: 'screens.Workspace.Members.rescind', defaultMessage: 'Rescind' },
  rescindConfirm: { id: 'screens.Workspace.Members.rescindConfirm', defaultMessage: 'Rescind invite' },
  loadFailed: {
    id: 'errors.workspace.membersLoadFailed',
    defaultMessage: 'We could not load the members. Please try again.',
  },
  roleChangeFailed: {
    id: 'errors.workspace.roleChangeFailed',
    defaultMessage: 'We could not change the role. Please try again.',
  },
  removeFailed: {
    id: 'errors.workspace.removeMemberFailed',
    defaultMessage: 'We could not remove the member. Please try again.',
  },
  rescindFailed: {
    id: 'errors.workspace.rescindInviteFailed',
    defaultMessage: 'We could not rescind the invite. Please try again.',
  },
});

export const valueMessages = messagesIn<{
  changeRoleTitle: { email: string };
  changeRoleDescription: { email: string };
  removeTitle: { email: string };
  removeMessage: { email: string };
  rescindLabel: { email: string };
  rescindTitle: { email: string };
  rescindMessage: { email: string };
}>('screens.Workspace.Members', {
  changeRoleTitle: 'Change the role of {email}',
  changeRoleDescription: 'The new role applies the next time {email} opens a page.',
  removeTitle: 'Remove {email}?',
  removeMessage: '{email} will lose access to this workspace at once. To come back, they need a new invite.',
  rescindLabel: 'Rescind the invite to {email}',
  rescindTitle: 'Rescind the invite to {email}?',
  rescindMessage: 'The link in the invite email will stop working. You can invite {email} again later.',
});
