import { useIntl } from 'react-intl';
import { Badge, Card, Stack, Text } from '@meridian/ui';
import { useMoneyText } from '../common/money.messages';
import { messages, valueMessages } from './Checkout.messages';
import { OrderLines } from './Checkout.styles';
import type { CheckoutLink, CheckoutQuote } from './Checkout.types';

/** Subtotal, VAT and total in cents: the session's when there is one, else from the link's price. */
export function orderTotals(
  link: CheckoutLink,
  quote?: Pick<CheckoutQuote, 'subtotalCents' | 'vatCents' | 'totalCents'>,
) {
  if (quote) return { subtotal: quote.subtotalCents, vat: quote.vatCents, total: quote.totalCents };
  if (link.amountCents === undefined) return undefined;
  const vat = link.collect.vatRate ? Math.round((link.amountCents * link.collect.vatRate) / 100) : 0;
  return { subtotal: link.amountCents, vat, total: link.amountCents + vat };
}

interface CheckoutOrderProps {
  link: CheckoutLink;
  quote?: CheckoutQuote;
}

/** What is paid for: the link's name and message, then subtotal, VAT and total, and the sandbox rate's label. */
export function CheckoutOrder({ link, quote }: CheckoutOrderProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const totals = orderTotals(link, quote);
  const rate = link.collect.vatRate;
  return (
    <Card title={link.name} description={link.message}>
      <Stack gap={3}>
        {totals ? (
          <OrderLines>
            {rate ? (
              <>
                <dt>{intl.formatMessage(messages.subtotal)}</dt>
                <dd>{money.amount(totals.subtotal, link.currency)}</dd>
                <dt>
                  {intl.formatMessage(valueMessages.vat, {
                    rate: intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
                  })}
                </dt>
                <dd>{money.amount(totals.vat, link.currency)}</dd>
              </>
            ) : null}
            <dt data-total>{intl.formatMessage(messages.total)}</dt>
            <dd data-total>{money.amount(totals.total, link.currency)}</dd>
          </OrderLines>
        ) : null}
        {quote?.sandboxRate ? (
          <Stack gap={1} align="start">
            <Badge tone="warning">{intl.formatMessage(messages.sandboxRate)}</Badge>
            <Text size="sm" tone="muted">
              {intl.formatMessage(messages.sandboxRateHelp)}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
