import {
  isHttpsUrl,
  LINK_MESSAGE_MAX_LENGTH,
  LINK_NAME_MAX_LENGTH,
  VAT_RATE_MAX,
  DEFAULT_CURRENCY,
  type Currency,
  type Environment,
  type Tier,
} from '@meridian/contract';
import { amountCents, checkAmount, type AmountErrorKey, type UsdPerUnit } from '../common/amount';

export const STATIC_LINK_STEPS = ['billing', 'payment', 'after'] as const;
export type StaticLinkStep = (typeof STATIC_LINK_STEPS)[number];

/** The fields of each step. */
export const staticLinkStepFields: Record<StaticLinkStep, readonly (keyof StaticLinkValues)[]> = {
  billing: ['name', 'currency', 'amount'],
  payment: ['payoutWalletId', 'environment', 'collectEmail', 'collectBilling', 'includeVat', 'vatRate'],
  after: ['message', 'redirectUrl'],
};

export interface StaticLinkValues {
  name: string;
  /** The link's price currency. */
  currency: Currency;
  /** In `currency`, as the amount field holds it; NaN while empty. */
  amount: number;
  payoutWalletId: string | null;
  environment: Environment;
  collectEmail: boolean;
  collectBilling: boolean;
  includeVat: boolean;
  /** A percentage; NaN while empty. */
  vatRate: number;
  message: string;
  redirectUrl: string;
}

/** What the form hands over: amounts in whole cents, empty texts left out. */
export interface StaticLinkSubmission {
  /** Left out when nothing was typed: the link is then named `PaymentLink_<n>`. */
  name?: string;
  currency: Currency;
  /** Minor units of `currency`. */
  amountCents: number;
  payoutWalletId: string;
  environment: Environment;
  collectEmail: boolean;
  collectBilling: boolean;
  /** The VAT rate in percent, or null without VAT. */
  vatRate: number | null;
  message?: string;
  redirectUrl?: string;
}

export type StaticLinkErrorKey =
  AmountErrorKey | 'nameTooLong' | 'payoutWalletRequired' | 'vatRateInvalid' | 'messageTooLong' | 'redirectInvalid';

export const emptyStaticLinkValues: StaticLinkValues = {
  name: '',
  currency: DEFAULT_CURRENCY,
  amount: Number.NaN,
  payoutWalletId: null,
  environment: 'test',
  collectEmail: false,
  collectBilling: false,
  includeVat: false,
  vatRate: Number.NaN,
  message: '',
  redirectUrl: '',
};

function checkVat(values: StaticLinkValues) {
  if (!values.includeVat) return true;
  const rate = values.vatRate;
  return Number.isFinite(rate) && rate >= 0 && rate <= VAT_RATE_MAX && Math.round(rate * 100) === rate * 100;
}

/** Each step checks its own fields. */
export function validateStaticLinkStep(
  step: StaticLinkStep,
  values: StaticLinkValues,
  tier: Tier,
  usdPerUnit?: UsdPerUnit,
): Partial<Record<keyof StaticLinkValues, StaticLinkErrorKey>> {
  const errors: Partial<Record<keyof StaticLinkValues, StaticLinkErrorKey>> = {};
  if (step === 'billing') {
    if (values.name.trim().length > LINK_NAME_MAX_LENGTH) errors.name = 'nameTooLong';
    const amount = checkAmount(values.amount, tier, true, values.currency, usdPerUnit);
    if (amount) errors.amount = amount;
  } else if (step === 'payment') {
    if (!values.payoutWalletId) errors.payoutWalletId = 'payoutWalletRequired';
    if (!checkVat(values)) errors.vatRate = 'vatRateInvalid';
  } else {
    if (values.message.trim().length > LINK_MESSAGE_MAX_LENGTH) errors.message = 'messageTooLong';
    const redirect = values.redirectUrl.trim();
    if (redirect !== '' && !isHttpsUrl(redirect)) errors.redirectUrl = 'redirectInvalid';
  }
  return errors;
}

export function toStaticLinkSubmission(values: StaticLinkValues): StaticLinkSubmission {
  const name = values.name.trim();
  const message = values.message.trim();
  const redirectUrl = values.redirectUrl.trim();
  return {
    ...(name ? { name } : {}),
    currency: values.currency,
    amountCents: amountCents(values.amount, values.currency) ?? 0,
    payoutWalletId: values.payoutWalletId ?? '',
    environment: values.environment,
    collectEmail: values.collectEmail,
    collectBilling: values.collectBilling,
    vatRate: values.includeVat ? values.vatRate : null,
    ...(message ? { message } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}
