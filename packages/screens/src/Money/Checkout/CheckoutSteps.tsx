import { createElement, lazy, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Inline, Stack } from '@meridian/ui';
import { usePendingAction } from '../../common/usePendingAction';
import { useMoneyText } from '../common/money.messages';
import { formatTokenAmount, subtractUnits } from '../common/tokenAmount';
import { messages, valueMessages } from './Checkout.messages';
import type { CheckoutProps } from './Checkout';
import type * as DonationModule from './CheckoutDonation';
import type * as OnrampModule from './CheckoutOnramp';
import type * as OutcomeModule from './CheckoutOutcome';
import type * as PayModule from './CheckoutPay';
import { CheckoutStart } from './CheckoutStart';
import type * as WalletModule from './CheckoutWallet';

// The first step (the token and details) comes with the page; every later step loads on its
// own, the QR code's library with the pay step, so that a payer's first view carries only what
// it shows (Checkout wraps the steps in Suspense). A step whose code is already there renders
// at once, without suspending.
const modules: {
  donation?: typeof DonationModule;
  pay?: typeof PayModule;
  outcome?: typeof OutcomeModule;
  wallet?: typeof WalletModule;
  onramp?: typeof OnrampModule;
} = {};
const donation = async () => (modules.donation ??= await import('./CheckoutDonation'));
const pay = async () => (modules.pay ??= await import('./CheckoutPay'));
const outcome = async () => (modules.outcome ??= await import('./CheckoutOutcome'));
const wallet = async () => (modules.wallet ??= await import('./CheckoutWallet'));
const onramp = async () => (modules.onramp ??= await import('./CheckoutOnramp'));

/** Loads every later step's code (tests, stories, or a page that wants them before they show). */
export const loadCheckoutSteps = () => Promise.all([donation(), pay(), outcome(), wallet(), onramp()]);

/**
 * Loads the code of the steps an open session shows (the pay step, then the outcome): a page that
 * follows a session starts it together with the session's own load, so that the step renders
 * with the session rather than after it.
 */
export const loadSessionSteps = () => Promise.all([pay(), outcome()]);

/** A step that renders from its loaded code, or suspends while it loads. */
function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ready: () => ComponentType<P> | undefined,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const Ready = ready();
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  };
}

const CheckoutDonation = deferred(
  async () => (await donation()).CheckoutDonation,
  () => modules.donation?.CheckoutDonation,
);
const CheckoutPay = deferred(
  async () => (await pay()).CheckoutPay,
  () => modules.pay?.CheckoutPay,
);
const PriceCountdown = deferred(
  async () => (await pay()).PriceCountdown,
  () => modules.pay?.PriceCountdown,
);
const CheckoutConfirming = deferred(
  async () => (await outcome()).CheckoutConfirming,
  () => modules.outcome?.CheckoutConfirming,
);
const CheckoutReceived = deferred(
  async () => (await outcome()).CheckoutReceived,
  () => modules.outcome?.CheckoutReceived,
);
const CheckoutConnect = deferred(
  async () => (await wallet()).CheckoutConnect,
  () => modules.wallet?.CheckoutConnect,
);
const CheckoutSending = deferred(
  async () => (await wallet()).CheckoutSending,
  () => modules.wallet?.CheckoutSending,
);
const CheckoutSwitch = deferred(
  async () => (await wallet()).CheckoutSwitch,
  () => modules.wallet?.CheckoutSwitch,
);
const CheckoutOnramp = deferred(
  async () => (await onramp()).CheckoutOnramp,
  () => modules.onramp?.CheckoutOnramp,
);
const WalletErrorAlert = deferred(
  async () => (await wallet()).WalletErrorAlert,
  () => modules.wallet?.WalletErrorAlert,
);

/** What the page shows under the order for each state of the checkout. */
export function CheckoutSteps(props: CheckoutProps) {
  const { merchantName, link, network, checkout, copy } = props;
  const intl = useIntl();
  const money = useMoneyText();
  const restart = usePendingAction();
  const restartButton = (label: string) => (
    <Button onPress={() => restart.run(props.onRestart)} isLoading={restart.isPending}>
      {label}
    </Button>
  );
  const countdown = (expiresAt: Date) => <PriceCountdown expiresAt={expiresAt} onExpire={props.onExpire} />;

  switch (checkout.state) {
    case 'donationAmount':
      return (
        <CheckoutDonation
          currency={link.currency}
          minimumCents={link.minimumCents}
          suggestedCents={link.suggestedCents}
          onAmount={props.onDonationAmount}
        />
      );
    case 'chooseToken':
      return (
        <CheckoutStart
          tokens={checkout.tokens}
          collect={link.collect}
          defaultValues={props.startValues}
          onDraftChange={props.onStartDraft}
          onStart={props.onStart}
          isBusy={false}
        />
      );
    case 'awaitingPayment':
      return (
        <>
          <Card>
            <Stack gap={5}>
              {checkout.walletError ? <WalletErrorAlert error={checkout.walletError} /> : null}
              {countdown(checkout.quote.expiresAt)}
              <CheckoutPay quote={checkout.quote} network={network} copy={copy} />
              <Inline gap={3}>
                <Button variant="secondary" onPress={props.onPayWithWallet}>
                  {intl.formatMessage(messages.payWithWallet)}
                </Button>
                {props.onChangeToken ? (
                  <Button variant="ghost" onPress={props.onChangeToken}>
                    {intl.formatMessage(messages.changeToken)}
                  </Button>
                ) : null}
              </Inline>
            </Stack>
          </Card>
          {props.onramp ? <CheckoutOnramp {...props.onramp} /> : null}
        </>
      );
    case 'connectWallet':
      return (
        <Card>
          <CheckoutConnect
            connectors={checkout.connectors}
            connecting={checkout.connecting}
            onConnect={props.onConnect}
            onPayByQr={props.onPayByQr}
          />
        </Card>
      );
    case 'wrongNetwork':
    case 'switchRejected':
      return (
        <Card>
          <CheckoutSwitch
            network={network}
            walletNetwork={checkout.state === 'wrongNetwork' ? checkout.walletNetwork : undefined}
            rejected={checkout.state === 'switchRejected'}
            onSwitchNetwork={props.onSwitchNetwork}
            onPayByQr={props.onPayByQr}
          />
        </Card>
      );
    case 'sending':
      return (
        <Card>
          <CheckoutSending />
        </Card>
      );
    case 'confirming':
      return (
        <Card>
          <CheckoutConfirming network={network} txHash={checkout.txHash} confirmations={checkout.confirmations} />
        </Card>
      );
    case 'paid':
    case 'paidLate':
      return (
        <Card>
          <CheckoutReceived
            merchantName={merchantName}
            network={network}
            quote={checkout.quote}
            txHash={checkout.txHash}
            paymentId={checkout.paymentId}
            late={checkout.state === 'paidLate'}
          />
        </Card>
      );
    case 'expired':
      return (
        <Alert
          tone="warning"
          description={intl.formatMessage(valueMessages.expiredHelp, { merchant: merchantName })}
          action={restartButton(intl.formatMessage(messages.startAgain))}
        />
      );
    case 'underpaid': {
      const remaining = {
        ...checkout.quote.amount,
        units: subtractUnits(checkout.quote.amount.units, checkout.received.units),
      };
      return (
        <Card>
          <Stack gap={5}>
            <Alert
              tone="warning"
              description={intl.formatMessage(valueMessages.underpaidHelp, {
                received: formatTokenAmount(checkout.received, intl.locale),
                expected: formatTokenAmount(checkout.quote.amount, intl.locale),
                remaining: formatTokenAmount(remaining, intl.locale),
              })}
            />
            <CheckoutPay quote={checkout.quote} network={network} amount={remaining} copy={copy} />
          </Stack>
        </Card>
      );
    }
    case 'rateUnavailable':
      return (
        <Alert
          tone="warning"
          description={intl.formatMessage(messages.rateHelp)}
          action={restartButton(intl.formatMessage(messages.tryAgain))}
        />
      );
    case 'linkUnavailable':
      return (
        <Alert
          tone="info"
          description={intl.formatMessage(
            checkout.reason === 'disabled' ? valueMessages.disabledHelp : valueMessages.archivedHelp,
            { merchant: merchantName },
          )}
        />
      );
    case 'checkoutExpired':
      return (
        <Alert
          tone="info"
          description={intl.formatMessage(valueMessages.checkoutExpiredHelp, { merchant: merchantName })}
        />
      );
    case 'aboveLimit':
      return (
        <Alert
          tone="warning"
          description={intl.formatMessage(
            checkout.period === 'payment' ? valueMessages.paymentLimit : valueMessages.monthLimit,
            { merchant: merchantName, limit: money.usd(checkout.limitCents) },
          )}
        />
      );
  }
}
