import { UserCog, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Heading,
  Inline,
  Link,
  Select,
  SelectItem,
  Stack,
  Text,
  type DataTableColumn,
} from '@meridian/ui';
import type { SubmitResult } from '../../Auth/useAuthForm';
import { assignableRoles, canManageMembers, isRoleWithin, useRoleText, type WorkspaceRole } from '../../common/roles';
import { LinkContent, MemberEmail } from './Members.styles';

const messages = defineMessages({
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

const valueMessages = defineMessages<{
  changeRoleTitle: { email: string };
  changeRoleDescription: { email: string };
  removeTitle: { email: string };
  removeMessage: { email: string };
  rescindLabel: { email: string };
  rescindTitle: { email: string };
  rescindMessage: { email: string };
}>({
  changeRoleTitle: { id: 'screens.Workspace.Members.changeRoleTitle', defaultMessage: 'Change the role of {email}' },
  changeRoleDescription: {
    id: 'screens.Workspace.Members.changeRoleDescription',
    defaultMessage: 'The new role applies the next time {email} opens a page.',
  },
  removeTitle: { id: 'screens.Workspace.Members.removeTitle', defaultMessage: 'Remove {email}?' },
  removeMessage: {
    id: 'screens.Workspace.Members.removeMessage',
    defaultMessage: '{email} will lose access to this workspace at once. To come back, they need a new invite.',
  },
  rescindLabel: { id: 'screens.Workspace.Members.rescindLabel', defaultMessage: 'Rescind the invite to {email}' },
  rescindTitle: { id: 'screens.Workspace.Members.rescindTitle', defaultMessage: 'Rescind the invite to {email}?' },
  rescindMessage: {
    id: 'screens.Workspace.Members.rescindMessage',
    defaultMessage: 'The link in the invite email will stop working. You can invite {email} again later.',
  },
});

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

export interface MemberInvite {
  /** The invited address; rescinding takes it. */
  email: string;
  /** The role offered. */
  role: WorkspaceRole;
  /** When the invite was sent. */
  invitedAt?: Date;
}

/** Failures the screen can show: loading the lists, or one of the actions. */
export type MembersErrorKey = 'loadFailed' | 'roleChangeFailed' | 'removeFailed' | 'rescindFailed';

export interface MembersProps {
  members: WorkspaceMember[];
  /** Invites not answered yet; the section shows only when there are some. */
  invites: MemberInvite[];
  /** The signed-in user's role: roles can be given up to it, and only members up to it can be changed or removed. */
  callerRole: WorkspaceRole;
  /**
   * Whether the user may invite, rescind, remove and change roles. Default: what docs/product.md
   * gives `callerRole` (owners and admins).
   */
  canManage?: boolean;
  /** The invite form's address. */
  inviteHref: string;
  /** The lists are loading: the table shows placeholder rows. */
  isLoading?: boolean;
  /** `loadFailed` replaces the table with the error and a retry; the others show above it. */
  error?: MembersErrorKey;
  /** Offered with `loadFailed`. */
  onRetry?: () => void;
  /** Called when a new role is saved; a returned promise keeps the dialog busy until it settles. */
  onChangeRole: (memberId: string, role: WorkspaceRole) => SubmitResult;
  /** Called once the removal is confirmed; a returned promise keeps the dialog busy until it settles. */
  onRemove: (memberId: string) => SubmitResult;
  /** Called with the invited address once rescinding is confirmed. */
  onRescind: (email: string) => SubmitResult;
}

type OpenDialog =
  | { kind: 'role'; member: WorkspaceMember }
  | { kind: 'remove'; member: WorkspaceMember }
  | { kind: 'rescind'; invite: MemberInvite };

/**
 * The workspace's members (email, role, actions) and its pending invites. Owners and admins
 * change roles (up to their own), remove members and rescind invites, each after a dialog;
 * everyone else sees the lists only.
 */
export function Members({
  members,
  invites,
  callerRole,
  canManage = canManageMembers(callerRole),
  inviteHref,
  isLoading = false,
  error,
  onRetry,
  onChangeRole,
  onRemove,
  onRescind,
}: MembersProps) {
  const intl = useIntl();
  const roleText = useRoleText();
  // The dialog shown, kept while it closes so that its text does not change under the animation.
  const [dialog, setDialog] = useState<OpenDialog>();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [newRole, setNewRole] = useState<WorkspaceRole>('viewer');
  const [pending, setPending] = useState(false);

  const open = (next: OpenDialog) => {
    setDialog(next);
    if (next.kind === 'role') setNewRole(next.member.role);
    setDialogOpen(true);
  };
  const close = () => {
    if (!pending) setDialogOpen(false);
  };

  /** Runs the confirmed action; the dialog closes when it settles (at once without a promise). */
  const run = (result: SubmitResult) => {
    if (result && typeof result.then === 'function') {
      setPending(true);
      // A rejection ends the wait too: the caller reports failures through `error`.
      const done = () => {
        setPending(false);
        setDialogOpen(false);
      };
      result.then(done, done);
    } else {
      setDialogOpen(false);
    }
  };

  const canActOn = (member: WorkspaceMember) => canManage && !member.isYou && isRoleWithin(member.role, callerRole);

  const memberColumns: DataTableColumn<WorkspaceMember>[] = [
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

  const inviteColumns: DataTableColumn<MemberInvite>[] = [
    { id: 'email', header: intl.formatMessage(messages.email), accessor: 'email' },
    { id: 'role', header: intl.formatMessage(messages.role), accessor: (invite) => roleText.name(invite.role) },
    {
      id: 'invited',
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
                onPress={() => open({ kind: 'rescind', invite })}
              >
                {intl.formatMessage(messages.rescind)}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const actionError = error && error !== 'loadFailed' ? intl.formatMessage(messages[error]) : undefined;
  const showInvites = !isLoading && error !== 'loadFailed' && invites.length > 0;

  return (
    <Stack gap={6}>
      <Inline justify="between" align="start" gap={4}>
        <Stack gap={2}>
          <Heading level={1}>{intl.formatMessage(messages.heading)}</Heading>
          <Text tone="muted">{intl.formatMessage(canManage ? messages.description : messages.readOnly)}</Text>
        </Stack>
        {canManage ? (
          <Link href={inviteHref} variant="standalone">
            <LinkContent>
              <UserPlus aria-hidden />
              {intl.formatMessage(messages.invite)}
            </LinkContent>
          </Link>
        ) : null}
      </Inline>

      {actionError ? <Alert live tone="danger" description={actionError} /> : null}

      <DataTable
        aria-label={intl.formatMessage(messages.membersTable)}
        columns={memberColumns}
        data={members}
        getRowId={(member) => member.id}
        getRowLabel={(member) => member.email}
        isLoading={isLoading}
        error={error === 'loadFailed' ? intl.formatMessage(messages.loadFailed) : undefined}
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
                        onAction: () => open({ kind: 'role', member }),
                      },
                      {
                        id: 'remove',
                        label: intl.formatMessage(messages.remove),
                        icon: <UserMinus />,
                        tone: 'danger',
                        onAction: () => open({ kind: 'remove', member }),
                      },
                    ]
                  : []
            : undefined
        }
      />

      {showInvites ? (
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
            columns={inviteColumns}
            data={invites}
            getRowId={(invite) => invite.email}
          />
        </Stack>
      ) : null}

      {dialog?.kind === 'role' ? (
        <Dialog
          isOpen={isDialogOpen}
          onOpenChange={(isOpen) => (isOpen ? setDialogOpen(true) : close())}
          title={intl.formatMessage(valueMessages.changeRoleTitle, { email: dialog.member.email })}
          description={intl.formatMessage(valueMessages.changeRoleDescription, { email: dialog.member.email })}
          isDismissable={!pending}
          isKeyboardDismissDisabled={pending}
          footer={
            <>
              <Button variant="secondary" isDisabled={pending} onPress={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button
                isLoading={pending}
                isDisabled={newRole === dialog.member.role}
                onPress={() => run(onChangeRole(dialog.member.id, newRole))}
              >
                {intl.formatMessage(messages.save)}
              </Button>
            </>
          }
        >
          <Select
            name="role"
            label={intl.formatMessage(messages.role)}
            fullWidth
            value={newRole}
            onChange={(role) => {
              if (role != null) setNewRole(role as WorkspaceRole);
            }}
          >
            {assignableRoles(callerRole).map((role) => (
              <SelectItem key={role} id={role} textValue={roleText.name(role)} description={roleText.description(role)}>
                {roleText.name(role)}
              </SelectItem>
            ))}
          </Select>
        </Dialog>
      ) : null}

      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={isDialogOpen}
          onOpenChange={(isOpen) => (isOpen ? setDialogOpen(true) : close())}
          isPending={pending}
          title={intl.formatMessage(valueMessages.removeTitle, { email: dialog.member.email })}
          message={intl.formatMessage(valueMessages.removeMessage, { email: dialog.member.email })}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          onConfirm={() => run(onRemove(dialog.member.id))}
        />
      ) : null}

      {dialog?.kind === 'rescind' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={isDialogOpen}
          onOpenChange={(isOpen) => (isOpen ? setDialogOpen(true) : close())}
          isPending={pending}
          title={intl.formatMessage(valueMessages.rescindTitle, { email: dialog.invite.email })}
          message={intl.formatMessage(valueMessages.rescindMessage, { email: dialog.invite.email })}
          confirmLabel={intl.formatMessage(messages.rescindConfirm)}
          onConfirm={() => run(onRescind(dialog.invite.email))}
        />
      ) : null}
    </Stack>
  );
}
