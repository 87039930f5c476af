import { messagesIn } from '@meridian/ui';
import {
  amountProblem,
  DEFAULT_CURRENCY,
  localAmountNotation,
  MAX_AMOUNT_MINOR,
  MIN_AMOUNT_CENTS,
  tierCapCents,
  tierThatAllows,
  type Currency,
  type Tier,
} from '@meridian/contract';
import { useIntl } from 'react-intl';
import { currencyName } from '../../common/intlFormats';
import { useTierText } from '../../common/tiers';
import { usdCentsOf, type AmountErrorKey, type UsdPerUnit } from './amount';
import { useMoneyText } from './money.messages';

const messages = messagesIn<{
  amountRequired: Record<string, never>;
  amountInvalid: { min: string; max: string };
  aboveTierLimit: { limit: string; tier: string; next: string };
  aboveEveryTier: { limit: string; tier: string };
}>('screens.Money.common', {
  amountRequired: 'Enter the amount to charge.',
  amountInvalid: 'Enter an amount from {min} to {max}.',
  aboveTierLimit:
    'Your tier, {tier}, limits payments to {limit}. Complete the verification for {next} to take this amount.',
  aboveEveryTier:
    'Your tier, {tier}, limits payments to {limit}, the highest limit there is. Split the amount into smaller links.',
});

const problemMessages = messagesIn<{
  negative: Record<string, never>;
  tooManyDecimals: { decimals: number; smallest: string; currency: string };
  notANumber: { example: string };
  currencySymbol: { currency: string };
}>('screens.Money.common.amount', {
  negative: 'Enter the amount without a minus sign: a payment is never negative.',
  tooManyDecimals:
    '{decimals, plural, =0 {Use a whole number: {smallest} is the smallest amount in {currency}.} one {Use at most # decimal: {smallest} is the smallest amount in {currency}.} other {Use at most # decimals: {smallest} is the smallest amount in {currency}.}}',
  notANumber: 'Enter the amount in digits, like {example}.',
  currencySymbol: 'Type the number alone, without another currency’s sign: this amount is in {currency}.',
});

/**
 * What is wrong with an amount field's text that it cannot read, by the contract's amount rule
 * (the API's): a minus sign, too many decimals, another currency's sign, or no number; undefined
 * when the rule finds nothing (the field then says the amount reads more than one way).
 */
export function useAmountProblemText(currency: Currency = DEFAULT_CURRENCY) {
  const intl = useIntl();
  return (text: string): string | undefined => {
    const name = currencyName(intl.locale, currency);
    const notation = localAmountNotation(intl.locale, currency);
    switch (amountProblem(text, notation)) {
      case 'negative':
        return intl.formatMessage(problemMessages.negative);
      case 'too_many_decimals':
        return intl.formatMessage(problemMessages.tooManyDecimals, {
          decimals: notation.decimals,
          smallest: intl.formatNumber(10 ** -notation.decimals, { style: 'currency', currency }),
          currency: name,
        });
      case 'currency_symbol':
        return intl.formatMessage(problemMessages.currencySymbol, { currency: name });
      case 'invalid':
        return intl.formatMessage(problemMessages.notANumber, {
          example: intl.formatNumber(49.9, { minimumFractionDigits: notation.decimals }),
        });
      default:
        return undefined;
    }
  };
}

/**
 * An amount's error in words, in the amount's `currency`; the tier limit names the limit (in US
 * dollars, and in the currency through the snapshot) and the tier that lifts it.
 */
export function useAmountErrorText(tier: Tier, currency: Currency = DEFAULT_CURRENCY, usdPerUnit?: UsdPerUnit) {
  const intl = useIntl();
  const money = useMoneyText();
  const tiers = useTierText();
  return (key: AmountErrorKey, minor: number | null): string => {
    if (key === 'amountRequired') return intl.formatMessage(messages.amountRequired);
    if (key === 'amountInvalid') {
      return intl.formatMessage(messages.amountInvalid, {
        min: money.amount(MIN_AMOUNT_CENTS, currency),
        max: money.amount(MAX_AMOUNT_MINOR, currency),
      });
    }
    const cents = minor === null ? null : usdCentsOf(minor, currency, usdPerUnit);
    const next = tierThatAllows(tier, cents ?? tierCapCents(tier) + 1);
    const limit = tiers.limit(tier, currency, usdPerUnit);
    return next
      ? intl.formatMessage(messages.aboveTierLimit, { tier: tiers.name(tier), limit, next: tiers.name(next) })
      : intl.formatMessage(messages.aboveEveryTier, { tier: tiers.name(tier), limit });
  };
}
