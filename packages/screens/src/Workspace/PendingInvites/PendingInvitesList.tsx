import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, ConfirmDialog, Inline, Stack, Text, messagesIn } from '@meridian/ui';
import { useRoleText, type WorkspaceRole } from '../../common/roles';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';

const messages = messagesIn('screens.Workspace.PendingInvites', {
  accept: 'Accept',
  refuse: 'Refuse',
  refuseConfirm: 'Refuse invite',
  acceptFailed: 'We could not accept this invite. Please try again.',
  refuseFailed: 'We could not refuse this invite. Please try again.',
});

const valueMessages = messagesIn<{
  invitedBy: { name: string };
  joinAs: { role: string };
  acceptLabel: { workspace: string };
  refuseLabel: { workspace: string };
  refuseTitle: { workspace: string };
  refuseMessage: { workspace: string };
}>('screens.Workspace.PendingInvites', {
  invitedBy: 'Invited by {name}',
  joinAs: 'You would join as {role}',
  acceptLabel: 'Accept the invite to {workspace}',
  refuseLabel: 'Refuse the invite to {workspace}',
  refuseTitle: 'Refuse the invite to {workspace}?',
  refuseMessage: 'You will not join {workspace}. To join later, someone there must invite you again.',
});

/** An invitation to join a workspace, as its invitee sees it. */
export interface PendingInvite {
  id: string;
  workspaceName: string;
  /** Who sent it: a name, or an email address. */
  invitedBy: string;
  /** The role the invitee would have. */
  role: WorkspaceRole;
}

export type InviteAction = 'accept' | 'refuse';

/** An action on one invite: the one in flight (`busy`), or the one that failed (`error`). */
export interface InviteActionState {
  inviteId: string;
  action: InviteAction;
}

export interface PendingInvitesListProps {
  invites: PendingInvite[];
  /** Called with the invite's id; a returned promise keeps the invite busy until it settles. */
  onAccept: (inviteId: string) => ActionResult;
  /** Called, after a confirmation, with the invite's id. Without it, invites can only be accepted. */
  onRefuse?: (inviteId: string) => ActionResult;
  busy?: InviteActionState;
  error?: InviteActionState;
  /** The level of each invite's heading. */
  headingLevel?: 2 | 3;
}

/** Invites as cards, each with Accept and (after a confirmation) Refuse. */
export function PendingInvitesList({
  invites,
  onAccept,
  onRefuse,
  busy,
  error,
  headingLevel = 2,
}: PendingInvitesListProps) {
  const intl = useIntl();
  const roleText = useRoleText();
  const action = usePendingAction<InviteActionState>();
  const [refusing, setRefusing] = useState<PendingInvite>();
  const [isRefuseOpen, setRefuseOpen] = useState(false);
  const inFlight = busy ?? action.pending;

  const run = (kind: InviteAction, inviteId: string, then?: () => void) =>
    action.run(() => (kind === 'accept' ? onAccept(inviteId) : onRefuse?.(inviteId)), {
      key: { inviteId, action: kind },
      onSettled: then,
    });

  return (
    <>
      <Stack as="ul" gap={4}>
        {invites.map((invite) => {
          const isBusy = inFlight?.inviteId === invite.id;
          const failed = error?.inviteId === invite.id && !isBusy ? error.action : undefined;
          const workspace = invite.workspaceName;
          return (
            <li key={invite.id}>
              <Card
                as="article"
                title={workspace}
                headingLevel={headingLevel}
                description={intl.formatMessage(valueMessages.invitedBy, { name: invite.invitedBy })}
                footer={
                  <Inline justify="end" gap={2}>
                    {onRefuse ? (
                      <Button
                        variant="secondary"
                        aria-label={intl.formatMessage(valueMessages.refuseLabel, { workspace })}
                        isDisabled={isBusy && inFlight?.action === 'accept'}
                        isLoading={isBusy && inFlight?.action === 'refuse'}
                        onPress={() => {
                          setRefusing(invite);
                          setRefuseOpen(true);
                        }}
                      >
                        {intl.formatMessage(messages.refuse)}
                      </Button>
                    ) : null}
                    <Button
                      aria-label={intl.formatMessage(valueMessages.acceptLabel, { workspace })}
                      isDisabled={isBusy && inFlight?.action === 'refuse'}
                      isLoading={isBusy && inFlight?.action === 'accept'}
                      onPress={() => run('accept', invite.id)}
                    >
                      {intl.formatMessage(messages.accept)}
                    </Button>
                  </Inline>
                }
              >
                <Stack gap={2}>
                  <Text weight="semibold">
                    {intl.formatMessage(valueMessages.joinAs, { role: roleText.name(invite.role) })}
                  </Text>
                  <Text tone="muted" size="sm">
                    {roleText.description(invite.role)}
                  </Text>
                  {failed ? (
                    <Alert
                      live
                      tone="danger"
                      description={intl.formatMessage(
                        failed === 'accept' ? messages.acceptFailed : messages.refuseFailed,
                      )}
                    />
                  ) : null}
                </Stack>
              </Card>
            </li>
          );
        })}
      </Stack>
      {onRefuse ? (
        <ConfirmDialog
          isOpen={isRefuseOpen}
          onOpenChange={setRefuseOpen}
          tone="danger"
          title={intl.formatMessage(valueMessages.refuseTitle, { workspace: refusing?.workspaceName ?? '' })}
          message={intl.formatMessage(valueMessages.refuseMessage, { workspace: refusing?.workspaceName ?? '' })}
          confirmLabel={intl.formatMessage(messages.refuseConfirm)}
          isPending={isRefuseOpen && inFlight?.inviteId === refusing?.id && inFlight?.action === 'refuse'}
          onConfirm={() => {
            if (refusing) run('refuse', refusing.id, () => setRefuseOpen(false));
          }}
        />
      ) : null}
    </>
  );
}
