import type { Currency } from '@meridian/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, Heading, Stack, Switch, type DataTableColumn } from '@meridian/ui';
import { bucketAxisLabel, bucketLabel, formatAmount, labelledBuckets, valueTicks, type RevenuePeriod } from './chart';
import { messages, valueMessages } from './Dashboard.messages';
import { ChartBox, ChartSvg, Legend, LegendSwatch, SectionHeader } from './Dashboard.styles';
import type { RevenueBucket } from './Dashboard.types';

const HEIGHT = 240;
const MARGIN = { top: 8, right: 4, bottom: 28 };
/** An axis label's width per character, at the axis's 12 px: enough for the widest digits. */
const CHAR_WIDTH = 7.2;
/** Drawn before the box is measured (and where nothing measures, as in unit tests). */
const DEFAULT_WIDTH = 640;

/** The width of an element, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export interface RevenueChartProps {
  period: RevenuePeriod;
  /** The currency the amounts are in (the workspace's). */
  currency: Currency;
  timeZone: string;
  buckets: RevenueBucket[];
  /** Whether the numbers show as a table rather than bars. */
  showTable: boolean;
  onShowTableChange: (showTable: boolean) => void;
}

/**
 * Revenue per bucket as bars, the previous period's as lighter bars behind them, the value axis
 * in the workspace's currency and the time axis in the locale's hours, days or months (in the workspace's time
 * zone). The drawing is one image whose name sums it up, each bar says its numbers on hover,
 * and "Show as table" gives the same numbers as a table.
 */
export function RevenueChart({ period, currency, timeZone, buckets, showTable, onShowTableChange }: RevenueChartProps) {
  const intl = useIntl();
  const { ref, width } = useWidth();
  const locale = intl.locale;

  const max = Math.max(0, ...buckets.flatMap((bucket) => [bucket.totalCents, bucket.previousTotalCents]));
  const ticks = valueTicks(max);
  const top = ticks.at(-1) ?? 100;
  const tickLabels = ticks.map((tick) => formatAmount(tick, currency, locale, true));
  const left = Math.ceil(Math.max(...tickLabels.map((label) => label.length)) * CHAR_WIDTH) + 8;
  const axisLabels = buckets.map((bucket) => bucketAxisLabel(period, bucket.start, locale, timeZone));
  // The last label (now) is centred on the last bar: room on the right for its half.
  const right = Math.max(MARGIN.right, Math.ceil(((axisLabels.at(-1)?.length ?? 0) * CHAR_WIDTH) / 2));
  const plotWidth = Math.max(1, width - left - right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, buckets.length);
  const y = (cents: number) => MARGIN.top + plotHeight - (cents / top) * plotHeight;
  const longest = Math.max(1, ...axisLabels.map((label) => label.length));
  const shown = labelledBuckets(buckets.length, plotWidth, longest * CHAR_WIDTH + 12);

  const total = buckets.reduce((sum, bucket) => sum + bucket.totalCents, 0);
  const best = buckets.reduce<RevenueBucket | undefined>(
    (found, bucket) => (found === undefined || bucket.totalCents > found.totalCents ? bucket : found),
    undefined,
  );
  const summary =
    total > 0 && best
      ? intl.formatMessage(valueMessages.chartSummary, {
          period,
          total: formatAmount(total, currency, locale),
          best: formatAmount(best.totalCents, currency, locale),
          when: bucketLabel(period, best.start, locale, timeZone),
        })
      : intl.formatMessage(valueMessages.chartSummaryEmpty, { period });

  const columns: DataTableColumn<RevenueBucket>[] = [
    {
      id: 'bucket',
      header: intl.formatMessage(messages.tableBucket),
      isRowHeader: true,
      cell: (bucket) => bucketLabel(period, bucket.start, locale, timeZone),
    },
    {
      id: 'revenue',
      header: intl.formatMessage(messages.tableRevenue),
      align: 'end',
      cell: (bucket) => formatAmount(bucket.totalCents, currency, locale),
    },
    {
      id: 'count',
      header: intl.formatMessage(messages.tableCount),
      align: 'end',
      cell: (bucket) => intl.formatNumber(bucket.count),
    },
    {
      id: 'previous',
      header: intl.formatMessage(messages.tablePrevious),
      align: 'end',
      cell: (bucket) => formatAmount(bucket.previousTotalCents, currency, locale),
    },
  ];

  return (
    <ChartBox ref={ref}>
      <Stack gap={3}>
        <SectionHeader>
          <Heading level={2} size="sm">
            {intl.formatMessage(messages.chartHeading)}
          </Heading>
          <Switch isSelected={showTable} onChange={onShowTableChange}>
            {intl.formatMessage(messages.showTable)}
          </Switch>
        </SectionHeader>
        {showTable ? (
          <DataTable
            caption={summary}
            columns={columns}
            data={buckets}
            getRowId={(bucket) => bucket.start.toISOString()}
            pageSize={Math.max(1, buckets.length)}
          />
        ) : (
          <>
            <ChartSvg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
              {ticks.map((tick, index) => (
                <g key={tick}>
                  <line className="grid" x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} />
                  <text className="axis" x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {tickLabels[index]}
                  </text>
                </g>
              ))}
              {buckets.map((bucket, index) => {
                const x = left + index * band;
                const previousWidth = Math.max(1, band * 0.8);
                const currentWidth = Math.max(1, band * 0.5);
                // A bar centred in the band, drawn only for an amount above zero.
                const bar = (kind: 'previous' | 'current', cents: number, width: number) =>
                  cents > 0 ? (
                    <rect
                      className={kind}
                      x={x + (band - width) / 2}
                      y={y(cents)}
                      width={width}
                      height={y(0) - y(cents)}
                      rx={2}
                    />
                  ) : null;
                return (
                  <g key={bucket.start.toISOString()} className="bucket">
                    <title>
                      {intl.formatMessage(valueMessages.barTitle, {
                        when: bucketLabel(period, bucket.start, locale, timeZone),
                        revenue: formatAmount(bucket.totalCents, currency, locale),
                        count: bucket.count,
                        previous: formatAmount(bucket.previousTotalCents, currency, locale),
                      })}
                    </title>
                    {/* The whole band answers the pointer, however short its bars. */}
                    <rect x={x} y={MARGIN.top} width={band} height={plotHeight} fill="transparent" />
                    {bar('previous', bucket.previousTotalCents, previousWidth)}
                    {bar('current', bucket.totalCents, currentWidth)}
                    {shown[index] ? (
                      <text className="axis" x={x + band / 2} y={HEIGHT - 8} textAnchor="middle">
                        {axisLabels[index]}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </ChartSvg>
            <Legend>
              <li>
                <LegendSwatch series="current" />
                {intl.formatMessage(messages.legendCurrent)}
              </li>
              <li>
                <LegendSwatch series="previous" />
                {intl.formatMessage(messages.legendPrevious)}
              </li>
            </Legend>
          </>
        )}
      </Stack>
    </ChartBox>
  );
}
