import type { Currency, StatementSummary, Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import {
  ButtonLink,
  Card,
  DataTable,
  Link,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  type DataTableColumn,
} from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useTierText } from '../../common/tiers';
import { formatMoney } from '../../common/intlFormats';
import { CurrencyNote } from '../../common/CurrencyNote';
import { messages, valueMessages } from './Billing.messages';
import { formatMonth, formatRate } from './Billing.rules';
import { BigValue, Summary } from './Billing.styles';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { HeadedStack } from '../../common/HeadedStack';

/** What the billing page shows: the API's answer. */
export interface BillingView {
  tier: Tier;
  /** The workspace's currency: the statements' amounts and `inCurrency`'s are in it. */
  currency: Currency;
  /**
   * The tier's caps in US dollar cents, and the same in `limit.currency` at the day's rate (the
   * `...Local` ones, shown beside them where that is another currency).
   */
  limit: {
    perPaymentCents: number | null;
    monthlyCents: number | null;
    currency: Currency;
    perPaymentLocal: number | null;
    monthlyLocal: number | null;
  };
  /** The month's use compared with the caps, in US dollar cents. */
  month: { month: string; usedCents: number; testUsedCents: number };
  /** The month's use in `currency`, each payment from its own locked rate. */
  inCurrency: { usedCents: number; testUsedCents: number };
  feeRateBp: number;
  statements: StatementSummary[];
}

export interface BillingProps {
  billing?: BillingView;
  isLoading?: boolean;
  error?: 'loadFailed';
  onRetry?: () => void;
  /** Where the limit is raised (verification); offered when a higher tier exists and the caller may verify. */
  raiseLimitHref?: string;
  /** A month's statement page. */
  statementHref: (month: string) => string;
  /** A month's statement as a CSV file. */
  statementCsvHref: (month: string) => string;
}

/**
 * Billing: the tier and its limit, what this calendar month (UTC) has used of it (live payments
 * only, updated as payments arrive), the fee rate, and a statement per month with its CSV.
 */
export function Billing({
  billing,
  isLoading = false,
  error,
  onRetry,
  raiseLimitHref,
  statementHref,
  statementCsvHref,
}: BillingProps) {
  const intl = useIntl();
  const amount = (cents: number) => formatMoney(intl.locale, cents, billing?.currency ?? 'USD');

  const columns: DataTableColumn<StatementSummary>[] = [
    {
      id: 'month',
      header: intl.formatMessage(messages.month),
      isRowHeader: true,
      cell: (row) => <Link href={statementHref(row.month)}>{formatMonth(row.month, intl.locale)}</Link>,
    },
    {
      id: 'count',
      header: intl.formatMessage(messages.payments),
      align: 'end',
      hideWhenNarrow: true,
      cell: (row) => intl.formatNumber(row.paymentCount),
    },
    { id: 'volume', header: intl.formatMessage(messages.volume), align: 'end', cell: (row) => amount(row.volumeCents) },
    { id: 'fees', header: intl.formatMessage(messages.fees), align: 'end', cell: (row) => amount(row.feeCents) },
    {
      id: 'csv',
      header: intl.formatMessage(messages.download),
      align: 'end',
      hideWhenNarrow: true,
      cell: (row) => (
        <Link
          href={statementCsvHref(row.month)}
          download
          aria-label={intl.formatMessage(valueMessages.downloadMonth, { month: formatMonth(row.month, intl.locale) })}
        >
          {intl.formatMessage(messages.download)}
        </Link>
      ),
    },
  ];

  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      {error ? (
        <LoadFailedAlert description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : isLoading || !billing ? (
        <BillingSkeleton />
      ) : (
        <>
          <Summary>
            <TierCard billing={billing} raiseLimitHref={raiseLimitHref} />
            <UsageCard billing={billing} />
            <Card title={intl.formatMessage(messages.feesHeading)}>
              <Stack gap={2}>
                <BigValue>{formatRate(billing.feeRateBp, intl.locale)}</BigValue>
                <Text size="sm" tone="muted">
                  {intl.formatMessage(valueMessages.rate, { rate: formatRate(billing.feeRateBp, intl.locale) })}
                </Text>
                <Text size="sm">{intl.formatMessage(messages.feesNote)}</Text>
              </Stack>
            </Card>
          </Summary>
          <HeadedStack heading={intl.formatMessage(messages.statementsHeading)}>
            <CurrencyNote currency={billing.currency} />
            <DataTable
              aria-label={intl.formatMessage(messages.statementsTable)}
              columns={columns}
              data={billing.statements}
              getRowId={(row) => row.month}
            />
          </HeadedStack>
        </>
      )}
    </Stack>
  );
}

function TierCard({ billing, raiseLimitHref }: { billing: BillingView; raiseLimitHref?: string }) {
  const intl = useIntl();
  const tiers = useTierText();
  return (
    <Card
      title={intl.formatMessage(messages.tierHeading)}
      footer={
        raiseLimitHref && billing.tier !== 'gold' ? (
          <ButtonLink href={raiseLimitHref} size="sm" variant="secondary">
            {intl.formatMessage(messages.raiseLimit)}
          </ButtonLink>
        ) : undefined
      }
    >
      <Stack gap={2}>
        <BigValue>{tiers.name(billing.tier)}</BigValue>
        <Text size="sm">{tiers.limit(billing.tier)}</Text>
        <Text size="sm" tone="muted">
          {tiers.description(billing.tier)}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The month's use: against a monthly cap, a bar in US dollars (the cap's own currency) and a
 * line in the workspace's; without one, the use in the workspace's currency and the per-payment
 * cap in dollars (with about as much in the workspace's currency at the day's rate).
 */
function UsageCard({ billing }: { billing: BillingView }) {
  const intl = useIntl();
  const usd = (cents: number) => formatMoney(intl.locale, cents, 'USD');
  const { monthlyCents, perPaymentCents } = billing.limit;
  const { inCurrency, currency } = billing;
  const local = billing.limit.currency === 'USD' ? null : billing.limit;
  const capAbout = (cents: number | null) =>
    local && cents !== null ? formatMoney(intl.locale, cents, local.currency) : null;
  const monthlyAbout = capAbout(local?.monthlyLocal ?? null);
  const perPaymentAbout = capAbout(local?.perPaymentLocal ?? null);
  const amount = (cents: number) => formatMoney(intl.locale, cents, currency);
  const currencyName = intl.formatDisplayName(currency, { type: 'currency' }) ?? currency;
  const used = billing.month.usedCents;
  return (
    <Card title={intl.formatMessage(messages.usageHeading)} description={formatMonth(billing.month.month, intl.locale)}>
      <Stack gap={3}>
        {monthlyCents !== null ? (
          <>
            <ProgressBar
              label={intl.formatMessage(messages.usageHeading)}
              value={Math.min(used, monthlyCents)}
              maxValue={monthlyCents}
              valueLabel={intl.formatMessage(valueMessages.used, { used: usd(used), limit: usd(monthlyCents) })}
            />
            {currency !== 'USD' ? (
              <Text size="sm">
                {monthlyAbout === null
                  ? intl.formatMessage(valueMessages.inCurrency, {
                      currency: currencyName,
                      used: amount(inCurrency.usedCents),
                    })
                  : intl.formatMessage(valueMessages.inCurrencyOfLimit, {
                      currency: currencyName,
                      used: amount(inCurrency.usedCents),
                      limit: monthlyAbout,
                    })}
              </Text>
            ) : null}
          </>
        ) : (
          <>
            <BigValue>{amount(inCurrency.usedCents)}</BigValue>
            <Text size="sm">
              {intl.formatMessage(valueMessages.usedThisMonth, { used: amount(inCurrency.usedCents) })}
            </Text>
            {perPaymentCents !== null ? (
              <Text size="sm" tone="muted">
                {perPaymentAbout === null
                  ? intl.formatMessage(valueMessages.perPayment, { limit: usd(perPaymentCents) })
                  : intl.formatMessage(valueMessages.perPaymentAbout, {
                      limit: usd(perPaymentCents),
                      about: perPaymentAbout,
                    })}
              </Text>
            ) : null}
          </>
        )}
        <Text size="sm" tone="muted">
          {intl.formatMessage(messages.liveOnly)}
        </Text>
        <Text size="sm" tone="muted">
          {intl.formatMessage(valueMessages.testUsed, { amount: amount(inCurrency.testUsedCents) })}
        </Text>
      </Stack>
    </Card>
  );
}

function BillingSkeleton() {
  const intl = useIntl();
  return (
    <SkeletonGroup label={intl.formatMessage(messages.loading)}>
      <Stack gap={5}>
        <Summary>
          {[0, 1, 2].map((index) => (
            <Card key={index} as="div">
              <Stack gap={2}>
                <Skeleton width="40%" />
                <Skeleton variant="block" height="32px" width="60%" />
                <Skeleton width="80%" />
              </Stack>
            </Card>
          ))}
        </Summary>
        <Skeleton variant="block" height="160px" />
      </Stack>
    </SkeletonGroup>
  );
}
