import { useIntl } from 'react-intl';
import { Button, DataTable, Heading, Stack, Text, type DataTableColumn } from '@meridian/ui';
import { useRoleText, type WorkspaceRole } from '../../common/roles';
import { messages, valueMessages } from './Members.messages';
import { MemberEmail } from './Members.styles';

export interface MemberInvite {
  /** The invited address; rescinding takes it. */
  email: string;
  /** The role offered. */
  role: WorkspaceRole;
  /** When the invite was sent. */
  invitedAt?: Date;
}

interface MembersInvitesProps {
  invites: MemberInvite[];
  /** Whether each invite offers "Rescind". */
  canManage: boolean;
  onRescind: (invite: MemberInvite) => void;
}

/** The pending invites: a heading, a sentence, and a table with a "Rescind" button per invite for managers. */
export function MembersInvites({ invites, canManage, onRescind }: MembersInvitesProps) {
  const intl = useIntl();
  const roleText = useRoleText();

  const columns: DataTableColumn<MemberInvite>[] = [
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      accessor: 'email',
      // A long address wraps, as in the members' table, so that "Rescind" stays on a phone's screen.
      cell: (invite) => <MemberEmail>{invite.email}</MemberEmail>,
    },
    { id: 'role', header: intl.formatMessage(messages.role), accessor: (invite) => roleText.name(invite.role) },
    {
      id: 'invited',
      hideWhenNarrow: true,
      header: intl.formatMessage(messages.invited),
      accessor: (invite) => invite.invitedAt,
      cell: (invite) => (invite.invitedAt ? intl.formatDate(invite.invitedAt, { dateStyle: 'medium' }) : null),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: intl.formatMessage(messages.actions),
            align: 'end' as const,
            cell: (invite: MemberInvite) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(valueMessages.rescindLabel, { email: invite.email })}
                onPress={() => onRescind(invite)}
              >
                {intl.formatMessage(messages.rescind)}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    // Not a landmark of its own: the invites table is already a region named like the heading.
    <Stack gap={3}>
      <Stack gap={1}>
        <Heading level={2} size="sm">
          {intl.formatMessage(messages.invitesHeading)}
        </Heading>
        <Text tone="muted" size="sm">
          {intl.formatMessage(messages.invitesDescription)}
        </Text>
      </Stack>
      <DataTable
        aria-label={intl.formatMessage(messages.invitesHeading)}
        columns={columns}
        data={invites}
        getRowId={(invite) => invite.email}
      />
    </Stack>
  );
}
