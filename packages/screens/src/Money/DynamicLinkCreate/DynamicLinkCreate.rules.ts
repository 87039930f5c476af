import {
  checkEmail,
  LINK_SUMMARY_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  DEFAULT_CURRENCY,
  type Currency,
  type Environment,
  type Language,
  type Tier,
} from '@meridian/contract';
import { amountCents, checkAmount, type AmountErrorKey, type UsdPerUnit } from '../common/amount';

export const DYNAMIC_LINK_STEPS = ['recipient', 'summary'] as const;
export type DynamicLinkStep = (typeof DYNAMIC_LINK_STEPS)[number];

export interface DynamicLinkValues {
  recipientName: string;
  /** Where the link is mailed to the recipient (and later the receipt). */
  recipientEmail: string;
  /** The language the link is mailed in: the interface's until chosen. */
  recipientLanguage: Language;
  /** What the payment is for, shown to the recipient. */
  description: string;
  /** The link's price currency. */
  currency: Currency;
  /** In `currency`; NaN while empty. */
  amount: number;
  payoutWalletId: string | null;
  environment: Environment;
}

export interface DynamicLinkSubmission {
  recipientName: string;
  recipientEmail: string;
  recipientLanguage: Language;
  description: string;
  currency: Currency;
  /** Minor units of `currency`. */
  amountCents: number;
  payoutWalletId: string;
  environment: Environment;
}

export type DynamicLinkErrorKey =
  | AmountErrorKey
  | 'recipientRequired'
  | 'recipientTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'payoutWalletRequired';

export const emptyDynamicLinkValues: DynamicLinkValues = {
  recipientName: '',
  recipientEmail: '',
  recipientLanguage: 'en',
  description: '',
  currency: DEFAULT_CURRENCY,
  amount: Number.NaN,
  payoutWalletId: null,
  environment: 'test',
};

/** The fields of each step: the recipient step holds them all; the summary only reads them back. */
export const dynamicLinkStepFields: Record<DynamicLinkStep, readonly (keyof DynamicLinkValues)[]> = {
  recipient: [
    'recipientName',
    'recipientEmail',
    'recipientLanguage',
    'description',
    'currency',
    'amount',
    'payoutWalletId',
    'environment',
  ],
  summary: [],
};

/** Every field's check (the recipient step's, and the summary's before it creates the link). */
export function validateDynamicLink(
  values: DynamicLinkValues,
  tier: Tier,
  usdPerUnit?: UsdPerUnit,
): Partial<Record<keyof DynamicLinkValues, DynamicLinkErrorKey>> {
  const errors: Partial<Record<keyof DynamicLinkValues, DynamicLinkErrorKey>> = {};
  const name = values.recipientName.trim();
  if (name === '') errors.recipientName = 'recipientRequired';
  else if (name.length > RECIPIENT_NAME_MAX_LENGTH) errors.recipientName = 'recipientTooLong';
  const email = values.recipientEmail.trim();
  if (email === '') errors.recipientEmail = 'emailRequired';
  else if (checkEmail(email)) errors.recipientEmail = 'emailInvalid';
  const description = values.description.trim();
  if (description === '') errors.description = 'descriptionRequired';
  else if (description.length > LINK_SUMMARY_MAX_LENGTH) errors.description = 'descriptionTooLong';
  const amount = checkAmount(values.amount, tier, true, values.currency, usdPerUnit);
  if (amount) errors.amount = amount;
  if (!values.payoutWalletId) errors.payoutWalletId = 'payoutWalletRequired';
  return errors;
}

export function toDynamicLinkSubmission(values: DynamicLinkValues): DynamicLinkSubmission {
  return {
    recipientName: values.recipientName.trim(),
    recipientEmail: values.recipientEmail.trim(),
    recipientLanguage: values.recipientLanguage,
    description: values.description.trim(),
    currency: values.currency,
    amountCents: amountCents(values.amount, values.currency) ?? 0,
    payoutWalletId: values.payoutWalletId ?? '',
    environment: values.environment,
  };
}
