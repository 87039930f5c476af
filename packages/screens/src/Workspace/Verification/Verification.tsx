import { useIntl } from 'react-intl';
import {
  VERIFICATION_HANDOFF_MINUTES,
  type EligibleCountry,
  type Verification as VerificationRequest,
  type VerificationHandoff,
  type VerificationOverview,
} from '@meridian/contract';
import { Alert, Button, ButtonLink, Card, Inline, QRCode, Skeleton, SkeletonGroup, Stack, Text } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { errorMessages, messages, valueMessages, type VerificationErrorKey } from './Verification.messages';
import type { VerificationFieldErrors, VerificationFormValues, VerificationStartValues } from './Verification.rules';
import { PhoneLink, PhonePanel, Reasons } from './Verification.styles';
import { VerificationForm } from './VerificationForm';
import { VerificationTiers } from './VerificationTiers';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';

export interface VerificationProps {
  /** The workspace's tier and requests; undefined while loading. */
  state?: VerificationOverview;
  /** The state could not be loaded. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Owners and admins start verifications; everyone else reads. */
  canManage: boolean;
  /** Where a business can be verified for Silver, and for Gold. */
  kybCountries: readonly EligibleCountry[];
  enhancedCountries: readonly EligibleCountry[];
  /** What the workspace's business details already say (legal name, registration number, country). */
  defaultValues?: Partial<VerificationFormValues>;
  businessDetailsHref: string;
  onStart: (values: VerificationStartValues) => ActionResult;
  startError?: VerificationErrorKey;
  fieldErrors?: VerificationFieldErrors;
  /** Makes a single-use address for a phone for the open request (also mailed). */
  onContinueOnPhone: (verificationId: string) => ActionResult;
  /** The address made for the phone, shown as a QR code and a link. */
  handoff?: VerificationHandoff | null;
  handoffError?: boolean;
}

/** The open request a person can still complete, of the level the workspace works towards. */
function openRequest(request: VerificationRequest | null) {
  return request?.state === 'in_progress' ? request : null;
}

/** /settings/verification: the tiers, their limits, what each needs and where the workspace stands. */
export function Verification(props: VerificationProps) {
  const { state, loadFailed, onRetry, canManage, businessDetailsHref } = props;
  const intl = useIntl();
  const header = (
    <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
  );
  if (!state) {
    return (
      <Stack gap={6}>
        {header}
        {loadFailed ? (
          <LoadFailedAlert title={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
        ) : (
          <SkeletonGroup label={intl.formatMessage(messages.loading)}>
            <Stack gap={3}>
              <Skeleton variant="block" height="8rem" />
              <Skeleton lines={3} />
            </Stack>
          </SkeletonGroup>
        )}
      </Stack>
    );
  }
  const level = state.tier === 'gold' ? null : state.tier === 'silver' ? 'gold' : 'silver';
  return (
    <Stack gap={6}>
      {header}
      <VerificationTiers state={state} businessDetailsHref={businessDetailsHref} />
      {level === null ? (
        <Text tone="muted">{intl.formatMessage(messages.highest)}</Text>
      ) : (
        <Card
          title={intl.formatMessage(level === 'gold' ? messages.goldTitle : messages.silverTitle)}
          headingLevel={2}
          description={level === 'gold' ? intl.formatMessage(messages.goldIntro) : undefined}
        >
          {canManage ? (
            <LevelPanel {...props} level={level} request={level === 'gold' ? state.gold : state.silver} />
          ) : (
            <Text tone="muted">{intl.formatMessage(messages.readOnly)}</Text>
          )}
        </Card>
      )}
    </Stack>
  );
}

function LevelPanel({
  level,
  request,
  kybCountries,
  enhancedCountries,
  defaultValues,
  onStart,
  startError,
  fieldErrors,
  onContinueOnPhone,
  handoff,
  handoffError,
}: VerificationProps & { level: 'silver' | 'gold'; request: VerificationRequest | null }) {
  const intl = useIntl();
  const phone = usePendingAction();
  const open = openRequest(request);
  if (open) {
    return (
      <Stack gap={4}>
        <Alert
          tone="info"
          title={intl.formatMessage(messages.inProgressTitle)}
          description={intl.formatMessage(messages.inProgressText)}
        />
        <Inline gap={3}>
          {open.continueUrl ? (
            <ButtonLink href={open.continueUrl} target="_blank" rel="noopener" variant="secondary">
              {intl.formatMessage(messages.continueHere)}
            </ButtonLink>
          ) : null}
          <Button
            variant={handoff ? 'secondary' : 'primary'}
            isLoading={phone.isPending}
            onPress={() => phone.run(() => onContinueOnPhone(open.id))}
          >
            {intl.formatMessage(messages.continueOnPhone)}
          </Button>
        </Inline>
        {handoffError ? <Alert live tone="danger" title={intl.formatMessage(errorMessages.handoffFailed)} /> : null}
        {handoff ? (
          <section aria-label={intl.formatMessage(messages.phoneTitle)}>
            <PhonePanel>
              <QRCode value={handoff.url} label={intl.formatMessage(messages.phoneQr)} size={184} />
              <Stack gap={3}>
                <Text>{intl.formatMessage(valueMessages.phoneText, { minutes: VERIFICATION_HANDOFF_MINUTES })}</Text>
                <Text size="sm" tone="muted">
                  {intl.formatMessage(messages.phoneLink)}
                </Text>
                <PhoneLink href={handoff.url}>{handoff.url}</PhoneLink>
                <Text size="sm" tone="muted">
                  {intl.formatMessage(valueMessages.mailed, { email: handoff.mailedTo })}
                </Text>
              </Stack>
            </PhonePanel>
          </section>
        ) : null}
      </Stack>
    );
  }
  if (request?.state === 'under_review') {
    return level === 'gold' ? (
      <Alert
        tone="warning"
        title={intl.formatMessage(messages.pendingTitle)}
        description={intl.formatMessage(messages.pendingText)}
      />
    ) : (
      <Alert
        tone="info"
        title={intl.formatMessage(messages.inReviewTitle)}
        description={intl.formatMessage(messages.inReviewText)}
      />
    );
  }
  const rejected = request?.status === 'rejected' ? request : null;
  return (
    <Stack gap={5}>
      {rejected ? (
        <Alert
          tone="danger"
          title={intl.formatMessage(messages.rejectedTitle)}
          description={
            <Stack gap={2}>
              {rejected.reasons.length > 0 ? (
                <>
                  <Text size="sm">{intl.formatMessage(messages.reasons)}</Text>
                  <Reasons>
                    {rejected.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </Reasons>
                </>
              ) : null}
              <Text size="sm">
                {intl.formatMessage(rejected.retryable ? messages.rejectedRetry : messages.rejectedFinal)}
              </Text>
            </Stack>
          }
        />
      ) : null}
      {rejected && !rejected.retryable ? null : (
        <VerificationForm
          level={level}
          countries={level === 'gold' ? enhancedCountries : kybCountries}
          defaultValues={defaultValues}
          onStart={onStart}
          error={startError}
          fieldErrors={fieldErrors}
        />
      )}
    </Stack>
  );
}
