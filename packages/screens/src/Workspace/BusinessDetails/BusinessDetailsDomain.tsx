import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, CopyButton, Heading, Stack, StatusBadge, Text } from '@meridian/ui';
import { messages, valueMessages } from './BusinessDetails.messages';
import {
  InstructionsPanel,
  Record,
  RecordValue,
  RowHeader,
  RowTitle,
  Steps,
  VerificationRow,
} from './BusinessDetails.styles';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';

/** The outcome of a domain check: the record found with the right value, no record, a record with another value, or no answer. */
export type DomainCheckResult = 'verified' | 'notFound' | 'wrongValue' | 'error';

export interface DomainVerificationState {
  /** The domain being verified, where the TXT record goes (`acme.example`). */
  host: string;
  /** The workspace's token: the record's value is `meridian-verification=<token>`. */
  token: string;
  isVerified: boolean;
  /** `checking` while "Check now" runs. */
  checkStatus?: 'idle' | 'checking';
  /** The last check's outcome and when it happened. */
  lastCheck?: { result: DomainCheckResult; checkedAt: Date | number | string };
}

/** The TXT record's value for a token. */
export function txtRecordValue(token: string): string {
  return `meridian-verification=${token}`;
}

interface DomainVerificationProps {
  state: DomainVerificationState | undefined;
  canEdit: boolean;
  defaultOpen: boolean;
  onCheck: () => ActionResult;
}

/** The domain row of the verification card, with the DNS instructions it opens. */
export function DomainVerification({ state, canEdit, defaultOpen, onCheck }: DomainVerificationProps) {
  const intl = useIntl();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const check = usePendingAction();
  const isChecking = state?.checkStatus === 'checking' || check.isPending;
  const showToggle = canEdit && state !== undefined;

  return (
    <VerificationRow>
      <RowHeader>
        <Stack gap={1}>
          <RowTitle>
            {intl.formatMessage(messages.domain)}
            {state ? <VerifiedBadge isVerified={state.isVerified} /> : null}
          </RowTitle>
          {state ? (
            <Text mono>{state.host}</Text>
          ) : (
            <Text tone="muted">{intl.formatMessage(messages.domainMissing)}</Text>
          )}
        </Stack>
        {showToggle ? (
          <Button
            variant="secondary"
            name="verifyDomain"
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            onPress={() => setIsOpen((open) => !open)}
          >
            {intl.formatMessage(state.isVerified ? messages.viewDnsRecord : messages.verifyDomain)}
          </Button>
        ) : null}
      </RowHeader>
      {showToggle && isOpen ? (
        <InstructionsPanel id={panelId}>
          <Heading level={4} size="sm">
            {intl.formatMessage(messages.instructionsTitle)}
          </Heading>
          <Steps>
            <li>{intl.formatMessage(messages.stepSignIn)}</li>
            <li>{intl.formatMessage(messages.stepAddRecord)}</li>
            <li>{intl.formatMessage(messages.stepCheck)}</li>
          </Steps>
          <Record>
            <dt>{intl.formatMessage(messages.recordType)}</dt>
            <dd>
              <RecordValue>
                <code>TXT</code>
              </RecordValue>
            </dd>
            <dt>{intl.formatMessage(messages.recordHost)}</dt>
            <dd>
              <RecordValue>
                <code>{state.host}</code>
                <CopyButton value={state.host} label={intl.formatMessage(messages.copyHost)} />
              </RecordValue>
            </dd>
            <dt>{intl.formatMessage(messages.recordValue)}</dt>
            <dd>
              <RecordValue>
                <code>{txtRecordValue(state.token)}</code>
                <CopyButton value={txtRecordValue(state.token)} label={intl.formatMessage(messages.copyValue)} />
              </RecordValue>
            </dd>
          </Record>
          <Alert tone="info" description={intl.formatMessage(messages.propagation)} />
          <div>
            <Button name="checkDomain" isLoading={isChecking} onPress={() => check.run(onCheck)}>
              {intl.formatMessage(messages.checkNow)}
            </Button>
          </div>
          {state.lastCheck && !isChecking ? <CheckResult host={state.host} {...state.lastCheck} /> : null}
        </InstructionsPanel>
      ) : null}
    </VerificationRow>
  );
}

function CheckResult({
  host,
  result,
  checkedAt,
}: { host: string } & NonNullable<DomainVerificationState['lastCheck']>) {
  const intl = useIntl();
  const when = intl.formatMessage(valueMessages.lastChecked, {
    time: intl.formatDate(checkedAt, { dateStyle: 'medium', timeStyle: 'short' }),
  });
  const description = {
    verified: () => intl.formatMessage(valueMessages.resultVerified, { host }),
    notFound: () => intl.formatMessage(valueMessages.resultNotFound, { host }),
    wrongValue: () => intl.formatMessage(valueMessages.resultWrongValue, { host }),
    error: () => intl.formatMessage(messages.resultError),
  }[result]();
  return (
    <Alert
      tone={result === 'verified' ? 'success' : 'danger'}
      live
      description={
        <>
          {description} {when}
        </>
      }
    />
  );
}

/** "Verified" or "Not verified", in words as well as colour. */
export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={isVerified ? 'success' : 'neutral'} size="sm">
      {intl.formatMessage(isVerified ? messages.verified : messages.notVerified)}
    </StatusBadge>
  );
}
