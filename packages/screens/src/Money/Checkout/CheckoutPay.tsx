import { Clock } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton, QRCode, Stack, Text, type CopyFunction } from '@meridian/ui';
import { Address, SummaryList } from '../common/money.styles';
import { formatTokenAmount, tokenDecimal, type TokenAmount } from '../common/tokenAmount';
import { formatCountdown, useCountdown } from '../common/useCountdown';
import { expiresInMessage, messages } from './Checkout.messages';
import { paymentRequestUri } from './Checkout.rules';
import { Countdown, CopyRow, ExactAmount, PayGrid } from './Checkout.styles';
import type { CheckoutNetwork, CheckoutQuote } from './Checkout.types';

interface CheckoutPayProps {
  quote: CheckoutQuote;
  network: CheckoutNetwork;
  /** What is still to send, when it is not the quote's whole amount. */
  amount?: TokenAmount;
  copy?: CopyFunction;
}

/**
 * How to pay without a browser wallet: the EIP-681 QR code and, beside it, everything a wallet
 * may ignore in it: the address, the exact amount (each with a copy button), the token
 * contract and the network in words.
 */
export function CheckoutPay({ quote, network, amount = quote.amount, copy }: CheckoutPayProps) {
  const intl = useIntl();
  const uri = paymentRequestUri({ ...quote, amount }, network.chainId);
  return (
    <PayGrid>
      <QRCode value={uri} label={intl.formatMessage(messages.qrLabel)} size={184} />
      <Stack gap={4}>
        <SummaryList>
          <dt>{intl.formatMessage(messages.exactAmount)}</dt>
          <dd>
            <CopyRow>
              <ExactAmount>{formatTokenAmount(amount, intl.locale)}</ExactAmount>
              {/* Copied as wallets take it: digits and a dot, no grouping. */}
              <CopyButton
                value={tokenDecimal(amount)}
                label={intl.formatMessage(messages.copyAmount)}
                copiedMessage={intl.formatMessage(messages.amountCopied)}
                copy={copy}
              />
            </CopyRow>
          </dd>
          <dt>{intl.formatMessage(messages.payAddress)}</dt>
          <dd>
            <CopyRow>
              <Address>{quote.payTo}</Address>
              <CopyButton
                value={quote.payTo}
                label={intl.formatMessage(messages.copyAddress)}
                copiedMessage={intl.formatMessage(messages.addressCopied)}
                copy={copy}
              />
            </CopyRow>
          </dd>
          <dt>{intl.formatMessage(messages.network)}</dt>
          <dd>{network.name}</dd>
          <dt>{intl.formatMessage(messages.tokenContract)}</dt>
          <dd>
            {quote.token.contract ? <Address>{quote.token.contract}</Address> : intl.formatMessage(messages.nativeCoin)}
          </dd>
        </SummaryList>
        <Text size="sm" tone="muted">
          {intl.formatMessage(messages.exactNote)}
        </Text>
      </Stack>
    </PayGrid>
  );
}

interface PriceCountdownProps {
  expiresAt: Date;
  /** Called once when the time is up. */
  onExpire?: () => void;
}

/** The time the price still holds, ticking each second (a timer, not announced on every tick). */
export function PriceCountdown({ expiresAt, onExpire }: PriceCountdownProps) {
  const left = useCountdown(expiresAt, onExpire);
  return (
    <Countdown role="timer" aria-live="off">
      <Clock aria-hidden />
      <span>
        <FormattedMessage
          {...expiresInMessage}
          values={{ time: formatCountdown(left), b: (chunks) => <strong>{chunks}</strong> }}
        />
      </span>
    </Countdown>
  );
}
