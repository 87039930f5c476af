import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Card, Heading, Spinner, type CopyFunction } from '@meridian/ui';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './Checkout.messages';
import type { CheckoutStartValues } from './Checkout.rules';
import type { CheckoutLink, CheckoutNetwork, CheckoutState, CheckoutStateName } from './Checkout.types';
import { CheckoutLayout } from './CheckoutLayout';
import { StepLoading } from './Checkout.styles';
import { CheckoutOrder } from './CheckoutOrder';
import type { CheckoutOnrampProps } from './CheckoutOnramp';
import type { CheckoutStartSubmission } from './CheckoutStart';
import { CheckoutSteps } from './CheckoutSteps';

export interface CheckoutProps {
  /** Who is paid: the workspace's name. */
  merchantName: string;
  link: CheckoutLink;
  /** The chain the link's environment pays on. */
  network: CheckoutNetwork;
  /** Where the checkout stands. */
  checkout: CheckoutState;
  languagePicker?: LanguagePickerProps;
  /** Donations: the amount the payer chose, in minor units of the link's currency (whole yen for JPY). */
  onDonationAmount: (cents: number) => ActionResult;
  /** The token chosen and the details given: opens the session (its quote). */
  onStart: (choice: CheckoutStartSubmission) => ActionResult;
  /** What was typed before, kept when the page comes back to the first step. */
  startValues?: Partial<CheckoutStartValues>;
  /** What is typed on the first step, as it changes: kept by the page for a reload or Back. */
  onStartDraft?: (values: Partial<CheckoutStartValues>) => void;
  /** Back to the first step, to choose another token or change the details (none: the pay step offers no way back). */
  onChangeToken?: () => void;
  onPayWithWallet: () => void;
  onConnect: (connectorId: string) => void;
  onSwitchNetwork: () => void;
  onPayByQr: () => void;
  /** A new quote after expiry, or another try at the rate. */
  onRestart: () => ActionResult;
  /** The countdown reached zero. */
  onExpire?: () => void;
  /** Card or bank transfer, where the merchant offers it: shown beside the wallet path while the payment waits. */
  onramp?: CheckoutOnrampProps;
  /** How values are copied. @default the system clipboard */
  copy?: CopyFunction;
}

const headings = {
  donationAmount: messages.donationHeading,
  chooseToken: messages.chooseHeading,
  awaitingPayment: messages.awaitingHeading,
  connectWallet: messages.connectHeading,
  wrongNetwork: messages.wrongNetworkHeading,
  switchRejected: messages.switchRejectedHeading,
  sending: messages.sendingHeading,
  confirming: messages.confirmingHeading,
  paid: messages.paidHeading,
  expired: messages.expiredHeading,
  paidLate: messages.paidLateHeading,
  underpaid: messages.underpaidHeading,
  rateUnavailable: messages.rateHeading,
  linkUnavailable: messages.unavailableHeading,
  checkoutExpired: messages.checkoutExpiredHeading,
  aboveLimit: messages.aboveLimitHeading,
} satisfies Record<CheckoutStateName, unknown>;

/**
 * The public payment page of a link: the payer chooses an amount (donations) and a token, gives
 * the details the link asks for, then pays by QR code or with a browser wallet, and follows the
 * payment until it is final. The page states why it cannot take a payment when it cannot.
 */
export function Checkout(props: CheckoutProps) {
  const { merchantName, link, checkout, languagePicker } = props;
  const intl = useIntl();
  const quote = 'quote' in checkout ? checkout.quote : undefined;
  const blocked = ['rateUnavailable', 'linkUnavailable', 'checkoutExpired', 'aboveLimit'].includes(checkout.state);
  return (
    <CheckoutLayout merchantName={merchantName} isTest={link.environment === 'test'} languagePicker={languagePicker}>
      <Heading level={1} size="lg">
        {intl.formatMessage(headings[checkout.state])}
      </Heading>
      {blocked ? null : <CheckoutOrder link={link} quote={quote} />}
      <Suspense fallback={<CheckoutStepLoading />}>
        <CheckoutSteps {...props} />
      </Suspense>
    </CheckoutLayout>
  );
}

/** While a step's code loads: its card, holding a spinner that says the payment is loading. */
export function CheckoutStepLoading() {
  const intl = useIntl();
  return (
    <Card>
      <StepLoading>
        <Spinner label={intl.formatMessage(messages.stepLoading)} />
      </StepLoading>
    </Card>
  );
}
