import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Members', {
  heading: 'Members',
  description: 'Everyone who can use this workspace, and what each person can do.',
  readOnly: 'Only owners and admins can invite, remove or change members.',
  invite: 'Invite a member',
  email: 'Email',
  role: 'Role',
  you: 'You',
  membersTable: 'Members',
  changeRole: 'Change role',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  removeConfirm: 'Remove member',
  invitesHeading: 'Pending invites',
  invitesDescription: 'People who were invited and have not answered yet.',
  invited: 'Invited',
  actions: 'Actions',
  rescind: 'Rescind',
  rescindConfirm: 'Rescind invite',
  loadFailed: 'We could not load the members. Please try again.',
  roleChangeFailed: 'We could not change the role. Please try again.',
  removeFailed: 'We could not remove the member. Please try again.',
  rescindFailed: 'We could not rescind the invite. Please try again.',
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
