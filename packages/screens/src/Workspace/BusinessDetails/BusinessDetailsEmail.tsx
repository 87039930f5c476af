import { useIntl } from 'react-intl';
import { Alert, Button, Stack, Text } from '@meridian/ui';
import { businessDetailsToastMessages, messages, valueMessages } from './BusinessDetails.messages';
import { RowHeader, RowTitle, VerificationRow } from './BusinessDetails.styles';
import { VerifiedBadge } from './BusinessDetailsDomain';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';

export interface CompanyEmailVerificationState {
  /** The saved company email, the one the link goes to. */
  address: string;
  isVerified: boolean;
  /** `sending` while the link is being sent; `sent` or `failed` afterwards. */
  linkStatus?: 'idle' | 'sending' | 'sent' | 'failed';
  /** When the last link was sent. */
  lastSentAt?: Date | number | string;
}

interface EmailVerificationProps {
  state: CompanyEmailVerificationState | undefined;
  canEdit: boolean;
  onSendLink: () => ActionResult;
}

/** The company email row of the verification card: send a verification link, see whether it went. */
export function EmailVerification({ state, canEdit, onSendLink }: EmailVerificationProps) {
  const intl = useIntl();
  const send = usePendingAction();
  const linkStatus = state?.linkStatus ?? 'idle';
  const isSending = linkStatus === 'sending' || send.isPending;
  const canSend = canEdit && state !== undefined && !state.isVerified;
  const sentBefore = state?.lastSentAt !== undefined || linkStatus === 'sent';

  return (
    <VerificationRow>
      <RowHeader>
        <Stack gap={1}>
          <RowTitle>
            {intl.formatMessage(messages.email)}
            {state ? <VerifiedBadge isVerified={state.isVerified} /> : null}
          </RowTitle>
          {state ? <Text>{state.address}</Text> : <Text tone="muted">{intl.formatMessage(messages.emailMissing)}</Text>}
          {canSend ? <Text tone="muted">{intl.formatMessage(messages.emailHelp)}</Text> : null}
        </Stack>
        {canSend ? (
          <Button variant="secondary" name="sendEmailLink" isLoading={isSending} onPress={() => send.run(onSendLink)}>
            {intl.formatMessage(sentBefore ? messages.resendLink : messages.verifyEmail)}
          </Button>
        ) : null}
      </RowHeader>
      {state && !state.isVerified && !isSending && linkStatus === 'sent' ? (
        <Alert
          tone="success"
          description={intl.formatMessage(valueMessages.emailLinkSentTo, { email: state.address })}
        />
      ) : null}
      {state && !isSending && linkStatus === 'failed' ? (
        <Alert tone="danger" live description={intl.formatMessage(businessDetailsToastMessages.emailLinkFailed)} />
      ) : null}
      {state && !state.isVerified && state.lastSentAt !== undefined ? (
        <Text tone="muted" size="sm">
          {intl.formatMessage(valueMessages.lastSent, {
            time: intl.formatDate(state.lastSentAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
      ) : null}
    </VerificationRow>
  );
}
