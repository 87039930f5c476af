import { MailOpen } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, Inline, Stack } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { PendingInvitesList, type InviteActionState, type PendingInvite } from '../PendingInvites';
import { noInvitesWithEmail, onboardingMessages as messages } from './Onboarding.messages';

interface OnboardingJoinProps {
  invites: PendingInvite[];
  email?: string;
  onAccept: (inviteId: string) => ActionResult;
  onRefuse?: (inviteId: string) => ActionResult;
  busy?: InviteActionState;
  error?: InviteActionState;
  onBack: () => void;
  onCreateInstead: () => void;
}

/** The join flow: the user's invites, or how to get one. */
export function OnboardingJoin({
  invites,
  email,
  onAccept,
  onRefuse,
  busy,
  error,
  onBack,
  onCreateInstead,
}: OnboardingJoinProps) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      {invites.length > 0 ? (
        <PendingInvitesList
          invites={invites}
          onAccept={onAccept}
          onRefuse={onRefuse}
          busy={busy}
          error={error}
          headingLevel={2}
        />
      ) : (
        <EmptyState
          size="sm"
          icon={<MailOpen />}
          title={intl.formatMessage(messages.noInvites)}
          description={
            email ? intl.formatMessage(noInvitesWithEmail.help, { email }) : intl.formatMessage(messages.noInvitesHelp)
          }
        />
      )}
      <Inline justify="between" gap={3}>
        <Button variant="secondary" size="lg" onPress={onBack}>
          {intl.formatMessage(messages.back)}
        </Button>
        <Button variant="ghost" onPress={onCreateInstead}>
          {intl.formatMessage(messages.createInstead)}
        </Button>
      </Inline>
    </Stack>
  );
}
