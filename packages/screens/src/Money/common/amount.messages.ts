import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS, tierThatAllows, type Tier } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { useTierText } from '../../common/tiers';
import { tierCapCents, type AmountErrorKey } from './amount';
import { useMoneyText } from './money.messages';

const messages = defineMessages<{
  amountRequired: Record<string, never>;
  amountInvalid: { min: string; max: string };
  aboveTierLimit: { limit: string; tier: string; next: string };
  aboveEveryTier: { limit: string; tier: string };
}>({
  amountRequired: { id: 'screens.Money.common.amountRequired', defaultMessage: 'Enter the amount to charge.' },
  amountInvalid: {
    id: 'screens.Money.common.amountInvalid',
    defaultMessage: 'Enter an amount from {min} to {max}, with at most two decimals.',
  },
  aboveTierLimit: {
    id: 'screens.Money.common.aboveTierLimit',
    defaultMessage:
      'Your tier, {tier}, limits payments to {limit}. Complete the verification for {next} to take this amount.',
  },
  aboveEveryTier: {
    id: 'screens.Money.common.aboveEveryTier',
    defaultMessage:
      'Your tier, {tier}, limits payments to {limit}, the highest limit there is. Split the amount into smaller links.',
  },
});

/** An amount's error in words; the tier limit names the limit and the tier that lifts it. */
export function useAmountErrorText(tier: Tier) {
  const intl = useIntl();
  const money = useMoneyText();
  const tiers = useTierText();
  return (key: AmountErrorKey, cents: number | null): string => {
    if (key === 'amountRequired') return intl.formatMessage(messages.amountRequired);
    if (key === 'amountInvalid') {
      return intl.formatMessage(messages.amountInvalid, {
        min: money.usd(MIN_AMOUNT_CENTS),
        max: money.usd(MAX_AMOUNT_CENTS),
      });
    }
    const next = tierThatAllows(tier, cents ?? tierCapCents(tier) + 1);
    const limit = tiers.limit(tier);
    return next
      ? intl.formatMessage(messages.aboveTierLimit, { tier: tiers.name(tier), limit, next: tiers.name(next) })
      : intl.formatMessage(messages.aboveEveryTier, { tier: tiers.name(tier), limit });
  };
}
