import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { changeDirection, formatAmount, relativeChange, type RevenuePeriod } from './chart';
import { messages, valueMessages } from './Dashboard.messages';
import { Change } from './Dashboard.styles';
import type { RevenueView } from './Dashboard.types';
import { FigureValue } from './FigureValue.styles';
import { Figure, FigureList } from './Figures.styles';

const changeIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

/** A figure's change from the previous period: an arrow and the signed percentage in words. */
function FigureChange({
  current,
  previous,
  period,
  previousCount,
}: {
  current: number | null;
  previous: number | null;
  period: RevenuePeriod;
  previousCount: number;
}) {
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

/** The three figures of the period: revenue, payments and the average payment, each with its change. */
export function Figures({ revenue }: { revenue: RevenueView }) {
  const intl = useIntl();
  const { current, previous, period } = revenue;
  return (
    <FigureList>
      <Figure>
        <dt>{intl.formatMessage(messages.revenue)}</dt>
        <FigureValue>{formatAmount(current.totalCents, revenue.currency, intl.locale)}</FigureValue>
        <FigureChange
          current={current.totalCents}
          previous={previous.totalCents}
          period={period}
          previousCount={previous.count}
        />
      </Figure>
      <Figure>
        <dt>{intl.formatMessage(messages.count)}</dt>
        <FigureValue>{intl.formatNumber(current.count)}</FigureValue>
        <FigureChange
          current={current.count}
          previous={previous.count}
          period={period}
          previousCount={previous.count}
        />
      </Figure>
      <Figure>
        <dt>{intl.formatMessage(messages.average)}</dt>
        <FigureValue>
          {current.averageCents === null
            ? intl.formatMessage(messages.noAverage)
            : formatAmount(current.averageCents, revenue.currency, intl.locale)}
        </FigureValue>
        <FigureChange
          current={current.averageCents}
          previous={previous.averageCents}
          period={period}
          previousCount={previous.count}
        />
      </Figure>
    </FigureList>
  );
}
