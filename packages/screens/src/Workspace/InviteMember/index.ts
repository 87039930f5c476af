export {
  InviteMember,
  type InviteMemberProps,
  type InviteMemberValues,
  type InviteMemberErrorKey,
} from './InviteMember';
