export { PendingInvites, type PendingInvitesProps } from './PendingInvites';
export {
  PendingInvitesList,
  type PendingInvitesListProps,
  type PendingInvite,
  type InviteAction,
  type InviteActionState,
} from './PendingInvitesList';
