import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Stack } from '@meridian/ui';
import { usePendingAction } from '../../common/usePendingAction';
import { useMoneyText } from '../common/money.messages';
import { formatTokenAmount, subtractUnits } from '../common/tokenAmount';
import { messages, valueMessages } from './Checkout.messages';
import type { CheckoutProps } from './Checkout';
import { CheckoutStart } from './CheckoutStart';

// The first step (the token and details) comes with the page; every later step loads on its
// own, the QR code's library with the pay step, so that a payer's first view carries only what
// it shows (Checkout wraps the steps in Suspense).
const donation = () => import('./CheckoutDonation');
const pay = () => import('./CheckoutPay');
const outcome = () => import('./CheckoutOutcome');
const wallet = () => import('./CheckoutWallet');
/** Loads every later step's code (tests, or a page that wants them before they show). */
export const loadCheckoutSteps = () => Promise.all([donation(), pay(), outcome(), wallet()]);

const CheckoutDonation = lazy(async () => ({ default: (await donation()).CheckoutDonation }));
const CheckoutPay = lazy(async () => ({ default: (await pay()).CheckoutPay }));
const PriceCountdown = lazy(async () => ({ default: (await pay()).PriceCountdown }));
const CheckoutConfirming = lazy(async () => ({ default: (await outcome()).CheckoutConfirming }));
const CheckoutReceived = lazy(async () => ({ default: (await outcome()).CheckoutReceived }));
const CheckoutConnect = lazy(async () => ({ default: (await wallet()).CheckoutConnect }));
const CheckoutSending = lazy(async () => ({ default: (await wallet()).CheckoutSending }));
const CheckoutSwitch = lazy(async () => ({ default: (await wallet()).CheckoutSwitch }));
const WalletErrorAlert = lazy(async () => ({ default: (await wallet()).WalletErrorAlert }));

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
          onStart={props.onStart}
          isBusy={false}
        />
      );
    case 'awaitingPayment':
      return (
        <Card>
          <Stack gap={5}>
            {checkout.walletError ? <WalletErrorAlert error={checkout.walletError} /> : null}
            {countdown(checkout.quote.expiresAt)}
            <CheckoutPay quote={checkout.quote} network={network} copy={copy} />
            <div>
              <Button variant="secondary" onPress={props.onPayWithWallet}>
                {intl.formatMessage(messages.payWithWallet)}
              </Button>
            </div>
          </Stack>
        </Card>
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
