import { messagesIn } from '@meridian/ui';
import type { Currency, Tier } from '@meridian/contract';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { amountCents, type AmountErrorKey, type UsdPerUnit } from './amount';
import { useAmountErrorText } from './amount.messages';

/*
 * What the static, donation and dynamic link forms say alike: their buttons, the name field,
 * the failures, and the words of the errors they share.
 */
export const linkFormMessages = messagesIn('screens.Money.common.link', {
  name: 'Name',
  nameHelp: 'Payers see it. Left empty, the link is named with a number.',
  continue: 'Continue',
  back: 'Back',
  cancel: 'Cancel',
  create: 'Create link',
  save: 'Save changes',
  raiseTier: 'Raise your limit',
  amount: 'Amount',
  currency: 'Currency',
  currencyHelp:
    'The link’s amounts are in this currency for its whole life. Payers pay its price in crypto at the rate of the moment.',
  createFailed: 'We could not create the link. Please try again.',
  saveFailed: 'We could not save the link. Please try again.',
});

const valueMessages = messagesIn<{ tooLong: { max: number } }>('screens.Money.common', {
  tooLong: '{max, plural, one {Use at most # character.} other {Use at most # characters.}}',
});

/** The errors every link form has: the amount's, and the payout wallet's (which its own field shows). */
export type LinkFormErrorKey = AmountErrorKey | 'payoutWalletRequired';

/** How a form words its own errors: a length limit, or a message (with its values). */
export interface LinkErrorWords<K extends string> {
  /** Keys that mean "too long", with the limit. */
  lengths?: Partial<Record<K, number>>;
  messages?: Partial<Record<K, MessageDescriptor>>;
  values?: Partial<Record<K, Record<string, number>>>;
}

const amountKeys: ReadonlySet<string> = new Set<AmountErrorKey>(['amountRequired', 'amountInvalid', 'aboveTierLimit']);

/**
 * A link form's errors in words: the amount's (the tier limit names the limit and the tier that
 * lifts it), "too long" with the field's limit, and the form's own messages. The payout
 * wallet's error is shown by its field, so it has no words here.
 */
export function useLinkErrorText<K extends string>(
  tier: Tier,
  words: LinkErrorWords<K>,
  currency?: Currency,
  usdPerUnit?: UsdPerUnit,
) {
  const intl = useIntl();
  const amountText = useAmountErrorText(tier, currency, usdPerUnit);
  return (key: K | LinkFormErrorKey | undefined, amount: number): string | undefined => {
    if (key === undefined || key === 'payoutWalletRequired') return undefined;
    if (amountKeys.has(key)) return amountText(key as AmountErrorKey, amountCents(amount, currency));
    const own = key as K;
    const max = words.lengths?.[own];
    if (max !== undefined) return intl.formatMessage(valueMessages.tooLong, { max });
    const message: MessageDescriptor | undefined = words.messages?.[own];
    return message ? intl.formatMessage(message, words.values?.[own]) : undefined;
  };
}
