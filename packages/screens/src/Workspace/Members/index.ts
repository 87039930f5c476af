export { Members, type MembersProps, type WorkspaceMember, type MemberInvite, type MembersErrorKey } from './Members';
