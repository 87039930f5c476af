import {
  CURRENCY_DIGITS,
  formatMinor,
  parseMinor,
  type Currency,
  type FieldError,
  type PaymentLink,
  type UpdateStaticLinkRequest,
  type Wallet,
} from '@meridian/contract';
import { isApiError, type NewDynamicLink, type NewStaticLink } from '@meridian/data';
import type {
  DonationLinkErrorKey,
  DonationLinkSubmission,
  DonationLinkValues,
  DynamicLinkDetails,
  DynamicLinkErrorKey,
  DynamicLinkSubmission,
  DynamicLinkValues,
  PaymentLinkView,
  StaticLinkErrorKey,
  StaticLinkSubmission,
  StaticLinkValues,
  WalletView,
} from '@meridian/screens';
import { walletView } from '../wallets/wallet-actions';

/*
 * What the link pages translate between the forms (amounts in cents, keys for errors) and the
 * API (amounts as USD decimals, field errors by path).
 */

/** A decimal of the API in `currency` as the amount fields hold it (major units; NaN for none). */
const major = (amount: string | null, currency: Currency) => {
  const minor = amount === null ? null : parseMinor(amount, currency);
  return minor === null ? Number.NaN : minor / 10 ** CURRENCY_DIGITS[currency];
};

/** The payout wallets a link can use: the workspace's Moonbeam wallets. */
export function payoutWallets(wallets: readonly Wallet[] | undefined): WalletView[] {
  return (wallets ?? []).filter((wallet) => wallet.platform === 'moonbeam').map(walletView);
}

/** A link as the list shows it. */
export function linkView(link: PaymentLink): PaymentLinkView {
  const cents = link.amount === null ? null : parseMinor(link.amount, link.currency);
  return {
    id: link.id,
    name: link.name,
    type: link.type,
    status: link.status,
    environment: link.environment,
    currency: link.currency,
    ...(cents === null ? {} : { amountCents: cents }),
    createdAt: new Date(link.createdAt),
    url: link.url,
    payoutWalletId: link.payoutWalletId ?? '',
    ...(link.paid
      ? { paid: { count: link.paid.count, totalCents: parseMinor(link.paid.total, link.currency) ?? 0 } }
      : {}),
  };
}

/** A dynamic link as its page shows it. */
export function dynamicLinkDetails(link: PaymentLink): DynamicLinkDetails {
  return {
    ...linkView(link),
    amountCents: link.amount === null ? 0 : (parseMinor(link.amount, link.currency) ?? 0),
    recipientName: link.recipient?.name ?? '',
    ...(link.recipient?.email ? { recipientEmail: link.recipient.email } : {}),
    ...(link.summary ? { description: link.summary } : {}),
  };
}

const linkOptions = (submission: StaticLinkSubmission) => ({
  collectEmail: submission.collectEmail,
  collectBillingDetails: submission.collectBilling,
  includeVat: submission.vatRate !== null,
  vatRate: submission.vatRate === null ? null : String(submission.vatRate),
});

/** POST /payment-link/static for the static form. */
export function newStaticLink(submission: StaticLinkSubmission): NewStaticLink {
  return {
    type: 'static',
    ...(submission.name ? { name: submission.name } : {}),
    currency: submission.currency,
    amount: formatMinor(submission.amountCents, submission.currency),
    payoutWalletId: submission.payoutWalletId,
    environment: submission.environment,
    options: linkOptions(submission),
    ...(submission.message ? { message: submission.message } : {}),
    ...(submission.redirectUrl ? { redirectUrl: submission.redirectUrl } : {}),
  };
}

/** PATCH /payment-link/static/{id} for the static form: every field, emptied texts cleared. */
export function staticLinkUpdate(submission: StaticLinkSubmission): UpdateStaticLinkRequest {
  return {
    ...(submission.name ? { name: submission.name } : {}),
    amount: formatMinor(submission.amountCents, submission.currency),
    payoutWalletId: submission.payoutWalletId,
    environment: submission.environment,
    options: linkOptions(submission),
    message: submission.message ?? '',
    redirectUrl: submission.redirectUrl ?? '',
  };
}

/** The static form filled with a link. */
export function staticLinkValues(link: PaymentLink): Partial<StaticLinkValues> {
  return {
    name: link.name,
    currency: link.currency,
    amount: major(link.amount, link.currency),
    payoutWalletId: link.payoutWalletId,
    environment: link.environment,
    collectEmail: link.options.collectEmail,
    collectBilling: link.options.collectBillingDetails,
    includeVat: link.options.includeVat,
    vatRate: link.options.vatRate === null ? Number.NaN : Number(link.options.vatRate),
    message: link.message ?? '',
    redirectUrl: link.redirectUrl ?? '',
  };
}

const donationFields = (submission: DonationLinkSubmission) => ({
  ...(submission.name ? { name: submission.name } : {}),
  minimumAmount: submission.minimumCents === null ? null : formatMinor(submission.minimumCents, submission.currency),
  suggestedAmounts: submission.suggestedCents.map((minor) => formatMinor(minor, submission.currency)),
  payoutWalletId: submission.payoutWalletId,
  environment: submission.environment,
});

/** POST /payment-link/static for the donation form. */
export function newDonationLink(submission: DonationLinkSubmission): NewStaticLink {
  return {
    type: 'donation',
    currency: submission.currency,
    ...donationFields(submission),
    ...(submission.message ? { message: submission.message } : {}),
  };
}

/** PATCH /payment-link/static/{id} for the donation form. */
export function donationLinkUpdate(submission: DonationLinkSubmission): UpdateStaticLinkRequest {
  return { ...donationFields(submission), message: submission.message ?? '' };
}

/** The donation form filled with a link. */
export function donationLinkValues(link: PaymentLink): Partial<DonationLinkValues> {
  const [first, second, third] = link.suggestedAmounts;
  return {
    name: link.name,
    currency: link.currency,
    minimum: major(link.minimumAmount, link.currency),
    suggest: link.suggestedAmounts.length > 0,
    suggested1: major(first ?? null, link.currency),
    suggested2: major(second ?? null, link.currency),
    suggested3: major(third ?? null, link.currency),
    payoutWalletId: link.payoutWalletId,
    environment: link.environment,
    message: link.message ?? '',
  };
}

/** POST /payment-link/dynamic for the dynamic form. */
export function newDynamicLink(submission: DynamicLinkSubmission): NewDynamicLink {
  return {
    recipientName: submission.recipientName,
    recipientEmail: submission.recipientEmail,
    recipientLanguage: submission.recipientLanguage,
    currency: submission.currency,
    amount: formatMinor(submission.amountCents, submission.currency),
    summary: submission.description,
    payoutWalletId: submission.payoutWalletId,
    environment: submission.environment,
  };
}

const detailsOf = (error: unknown): readonly FieldError[] =>
  isApiError(error) && error.code === 'VALIDATION_FAILED' ? error.fieldErrors : [];
const isTierLimit = (error: unknown) => isApiError(error) && error.code === 'TIER_LIMIT_EXCEEDED';

/** A form's outcome for a failed request: field errors when the API named fields, else its failure key. */
type FormErrors<Values, Key extends string, Failure> = {
  error?: Failure;
  fieldErrors?: Partial<Record<keyof Values & string, Key>>;
};

function outcome<Values, Key extends string, Failure>(
  fieldErrors: Partial<Record<keyof Values & string, Key>>,
  failure: Failure,
): FormErrors<Values, Key, Failure> {
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { error: failure };
}

/** The payout wallet refused (unknown, not Moonbeam, or unverified for a live link). */
const payoutWallet = (field: string) => field === 'payoutWalletId';

/**
 * The static form's errors: the tier's cap on the amount (the form names the limit and the
 * tier that lifts it), each refused field, else "could not create/save".
 */
export function staticLinkErrors(
  error: unknown,
  failure: 'createFailed' | 'saveFailed',
): FormErrors<StaticLinkValues, StaticLinkErrorKey, 'createFailed' | 'saveFailed'> {
  if (!error) return {};
  const fieldErrors: Partial<Record<keyof StaticLinkValues, StaticLinkErrorKey>> = {};
  if (isTierLimit(error)) fieldErrors.amount = 'aboveTierLimit';
  for (const { field } of detailsOf(error)) {
    if (field === 'name') fieldErrors.name = 'nameTooLong';
    else if (field === 'amount') fieldErrors.amount = 'amountInvalid';
    else if (payoutWallet(field)) fieldErrors.payoutWalletId = 'payoutWalletRequired';
    else if (field.startsWith('options.vatRate')) fieldErrors.vatRate = 'vatRateInvalid';
    else if (field === 'message') fieldErrors.message = 'messageTooLong';
    else if (field === 'redirectUrl') fieldErrors.redirectUrl = 'redirectInvalid';
  }
  return outcome(fieldErrors, failure);
}

/** The donation form's errors; the tier's cap lands on the amount it refused. */
export function donationLinkErrors(
  error: unknown,
  submitted: DonationLinkSubmission | undefined,
  failure: 'createFailed' | 'saveFailed',
): FormErrors<DonationLinkValues, DonationLinkErrorKey, 'createFailed' | 'saveFailed'> {
  if (!error) return {};
  const fieldErrors: Partial<Record<keyof DonationLinkValues, DonationLinkErrorKey>> = {};
  const suggestedField = (index: number) => (['suggested1', 'suggested2', 'suggested3'] as const)[index];
  if (isApiError(error) && error.tierLimit && submitted) {
    const refused = parseMinor(error.tierLimit.amount, submitted.currency);
    const index = submitted.suggestedCents.findIndex((cents) => cents === refused);
    const field = submitted.minimumCents === refused ? 'minimum' : suggestedField(index);
    if (field) fieldErrors[field] = 'aboveTierLimit';
  }
  for (const { field, code } of detailsOf(error)) {
    if (field === 'name') fieldErrors.name = 'nameTooLong';
    else if (field === 'minimumAmount') fieldErrors.minimum = 'amountInvalid';
    else if (field.startsWith('suggestedAmounts')) {
      const target = suggestedField(Number(field.split('.')[1] ?? 0)) ?? 'suggested1';
      fieldErrors[target] = code === 'out_of_range' ? 'belowMinimum' : 'amountInvalid';
    } else if (payoutWallet(field)) fieldErrors.payoutWalletId = 'payoutWalletRequired';
    else if (field === 'message') fieldErrors.message = 'messageTooLong';
  }
  return outcome(fieldErrors, failure);
}

/** The dynamic form's errors: every field sits on its recipient step. */
export function dynamicLinkErrors(error: unknown): FormErrors<DynamicLinkValues, DynamicLinkErrorKey, 'createFailed'> {
  if (!error) return {};
  const fieldErrors: Partial<Record<keyof DynamicLinkValues, DynamicLinkErrorKey>> = {};
  if (isTierLimit(error)) fieldErrors.amount = 'aboveTierLimit';
  for (const { field, code } of detailsOf(error)) {
    if (field === 'recipientName')
      fieldErrors.recipientName = code === 'too_long' ? 'recipientTooLong' : 'recipientRequired';
    else if (field === 'recipientEmail')
      fieldErrors.recipientEmail = code === 'required' ? 'emailRequired' : 'emailInvalid';
    else if (field === 'summary')
      fieldErrors.description = code === 'too_long' ? 'descriptionTooLong' : 'descriptionRequired';
    else if (field === 'amount') fieldErrors.amount = 'amountInvalid';
    else if (payoutWallet(field)) fieldErrors.payoutWalletId = 'payoutWalletRequired';
  }
  return outcome(fieldErrors, 'createFailed');
}
