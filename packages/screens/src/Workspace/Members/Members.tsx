import { UserPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, ConfirmDialog, Link, Stack } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { canManageMembers, isRoleWithin, type WorkspaceRole } from '../../common/roles';
import type { ActionResult } from '../../common/usePendingAction';
import { useDialogState } from '../../common/useDialogState';
import { messages, valueMessages } from './Members.messages';
import { IconText } from '../../common/IconText.styles';
import { MembersInvites, type MemberInvite } from './MembersInvites';
import { MembersRoleDialog } from './MembersRoleDialog';
import { MembersTable, type WorkspaceMember } from './MembersTable';

export type { MemberInvite } from './MembersInvites';
export type { WorkspaceMember } from './MembersTable';

/** Failures the screen can show: loading the lists, or one of the actions. */
export type MembersErrorKey = 'loadFailed' | 'roleChangeFailed' | 'removeFailed' | 'rescindFailed';

export interface MembersProps {
  members: WorkspaceMember[];
  /** Invites not answered yet; the section shows only when there are some. */
  invites: MemberInvite[];
  /** The signed-in user's role: roles can be given up to it, and only members up to it can be changed or removed. */
  callerRole: WorkspaceRole;
  /**
   * Whether the user may invite, rescind, remove and change roles. Default: what the roles give
   * `callerRole` (owners and admins).
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
  onChangeRole: (memberId: string, role: WorkspaceRole) => ActionResult;
  /** Called once the removal is confirmed; a returned promise keeps the dialog busy until it settles. */
  onRemove: (memberId: string) => ActionResult;
  /** Called with the invited address once rescinding is confirmed. */
  onRescind: (email: string) => ActionResult;
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
  const { dialog, isOpen, openings, open, onOpenChange, run, isPending } = useDialogState<OpenDialog>();

  const canActOn = (member: WorkspaceMember) => canManage && !member.isYou && isRoleWithin(member.role, callerRole);
  const actionError = error && error !== 'loadFailed' ? intl.formatMessage(messages[error]) : undefined;
  const showInvites = !isLoading && error !== 'loadFailed' && invites.length > 0;

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(canManage ? messages.description : messages.readOnly)}
        actions={
          canManage ? (
            <Link href={inviteHref} variant="standalone">
              <IconText>
                <UserPlus aria-hidden />
                {intl.formatMessage(messages.invite)}
              </IconText>
            </Link>
          ) : null
        }
      />

      {actionError ? <Alert live tone="danger" description={actionError} /> : null}

      <MembersTable
        members={members}
        isLoading={isLoading}
        loadError={error === 'loadFailed' ? intl.formatMessage(messages.loadFailed) : undefined}
        onRetry={onRetry}
        canManage={canManage}
        canActOn={canActOn}
        onChangeRole={(member) => open({ kind: 'role', member })}
        onRemove={(member) => open({ kind: 'remove', member })}
      />

      {showInvites ? (
        <MembersInvites
          invites={invites}
          canManage={canManage}
          onRescind={(invite) => open({ kind: 'rescind', invite })}
        />
      ) : null}

      {dialog?.kind === 'role' ? (
        <MembersRoleDialog
          key={openings}
          member={dialog.member}
          callerRole={callerRole}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isPending={isPending}
          onSave={(role) => run(() => onChangeRole(dialog.member.id, role))}
        />
      ) : null}

      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isPending={isPending}
          title={intl.formatMessage(valueMessages.removeTitle, { email: dialog.member.email })}
          message={intl.formatMessage(valueMessages.removeMessage, { email: dialog.member.email })}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          onConfirm={() => run(() => onRemove(dialog.member.id))}
        />
      ) : null}

      {dialog?.kind === 'rescind' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isPending={isPending}
          title={intl.formatMessage(valueMessages.rescindTitle, { email: dialog.invite.email })}
          message={intl.formatMessage(valueMessages.rescindMessage, { email: dialog.invite.email })}
          confirmLabel={intl.formatMessage(messages.rescindConfirm)}
          onConfirm={() => run(() => onRescind(dialog.invite.email))}
        />
      ) : null}
    </Stack>
  );
}
