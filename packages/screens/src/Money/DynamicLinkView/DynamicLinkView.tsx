import type { TokenSymbol } from '@meridian/contract';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Card, Inline, Link, Stack, StatusBadge, TokenIcon, type CopyFunction } from '@meridian/ui';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { LinkShare } from '../common/LinkShare';
import { useMoneyText } from '../common/money.messages';
import { Address, SummaryList } from '../common/money.styles';
import type { PaymentLinkView } from '../common/views';
import { messages, valueMessages } from './DynamicLinkView.messages';

/** A dynamic link: a payment link for one recipient, with the amount it asks for. */
export interface DynamicLinkDetails extends PaymentLinkView {
  amountCents: number;
  recipientName: string;
  recipientEmail?: string;
  description?: string;
  /** When the link stops taking its payment; none while it has no deadline. */
  expiresAt?: Date;
}

/** Where the link's one payment stands. */
export type DynamicLinkPayment =
  | { state: 'pending' }
  | { state: 'paid'; paidAt: Date; paymentId: string; token: TokenSymbol; tokenAmount: string }
  | { state: 'expired' };

export interface DynamicLinkViewProps {
  link: DynamicLinkDetails;
  payment: DynamicLinkPayment;
  /** The links list. */
  backHref: string;
  /** The new dynamic link form, offered once this one expired. */
  createHref: string;
  /** How the URL is copied. @default the system clipboard */
  copy?: CopyFunction;
  /** The link's payment settings (its cards and bank transfers), shown under its URL to share. */
  paymentSettings?: ReactNode;
}

const stateTone = { pending: 'warning', paid: 'success', expired: 'neutral' } as const;

/**
 * One dynamic link: its recipient and amount, then by state the URL to share (with a QR code)
 * while it waits for its payment, the payment once made, or a way to ask again once expired;
 * the payment settings the page gives it (`paymentSettings`) under the URL.
 */
export function DynamicLinkView({ link, payment, backHref, createHref, copy, paymentSettings }: DynamicLinkViewProps) {
  const intl = useIntl();
  const text = useMoneyText();
  const date = (value: Date) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  const details: [string, ReactNode][] = [
    [intl.formatMessage(messages.recipient), link.recipientName],
    ...(link.recipientEmail
      ? [[intl.formatMessage(messages.recipientEmail), link.recipientEmail] as [string, string]]
      : []),
    ...(link.description ? [[intl.formatMessage(messages.paymentFor), link.description] as [string, string]] : []),
    [intl.formatMessage(messages.amount), text.amount(link.amountCents, link.currency)],
    [intl.formatMessage(messages.environment), text.environment(link.environment)],
    [intl.formatMessage(messages.created), date(link.createdAt)],
    ...(link.expiresAt ? [[intl.formatMessage(messages.expires), date(link.expiresAt)] as [string, string]] : []),
  ];

  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={link.name}
        actions={
          <StatusBadge tone={stateTone[payment.state]}>{intl.formatMessage(messages[payment.state])}</StatusBadge>
        }
      />

      {payment.state === 'expired' ? (
        <Alert
          tone="warning"
          description={intl.formatMessage(valueMessages.expiredNote, {
            date: date(link.expiresAt ?? link.createdAt),
          })}
          action={
            <Link href={createHref} variant="standalone">
              {intl.formatMessage(messages.createAnother)}
            </Link>
          }
        />
      ) : null}

      <Card title={intl.formatMessage(messages.details)}>
        <SummaryList>
          {details.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </SummaryList>
      </Card>

      {payment.state === 'pending' ? (
        <LinkShare
          url={link.url}
          title={intl.formatMessage(messages.share)}
          description={intl.formatMessage(messages.shareHelp)}
          copy={copy}
        />
      ) : null}

      {paymentSettings}

      {payment.state === 'paid' ? (
        <Card title={intl.formatMessage(messages.payment)}>
          <SummaryList>
            <dt>{intl.formatMessage(messages.paidAt)}</dt>
            <dd>{date(payment.paidAt)}</dd>
            <dt>{intl.formatMessage(messages.paidWith)}</dt>
            <dd>
              <Inline gap={2}>
                <TokenIcon symbol={payment.token} size="sm" />
                {`${payment.tokenAmount} ${payment.token}`}
              </Inline>
            </dd>
            <dt>{intl.formatMessage(messages.paymentId)}</dt>
            <dd>
              <Address>{payment.paymentId}</Address>
            </dd>
          </SummaryList>
        </Card>
      ) : null}
    </Stack>
  );
}
