import {
  amountProblem,
  localAmountNotation,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  tierCapCents,
  tierThatAllows,
  type Tier,
} from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { useTierText } from '../../common/tiers';
import type { AmountErrorKey } from './amount';
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

const problemMessages = defineMessages<{
  negative: Record<string, never>;
  tooManyDecimals: { decimals: number; smallest: string };
  notANumber: { example: string };
  currencySymbol: Record<string, never>;
}>({
  negative: {
    id: 'screens.Money.common.amountNegative',
    defaultMessage: 'Enter the amount without a minus sign: a payment is never negative.',
  },
  tooManyDecimals: {
    id: 'screens.Money.common.amountTooManyDecimals',
    defaultMessage:
      'Use at most {decimals, plural, one {# decimal} other {# decimals}}: {smallest} is the smallest amount in US dollars.',
  },
  notANumber: {
    id: 'screens.Money.common.amountNotANumber',
    defaultMessage: 'Enter the amount in digits, like {example}.',
  },
  currencySymbol: {
    id: 'screens.Money.common.amountCurrencySymbol',
    defaultMessage: 'Type the number alone, without another currency’s sign: this amount is in US dollars.',
  },
});

/**
 * What is wrong with an amount field's text that it cannot read, by the contract's amount rule
 * (the API's): a minus sign, too many decimals, another currency's sign, or no number; undefined
 * when the rule finds nothing (the field then says the amount reads more than one way).
 */
export function useAmountProblemText(currency = 'USD') {
  const intl = useIntl();
  return (text: string): string | undefined => {
    const notation = localAmountNotation(intl.locale, currency);
    switch (amountProblem(text, notation)) {
      case 'negative':
        return intl.formatMessage(problemMessages.negative);
      case 'too_many_decimals':
        return intl.formatMessage(problemMessages.tooManyDecimals, {
          decimals: notation.decimals,
          smallest: intl.formatNumber(10 ** -notation.decimals, { style: 'currency', currency }),
        });
      case 'currency_symbol':
        return intl.formatMessage(problemMessages.currencySymbol);
      case 'invalid':
        return intl.formatMessage(problemMessages.notANumber, {
          example: intl.formatNumber(49.9, { minimumFractionDigits: notation.decimals }),
        });
      default:
        return undefined;
    }
  };
}

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
