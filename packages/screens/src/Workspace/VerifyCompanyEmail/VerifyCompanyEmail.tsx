import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Link, Spinner, Text, messagesIn } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { Actions, Content, Emblem, Page, Title } from './VerifyCompanyEmail.styles';

const messages = messagesIn('screens.Workspace.VerifyCompanyEmail', {
  verifyingTitle: 'Verifying your company email',
  verifyingText: 'This only takes a moment.',
  verifiedTitle: 'Company email verified',
  verifiedText: 'Your company email is verified. Messages about your workspace will reach you there.',
  invalidTitle: 'This link can no longer be used',
  invalidText:
    'Verification links expire, and each one works only once. Ask for a new link, then open the latest email we send.',
  requestNewLink: 'Send a new link',
  newLinkSent: 'A new verification link is on its way. Check your company inbox.',
  newLinkFailed: 'Failed to send the verification link. Try again in a moment.',
  toBusinessDetails: 'Go to business details',
});

export interface VerifyCompanyEmailProps {
  /** `verifying` while the link's token is checked; then `verified`, or `invalid` for an expired or already used link. */
  status: 'verifying' | 'verified' | 'invalid';
  links: {
    /** The business details page. */
    businessDetails: string;
  };
  /** Sends a new link to the company email. Without it (a role that may not verify), only the way back is offered. */
  onRequestNewLink?: () => ActionResult;
  /** `sending` while a new link is requested; `sent` or `failed` afterwards. */
  newLinkStatus?: 'idle' | 'sending' | 'sent' | 'failed';
}

/** Where the company email verification link lands: it verifies, then says how it went. */
export function VerifyCompanyEmail({
  status,
  links,
  onRequestNewLink,
  newLinkStatus = 'idle',
}: VerifyCompanyEmailProps) {
  const intl = useIntl();
  const request = usePendingAction();
  const isSending = newLinkStatus === 'sending' || request.isPending;

  // The outcome replaces the spinner: take focus to its heading so that it is read out.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const initialStatus = useRef(status);
  useEffect(() => {
    if (status !== initialStatus.current) titleRef.current?.focus();
  }, [status]);

  const { title, text } = {
    verifying: { title: messages.verifyingTitle, text: messages.verifyingText },
    verified: { title: messages.verifiedTitle, text: messages.verifiedText },
    invalid: { title: messages.invalidTitle, text: messages.invalidText },
  }[status];

  return (
    <Page>
      <Card as="div">
        <Content aria-busy={status === 'verifying' || undefined}>
          {status === 'verifying' ? (
            <Emblem tone="pending">
              <Spinner size="lg" label={null} />
            </Emblem>
          ) : (
            <Emblem tone={status === 'verified' ? 'success' : 'danger'} aria-hidden>
              {status === 'verified' ? <MailCheck /> : <MailX />}
            </Emblem>
          )}
          <Title ref={titleRef} tabIndex={-1}>
            {intl.formatMessage(title)}
          </Title>
          <Text tone="muted">{intl.formatMessage(text)}</Text>
          {status === 'invalid' && !isSending && newLinkStatus === 'sent' ? (
            <Alert tone="success" description={intl.formatMessage(messages.newLinkSent)} />
          ) : null}
          {status === 'invalid' && !isSending && newLinkStatus === 'failed' ? (
            <Alert tone="danger" live description={intl.formatMessage(messages.newLinkFailed)} />
          ) : null}
          {status === 'verifying' ? null : (
            <Actions>
              {status === 'invalid' && onRequestNewLink ? (
                <Button name="requestNewLink" isLoading={isSending} onPress={() => request.run(onRequestNewLink)}>
                  {intl.formatMessage(messages.requestNewLink)}
                </Button>
              ) : null}
              <Link href={links.businessDetails} variant="standalone">
                {intl.formatMessage(messages.toBusinessDetails)}
              </Link>
            </Actions>
          )}
        </Content>
      </Card>
    </Page>
  );
}
