import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { changeDirection, formatAmount, relativeChange, type RevenuePeriod } from './chart';
import { messages, valueMessages } from './Dashboard.messages';
import { Change } from './Dashboard.styles';
import type { RevenueView } from './Dashboard.types';
import { FigureValue } from './FigureValue.styles';
import { Figure, FigureList } from './Figures.styles';

const changeIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

interface FigureChangeProps {
  current: number | null;
  previous: number | null;
  period: RevenuePeriod;
  /** The previous period's number of payments: without any, there is nothing to compare with. */
  previousCount: number;
}

/** A figure's change from the previous period: an arrow and the signed percentage in words. */
function FigureChange({ current, previous, period, previousCount }: FigureChangeProps) {
  const intl = useIntl();
  const change = previousCount === 0 ? null : relativeChange(current, previous);
  const direction = changeDirection(change);
  if (direction === 'none' || change === null) {
    return <Change direction="none">{intl.formatMessage(valueMessages.nothingBefore, { period })}</Change>;
  }
  const Icon = changeIcons[direction];
  return (
    <Change direction={direction}>
      <Icon aria-hidden />
      {direction === 'flat'
        ? intl.formatMessage(valueMessages.noChange, { period })
        : intl.formatMessage(valueMessages.change, {
            period,
            change: intl.formatNumber(change, {
              style: 'percent',
              signDisplay: 'exceptZero',
              maximumFractionDigits: 0,
            }),
          })}
    </Change>
  );
}

/** One figure of the period: its name, its value and its change from the previous period. */
function PeriodFigure({ label, value, ...change }: FigureChangeProps & { label: string; value: string }) {
  return (
    <Figure>
      <dt>{label}</dt>
      <FigureValue>{value}</FigureValue>
      <FigureChange {...change} />
    </Figure>
  );
}

/** The three figures of the period: revenue, payments and the average payment, each with its change. */
export function Figures({ revenue }: { revenue: RevenueView }) {
  const intl = useIntl();
  const { current, previous, period } = revenue;
  const compared = { period, previousCount: previous.count };
  return (
    <FigureList>
      <PeriodFigure
        label={intl.formatMessage(messages.revenue)}
        value={formatAmount(current.totalCents, revenue.currency, intl.locale)}
        current={current.totalCents}
        previous={previous.totalCents}
        {...compared}
      />
      <PeriodFigure
        label={intl.formatMessage(messages.count)}
        value={intl.formatNumber(current.count)}
        current={current.count}
        previous={previous.count}
        {...compared}
      />
      <PeriodFigure
        label={intl.formatMessage(messages.average)}
        value={
          current.averageCents === null
            ? intl.formatMessage(messages.noAverage)
            : formatAmount(current.averageCents, revenue.currency, intl.locale)
        }
        current={current.averageCents}
        previous={previous.averageCents}
        {...compared}
      />
    </FigureList>
  );
}
