import { MailOpen } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, Inline, Stack } from '@meridian/ui';
import { PendingInvitesList, type PendingInvitesListProps } from '../PendingInvites';
import { noInvitesWithEmail, onboardingMessages as messages } from './Onboarding.messages';

/** The invites' list as `PendingInvitesList` takes it, and the flow's own props. */
interface OnboardingJoinProps extends Omit<PendingInvitesListProps, 'headingLevel'> {
  email?: string;
  onBack: () => void;
  onCreateInstead: () => void;
}

/** The join flow: the user's invites, or how to get one. */
export function OnboardingJoin({ email, onBack, onCreateInstead, ...list }: OnboardingJoinProps) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      {list.invites.length > 0 ? (
        <PendingInvitesList {...list} headingLevel={2} />
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
