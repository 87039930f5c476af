import { Clock } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton, QRCode, Stack, Text, type CopyFunction } from '@meridian/ui';
import { formatTokenAmount, tokenDecimal, type TokenAmount } from '../common/tokenAmount';
import { formatCountdown, useCountdown } from '../common/useCountdown';
import { expiresInMessage, messages } from './Checkout.messages';
import { paymentRequestUri } from './Checkout.rules';
import { Countdown, CopyRow, ExactAmount, PayDetails, PayGrid, SplitAddress } from './Checkout.styles';
import type { CheckoutNetwork, CheckoutQuote } from './Checkout.types';

/** An address in two halves, which go on two lines when the whole does not fit. */
export function AddressHalves({ address }: { address: string }) {
  const half = Math.ceil(address.length / 2);
  return (
    <SplitAddress>
      <span>{address.slice(0, half)}</span>
      <span>{address.slice(half)}</span>
    </SplitAddress>
  );
}

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
        <PayDetails>
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
              <AddressHalves address={quote.payTo} />
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
            {quote.token.contract ? (
              <AddressHalves address={quote.token.contract} />
            ) : (
              intl.formatMessage(messages.nativeCoin)
            )}
          </dd>
        </PayDetails>
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
