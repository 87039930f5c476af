import type { Environment } from '@meridian/contract';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Heading, Link, Stack, Switch, Tab, TabList, TabPanel, Tabs, Text } from '@meridian/ui';
import { ListPage } from '../../common/ListFilters';
import { PageHeader } from '../../common/PageHeader';
import { IconText } from '../../Money/common/money.styles';
import { REVENUE_PERIODS, type RevenuePeriod } from './chart';
import { messages, periodMessages, valueMessages } from './Dashboard.messages';
import { headerMessages } from './DashboardHeader.messages';
import { SectionHeader, Toolbar } from './Dashboard.styles';
import type { ChecklistStep, RecentPaymentView, RevenueView } from './Dashboard.types';
import { Figures } from './Figures';
import { FirstRunChecklist } from './FirstRunChecklist';
import { RecentPayments } from './RecentPayments';
import { RevenueChart } from './RevenueChart';
import { CurrencyNote } from '../../common/CurrencyNote';
import { RevenueSkeleton } from './RevenueSkeleton';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';

export interface DashboardProps {
  period: RevenuePeriod;
  onPeriodChange: (period: RevenuePeriod) => void;
  /** Live payments, or those of the test network. */
  environment: Environment;
  onEnvironmentChange: (environment: Environment) => void;
  /** The period's revenue; none while it loads (or failed to). */
  revenue?: RevenueView;
  /** The revenue is loading, with nothing to show yet. */
  isLoading?: boolean;
  /** The revenue failed to load. */
  error?: 'loadFailed';
  onRetry?: () => void;

  /** The current page of the environment's payments, newest first. */
  recentPayments: RecentPaymentView[];
  /** How many payments the environment has in all. */
  recentTotal: number;
  recentPage: number;
  /** Payments per page. Default 10. */
  recentPageSize?: number;
  onRecentPageChange: (page: number) => void;
  recentLoading?: boolean;
  recentError?: 'loadFailed';
  onRecentRetry?: () => void;

  /** Downloads every payment of the environment as CSV. */
  exportHref: string;
  /** The unmatched payments' page. */
  unmatchedHref: string;
  /** The first-run checklist; not shown once every step is done, or without it (dismissed). */
  checklist?: ChecklistStep[];
  onDismissChecklist?: () => void;
  /** Whether the chart starts as a table. Default `chart`. */
  defaultChartView?: 'chart' | 'table';
}

/**
 * The workspace's home: for the chosen period (the last 24 hours, 7 days, 30 days or 12 months)
 * and environment, the revenue, the number of payments and the average payment, each against
 * the period before; revenue per hour, day or month as a chart (or a table); the latest
 * payments a page at a time; and a link that exports every payment as CSV. A workspace without
 * payments sees the first-run checklist in their place.
 */
export function Dashboard({
  period,
  onPeriodChange,
  environment,
  onEnvironmentChange,
  revenue,
  isLoading = false,
  error,
  onRetry,
  recentPayments,
  recentTotal,
  recentPage,
  recentPageSize = 10,
  onRecentPageChange,
  recentLoading = false,
  recentError,
  onRecentRetry,
  exportHref,
  unmatchedHref,
  checklist,
  onDismissChecklist,
  defaultChartView = 'chart',
}: DashboardProps) {
  const intl = useIntl();
  const [showTable, setShowTable] = useState(defaultChartView === 'table');
  const isEmpty = !recentLoading && !recentError && recentTotal === 0 && !isLoading && !error;
  const showChecklist = checklist !== undefined && checklist.some((step) => !step.done);

  return (
    <ListPage>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage(headerMessages.heading)}
          description={intl.formatMessage(headerMessages.description)}
          actions={
            <Toolbar>
              <Switch
                isSelected={environment === 'test'}
                onChange={(test) => onEnvironmentChange(test ? 'test' : 'live')}
              >
                {intl.formatMessage(messages.testMode)}
              </Switch>
              {isEmpty ? null : (
                <Link href={exportHref} download variant="standalone">
                  <IconText>
                    <Download aria-hidden />
                    {intl.formatMessage(messages.exportCsv)}
                  </IconText>
                </Link>
              )}
            </Toolbar>
          }
        />
        {showChecklist ? <FirstRunChecklist steps={checklist} onDismiss={() => onDismissChecklist?.()} /> : null}
        {isEmpty ? (
          <EmptyState
            icon={<Receipt />}
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(environment === 'test' ? messages.emptyTest : messages.emptyLive)}
          />
        ) : (
          <>
            <Tabs selectedKey={period} onSelectionChange={(key) => onPeriodChange(key as RevenuePeriod)}>
              <TabList aria-label={intl.formatMessage(messages.periodLabel)}>
                {REVENUE_PERIODS.map((id) => (
                  <Tab key={id} id={id}>
                    {intl.formatMessage(periodMessages[id])}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id={period}>
                {error ? (
                  <LoadFailedAlert description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
                ) : isLoading || !revenue ? (
                  <RevenueSkeleton />
                ) : (
                  <Stack gap={5}>
                    <Figures revenue={revenue} />
                    <CurrencyNote currency={revenue.currency} />
                    {revenue.unpriced > 0 ? (
                      <Text size="sm" tone="muted">
                        {intl.formatMessage(valueMessages.unpriced, { count: revenue.unpriced })}
                      </Text>
                    ) : null}
                    <RevenueChart
                      period={revenue.period}
                      currency={revenue.currency}
                      timeZone={revenue.timeZone}
                      buckets={revenue.buckets}
                      showTable={showTable}
                      onShowTableChange={setShowTable}
                    />
                  </Stack>
                )}
              </TabPanel>
            </Tabs>
            <Stack as="section" gap={3}>
              <SectionHeader>
                <Heading level={2} size="sm">
                  {intl.formatMessage(messages.recentHeading)}
                </Heading>
              </SectionHeader>
              <RecentPayments
                payments={recentPayments}
                page={recentPage}
                total={recentTotal}
                pageSize={recentPageSize}
                onPageChange={onRecentPageChange}
                isLoading={recentLoading}
                error={recentError !== undefined}
                onRetry={onRecentRetry}
                unmatchedHref={unmatchedHref}
              />
            </Stack>
          </>
        )}
      </Stack>
    </ListPage>
  );
}
