import {
  DEFAULT_CURRENCY,
  LINK_MESSAGE_MAX_LENGTH,
  LINK_NAME_MAX_LENGTH,
  type Currency,
  type Environment,
  type Tier,
} from '@meridian/contract';
import { amountCents, checkAmount, type AmountErrorKey, type UsdPerUnit } from '../common/amount';

/** A donation link offers at most this many suggested amounts. */
export const MAX_SUGGESTED_AMOUNTS = 3;

export interface DonationLinkValues {
  name: string;
  /** The currency of every amount of the link. */
  currency: Currency;
  /** The smallest donation in `currency`; NaN for none. */
  minimum: number;
  suggest: boolean;
  /** Up to three suggested amounts in `currency`; NaN where empty. */
  suggested1: number;
  suggested2: number;
  suggested3: number;
  payoutWalletId: string | null;
  environment: Environment;
  message: string;
}

export interface DonationLinkSubmission {
  name?: string;
  currency: Currency;
  /** Minor units of `currency`, as are the suggestions. */
  minimumCents: number | null;
  /** In the order typed, without empty ones. */
  suggestedCents: number[];
  payoutWalletId: string;
  environment: Environment;
  message?: string;
}

export type DonationLinkErrorKey =
  AmountErrorKey | 'belowMinimum' | 'suggestedRequired' | 'nameTooLong' | 'messageTooLong' | 'payoutWalletRequired';

export const suggestedFields = ['suggested1', 'suggested2', 'suggested3'] as const;

export const emptyDonationLinkValues: DonationLinkValues = {
  name: '',
  currency: DEFAULT_CURRENCY,
  minimum: Number.NaN,
  suggest: false,
  suggested1: Number.NaN,
  suggested2: Number.NaN,
  suggested3: Number.NaN,
  payoutWalletId: null,
  environment: 'test',
  message: '',
};

export function validateDonationLink(
  values: DonationLinkValues,
  tier: Tier,
  usdPerUnit?: UsdPerUnit,
): Partial<Record<keyof DonationLinkValues, DonationLinkErrorKey>> {
  const { currency } = values;
  const errors: Partial<Record<keyof DonationLinkValues, DonationLinkErrorKey>> = {};
  if (values.name.trim().length > LINK_NAME_MAX_LENGTH) errors.name = 'nameTooLong';
  const minimum = checkAmount(values.minimum, tier, false, currency, usdPerUnit);
  if (minimum) errors.minimum = minimum;
  if (values.suggest) {
    const minimumCents = amountCents(values.minimum, currency) ?? 0;
    for (const field of suggestedFields) {
      const problem = checkAmount(values[field], tier, false, currency, usdPerUnit);
      if (problem) errors[field] = problem;
      else if ((amountCents(values[field], currency) ?? Number.POSITIVE_INFINITY) < minimumCents)
        errors[field] = 'belowMinimum';
    }
    if (suggestedFields.every((field) => Number.isNaN(values[field]))) errors.suggested1 = 'suggestedRequired';
  }
  if (!values.payoutWalletId) errors.payoutWalletId = 'payoutWalletRequired';
  if (values.message.trim().length > LINK_MESSAGE_MAX_LENGTH) errors.message = 'messageTooLong';
  return errors;
}

export function toDonationLinkSubmission(values: DonationLinkValues): DonationLinkSubmission {
  const name = values.name.trim();
  const message = values.message.trim();
  return {
    ...(name ? { name } : {}),
    currency: values.currency,
    minimumCents: amountCents(values.minimum, values.currency),
    suggestedCents: values.suggest
      ? suggestedFields.map((field) => amountCents(values[field], values.currency)).filter((cents) => cents !== null)
      : [],
    payoutWalletId: values.payoutWalletId ?? '',
    environment: values.environment,
    ...(message ? { message } : {}),
  };
}
