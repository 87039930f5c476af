import { CURRENCY_DIGITS, type Currency } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { numberFormat } from '../../common/intlFormats';
import { Card, CopyButton, type CopyFunction } from '@meridian/ui';
import { useMoneyText } from '../common/money.messages';
import { TransactionLink } from '../common/TransactionLink';
import { formatTokenAmount, type TokenAmount } from '../common/tokenAmount';
import { messages, valueMessages } from './PaymentDone.messages';
import { ReceiptCopy, ReceiptId, ReceiptList } from './PaymentDone.styles';

/** A completed payment as its receipt shows it. */
export interface PaymentReceipt {
  paymentId: string;
  /** What was paid for: the link's name. */
  item: string;
  /** When the payment became final. */
  paidAt: Date;
  /** The currency of the price: the amounts below are in its minor units. */
  currency: Currency;
  subtotalCents: number;
  /** The VAT rate in percent and its amount, when the link adds VAT. */
  vat?: { rate: number; cents: number };
  totalCents: number;
  /** What was sent, in the token. */
  paid: TokenAmount;
  /** The transaction that paid, on its network (by name, and by id for its explorer's page). */
  transaction?: { hash: string; network: string; chainId: number };
  /** The rate locked when the checkout opened: units of `currency` per token, its source and its time. */
  rate?: ReceiptRate;
}

/** The session's locked rate as the receipt says it. */
export interface ReceiptRate {
  /** Units of the receipt's currency one token was worth (`"0.9215"`), a decimal string. */
  rate: string;
  /** Where the rate came from: `kraken`, `coinbase`, `sandbox`... */
  source: string;
  /** When the source gave it. */
  at: Date;
}

/** The rate, its source and when it was locked: three lines of the receipt. */
function ReceiptRateLines({ rate, currency, token }: { rate: ReceiptRate; currency: Currency; token: string }) {
  const intl = useIntl();
  const money = useMoneyText();
  const digits = CURRENCY_DIGITS[currency];
  const price = numberFormat(intl.locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, 6),
  }).format(Number(rate.rate));
  return (
    <>
      <div data-rule>
        <dt>{intl.formatMessage(messages.rate)}</dt>
        <dd>{`${intl.formatNumber(1)} ${token} = ${price}`}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(messages.rateSource)}</dt>
        <dd>{money.rateSource(rate.source)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(messages.rateAt)}</dt>
        <dd>{intl.formatDate(rate.at, { dateStyle: 'medium', timeStyle: 'medium' })}</dd>
      </div>
    </>
  );
}

interface PaymentDoneReceiptProps {
  receipt: PaymentReceipt;
  copy?: CopyFunction;
}

/** The receipt: what was paid for and when, the amounts, the transaction and the payment ID to copy. */
export function PaymentDoneReceipt({ receipt, copy }: PaymentDoneReceiptProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const { transaction } = receipt;
  return (
    <Card title={intl.formatMessage(messages.summary)}>
      <ReceiptList>
        <div>
          <dt>{intl.formatMessage(messages.item)}</dt>
          <dd>{receipt.item}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.date)}</dt>
          <dd>{intl.formatDate(receipt.paidAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        {receipt.vat ? (
          <>
            <div data-rule>
              <dt>{intl.formatMessage(messages.subtotal)}</dt>
              <dd>{money.amount(receipt.subtotalCents, receipt.currency)}</dd>
            </div>
            <div>
              <dt>
                {intl.formatMessage(valueMessages.vat, {
                  rate: intl.formatNumber(receipt.vat.rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
                })}
              </dt>
              <dd>{money.amount(receipt.vat.cents, receipt.currency)}</dd>
            </div>
          </>
        ) : null}
        <div data-rule data-total>
          <dt>{intl.formatMessage(messages.total)}</dt>
          <dd>{money.amount(receipt.totalCents, receipt.currency)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.paid)}</dt>
          <dd>{formatTokenAmount(receipt.paid, intl.locale)}</dd>
        </div>
        {receipt.rate ? (
          <ReceiptRateLines rate={receipt.rate} currency={receipt.currency} token={receipt.paid.symbol} />
        ) : null}
        {transaction ? (
          <>
            <div data-rule>
              <dt>{intl.formatMessage(messages.network)}</dt>
              <dd>{transaction.network}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.transaction)}</dt>
              <dd>
                <ReceiptCopy>
                  <TransactionLink
                    hash={transaction.hash}
                    chainId={transaction.chainId}
                    label={(hash) => intl.formatMessage(valueMessages.viewTransaction, { hash })}
                    Hash={ReceiptId}
                  />
                  <CopyButton
                    value={transaction.hash}
                    label={intl.formatMessage(messages.copyTransaction)}
                    copiedMessage={intl.formatMessage(messages.transactionCopied)}
                    copy={copy}
                  />
                </ReceiptCopy>
              </dd>
            </div>
          </>
        ) : null}
        <div data-rule={transaction ? undefined : true}>
          <dt>{intl.formatMessage(messages.paymentId)}</dt>
          <dd>
            <ReceiptCopy>
              <ReceiptId>{receipt.paymentId}</ReceiptId>
              <CopyButton
                value={receipt.paymentId}
                label={intl.formatMessage(messages.copyPaymentId)}
                copiedMessage={intl.formatMessage(messages.paymentIdCopied)}
                copy={copy}
              />
            </ReceiptCopy>
          </dd>
        </div>
      </ReceiptList>
    </Card>
  );
}
