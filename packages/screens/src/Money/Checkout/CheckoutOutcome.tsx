import { explorerTxUrl } from '@meridian/contract';
import { ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, Link, ProgressBar, Stack, Text } from '@meridian/ui';
import { Address, IconText, SummaryList } from '../common/money.styles';
import { formatTokenAmount } from '../common/tokenAmount';
import { messages, valueMessages } from './Checkout.messages';
import type { CheckoutConfirmations, CheckoutNetwork, CheckoutQuote } from './Checkout.types';

/** The transaction's hash, linked to the chain's explorer when there is one. */
export function TransactionLink({ network, txHash }: { network: CheckoutNetwork; txHash: string }) {
  const intl = useIntl();
  const href = explorerTxUrl(network.chainId, txHash);
  if (!href) return <Address>{txHash}</Address>;
  return (
    <Link href={href} target="_blank" rel="noreferrer" variant="standalone">
      <IconText>
        {intl.formatMessage(messages.viewTransaction)}
        <ExternalLink aria-hidden />
      </IconText>
    </Link>
  );
}

/** A summary's row naming the payment's transaction, with its link to the explorer. */
function TransactionRow({ network, txHash }: { network: CheckoutNetwork; txHash: string }) {
  const intl = useIntl();
  return (
    <>
      <dt>{intl.formatMessage(messages.transaction)}</dt>
      <dd>
        <TransactionLink network={network} txHash={txHash} />
      </dd>
    </>
  );
}

interface ConfirmingProps {
  network: CheckoutNetwork;
  txHash: string;
  confirmations: CheckoutConfirmations;
}

/** The payment is on the chain and not final yet: confirmations counted, or the wait for finality. */
export function CheckoutConfirming({ network, txHash, confirmations }: ConfirmingProps) {
  const intl = useIntl();
  const counted = 'count' in confirmations;
  const label = counted
    ? intl.formatMessage(valueMessages.confirmations, {
        count: Math.min(confirmations.count, confirmations.required),
        required: confirmations.required,
      })
    : intl.formatMessage(messages.finality);
  return (
    <Stack gap={4}>
      <Text>{intl.formatMessage(messages.confirmingHelp)}</Text>
      <ProgressBar
        label={label}
        value={counted ? Math.min(confirmations.count, confirmations.required) : undefined}
        maxValue={counted ? confirmations.required : undefined}
        isIndeterminate={!counted}
        showValueLabel={false}
      />
      <SummaryList>
        <TransactionRow network={network} txHash={txHash} />
      </SummaryList>
    </Stack>
  );
}

interface ReceivedProps {
  merchantName: string;
  network: CheckoutNetwork;
  quote: CheckoutQuote;
  txHash: string;
  paymentId: string;
  late: boolean;
}

/** The payment is final: on time (thanks) or after the price expired (recorded, the merchant follows up). */
export function CheckoutReceived({ merchantName, network, quote, txHash, paymentId, late }: ReceivedProps) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Alert
        tone={late ? 'warning' : 'success'}
        description={intl.formatMessage(late ? valueMessages.paidLateHelp : valueMessages.paidHelp, {
          merchant: merchantName,
        })}
      />
      <SummaryList>
        <dt>{intl.formatMessage(messages.exactAmount)}</dt>
        <dd>{formatTokenAmount(quote.amount, intl.locale)}</dd>
        <dt>{intl.formatMessage(messages.paymentId)}</dt>
        <dd>
          <Address>{paymentId}</Address>
        </dd>
        <TransactionRow network={network} txHash={txHash} />
      </SummaryList>
    </Stack>
  );
}
