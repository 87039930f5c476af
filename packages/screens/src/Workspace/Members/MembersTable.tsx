import { UserCog, UserMinus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge, DataTable, Inline, Stack, Text, type DataTableColumn } from '@meridian/ui';
import { useRoleText, type WorkspaceRole } from '../../common/roles';
import { messages } from './Members.messages';
import { MemberEmail } from './Members.styles';

export interface WorkspaceMember {
  /** The member id that set-privilege and remove take. */
  id: string;
  email: string;
  /** The member's name, shown under the email when known. */
  name?: string;
  role: WorkspaceRole;
  /** Marks the signed-in user's own row, which offers no actions. */
  isYou?: boolean;
}

interface MembersTableProps {
  members: WorkspaceMember[];
  isLoading: boolean;
  /** Replaces the rows with this error and a retry. */
  loadError: string | undefined;
  onRetry: (() => void) | undefined;
  /** Whether row actions are offered at all. */
  canManage: boolean;
  /** Whether this member's role can be changed and the member removed. */
  canActOn: (member: WorkspaceMember) => boolean;
  onChangeRole: (member: WorkspaceMember) => void;
  onRemove: (member: WorkspaceMember) => void;
}

/** The members table: email (and name), role, and for managers a menu of actions per row. */
export function MembersTable({
  members,
  isLoading,
  loadError,
  onRetry,
  canManage,
  canActOn,
  onChangeRole,
  onRemove,
}: MembersTableProps) {
  const intl = useIntl();
  const roleText = useRoleText();

  const columns: DataTableColumn<WorkspaceMember>[] = [
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      accessor: 'email',
      cell: (member) => (
        <Stack gap={1}>
          <Inline gap={2}>
            <MemberEmail>{member.email}</MemberEmail>
            {member.isYou ? (
              <Badge size="sm" tone="accent">
                {intl.formatMessage(messages.you)}
              </Badge>
            ) : null}
          </Inline>
          {member.name ? (
            <Text as="span" size="sm" tone="muted">
              {member.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'role',
      header: intl.formatMessage(messages.role),
      accessor: (member) => roleText.name(member.role),
    },
  ];

  return (
    <DataTable
      aria-label={intl.formatMessage(messages.membersTable)}
      columns={columns}
      data={members}
      getRowId={(member) => member.id}
      getRowLabel={(member) => member.email}
      isLoading={isLoading}
      error={loadError}
      onRetry={onRetry}
      rowActions={
        canManage
          ? (member) =>
              canActOn(member)
                ? [
                    {
                      id: 'role',
                      label: intl.formatMessage(messages.changeRole),
                      icon: <UserCog />,
                      onAction: () => onChangeRole(member),
                    },
                    {
                      id: 'remove',
                      label: intl.formatMessage(messages.remove),
                      icon: <UserMinus />,
                      tone: 'danger',
                      onAction: () => onRemove(member),
                    },
                  ]
                : []
          : undefined
      }
    />
  );
}
