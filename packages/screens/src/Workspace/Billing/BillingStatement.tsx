import type { Currency, StatementLine, Tier } from '@meridian/contract';
import { Download, Receipt } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ButtonLink, DataTable, EmptyState, Stack, Text, type DataTableColumn } from '@meridian/ui';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { useTierText } from '../../common/tiers';
import { FigureValue } from '../Dashboard/FigureValue.styles';
import { Figure, FigureList } from '../Dashboard/Figures.styles';
import { formatMoney } from '../../common/intlFormats';
import { CurrencyNote } from '../../common/CurrencyNote';
import { messages, valueMessages } from './Billing.messages';
import { formatMonth, formatRate } from './Billing.rules';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { HeadedStack } from '../../common/HeadedStack';
import { BlockSkeletons } from '../../common/BlockSkeletons';

/** A month's statement: the API's answer. */
export interface StatementView {
  month: string;
  /** The workspace's currency: every amount is in it, each payment from its own locked rate. */
  currency: Currency;
  volumeCents: number;
  paymentCount: number;
  feeCents: number;
  /** The refunds confirmed in the month (a refund returns no fee), and the volume less them. */
  refundCount: number;
  refundCents: number;
  netCents: number;
  tier: Tier;
  feeRateBp: number;
  lines: StatementLine[];
}

export interface BillingStatementProps {
  /** The month shown (`2026-06`), known before the statement loads. */
  month: string;
  statement?: StatementView;
  isLoading?: boolean;
  error?: 'loadFailed';
  onRetry?: () => void;
  /** The billing page. */
  backHref: string;
  /** The statement as a CSV file, one row per payment. */
  csvHref: string;
}

/**
 * A month's statement: confirmed live volume, payments and fees, the refunds confirmed in the
 * month and the net (where there were some), and the same by payment link.
 */
export function BillingStatement({
  month,
  statement,
  isLoading = false,
  error,
  onRetry,
  backHref,
  csvHref,
}: BillingStatementProps) {
  const intl = useIntl();
  const tiers = useTierText();
  const amount = (cents: number) => formatMoney(intl.locale, cents, statement?.currency ?? 'USD');
  const monthName = formatMonth(month, intl.locale);
  const columns: DataTableColumn<StatementLine>[] = [
    { id: 'link', header: intl.formatMessage(messages.link), isRowHeader: true, cell: (line) => line.linkName },
    {
      id: 'count',
      header: intl.formatMessage(messages.payments),
      align: 'end',
      cell: (line) => intl.formatNumber(line.paymentCount),
    },
    {
      id: 'volume',
      header: intl.formatMessage(messages.volume),
      align: 'end',
      cell: (line) => amount(line.volumeCents),
    },
    { id: 'fees', header: intl.formatMessage(messages.fees), align: 'end', cell: (line) => amount(line.feeCents) },
  ];

  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={intl.formatMessage(valueMessages.statementTitle, { month: monthName })}
        description={intl.formatMessage(messages.statementDescription)}
        actions={
          <ButtonLink href={csvHref} download size="sm" icon={<Download aria-hidden />}>
            {intl.formatMessage(messages.downloadCsv)}
          </ButtonLink>
        }
      />
      {error ? (
        <LoadFailedAlert description={intl.formatMessage(messages.statementLoadFailed)} onRetry={onRetry} />
      ) : isLoading || !statement ? (
        <BlockSkeletons label={intl.formatMessage(messages.loading)} heights={['96px', '160px']} />
      ) : (
        <>
          <FigureList>
            <Figure>
              <dt>{intl.formatMessage(messages.volume)}</dt>
              <FigureValue>{amount(statement.volumeCents)}</FigureValue>
            </Figure>
            <Figure>
              <dt>{intl.formatMessage(messages.payments)}</dt>
              <FigureValue>{intl.formatNumber(statement.paymentCount)}</FigureValue>
            </Figure>
            <Figure>
              <dt>{intl.formatMessage(messages.fees)}</dt>
              <FigureValue>{amount(statement.feeCents)}</FigureValue>
              <dd>
                <Text size="sm" tone="muted">
                  {intl.formatMessage(valueMessages.rateOfTier, {
                    rate: formatRate(statement.feeRateBp, intl.locale),
                    tier: tiers.name(statement.tier),
                  })}
                </Text>
              </dd>
            </Figure>
            {statement.refundCount > 0 ? (
              <>
                <Figure>
                  <dt>{intl.formatMessage(messages.refunds)}</dt>
                  <FigureValue>{amount(statement.refundCents)}</FigureValue>
                  <dd>
                    <Text size="sm" tone="muted">
                      {intl.formatMessage(valueMessages.refundCount, { count: statement.refundCount })}
                    </Text>
                  </dd>
                </Figure>
                <Figure>
                  <dt>{intl.formatMessage(messages.net)}</dt>
                  <FigureValue>{amount(statement.netCents)}</FigureValue>
                  <dd>
                    <Text size="sm" tone="muted">
                      {intl.formatMessage(messages.netNote)}
                    </Text>
                  </dd>
                </Figure>
              </>
            ) : null}
          </FigureList>
          <CurrencyNote currency={statement.currency} />
          <Text size="sm">{intl.formatMessage(messages.feesNote)}</Text>
          <HeadedStack heading={intl.formatMessage(messages.linesTable)}>
            <DataTable
              aria-label={intl.formatMessage(messages.linesTable)}
              columns={columns}
              data={statement.lines}
              getRowId={(line) => line.linkId}
              emptyState={
                <EmptyState
                  icon={<Receipt />}
                  title={intl.formatMessage(messages.noPayments)}
                  description={intl.formatMessage(messages.noPaymentsHelp)}
                />
              }
            />
          </HeadedStack>
        </>
      )}
    </Stack>
  );
}
