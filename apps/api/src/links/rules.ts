/**
 * The rules a link's fields follow when it is created, edited or enabled again: the tier's
 * per-payment cap on what the payer pays (VAT included), the payout wallet, amounts, suggested
 * amounts above the minimum, and the slug.
 */
import { randomBytes } from 'node:crypto';
import {
  amountFailure,
  formatMinor,
  formatUsdCents,
  isUuid,
  parseMinor,
  tierLimitProblem,
  type Currency,
  type Environment,
  type FieldError,
  type FieldErrorCode,
  type Tier,
  type UsdPerUnit,
} from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import { isPublicDevAccount, PUBLIC_DEV_ACCOUNT_MESSAGE } from '../chain/public-accounts';
import type { Db } from '../db/database';
import { companies, wallets } from '../db/schema';
import { ApiError } from '../http/errors';
import { companyTier } from '../workspaces/views';
import { usdCentsOf } from '../payments/locked-rate';
import { tierLimitError } from './tier-cap';
import { vatCentsOf } from './views';

export async function workspaceTier(db: Db, companyId: string): Promise<Tier> {
  const [row] = await db
    .select({ domainVerifiedAt: companies.domainVerifiedAt, verifiedTier: companies.verifiedTier })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new ApiError('NOT_FOUND');
  return companyTier(row);
}

/** The workspace's pricing currency: what its new links and checkouts price in unless they name another. */
export async function workspaceCurrency(db: Db, companyId: string): Promise<Currency> {
  const [row] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new ApiError('NOT_FOUND');
  return row.currency;
}

/**
 * Refuses an amount above the tier's per-payment cap, naming the cap and the tier that lifts it.
 * The cap applies to what the payer pays: the amount with the link's VAT added, in minor units of
 * `currency`, compared in US dollar cents at `usdPerUnit` (the current rate when a link is saved).
 */
export function checkTierCap(
  tier: Tier,
  amounts: readonly number[],
  vatRateBp: number | null,
  currency: Currency,
  usdPerUnit: UsdPerUnit,
): void {
  for (const amount of amounts) {
    const minor = amount + vatCentsOf(amount, vatRateBp);
    const cents = usdCentsOf(minor, currency, usdPerUnit);
    const problem = tierLimitProblem(tier, cents);
    if (!problem) continue;
    const price = currency === 'USD' ? `$${formatUsdCents(cents)}` : `${formatMinor(minor, currency)} ${currency}`;
    throw tierLimitError(problem, cents, `${price}${vatRateBp === null ? '' : ' with VAT'}`);
  }
}

export function fieldError(field: string, code: FieldError['code'], message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { message, details: [{ field, code, message }] });
}

/**
 * The payout wallet: a Moonbeam wallet of the workspace, verified for a live link, and for a live
 * link never an account of the development mnemonic (its private key is public).
 */
export async function checkPayoutWallet(db: Db, companyId: string, walletId: string, environment: Environment) {
  if (!isUuid(walletId)) throw fieldError('payoutWalletId', 'invalid', 'No wallet of this workspace has this id');
  const [wallet] = await db
    .select({ id: wallets.id, network: wallets.network, address: wallets.address, verifiedAt: wallets.verifiedAt })
    .from(wallets)
    .where(and(eq(wallets.id, walletId.toLowerCase()), eq(wallets.companyId, companyId)))
    .limit(1);
  if (!wallet) throw fieldError('payoutWalletId', 'invalid', 'No wallet of this workspace has this id');
  if (wallet.network !== 'moonbeam') {
    throw fieldError('payoutWalletId', 'wrong_network', 'Payments are made on Moonbeam: choose a Moonbeam wallet');
  }
  if (environment === 'live' && wallet.verifiedAt === null) {
    throw fieldError('payoutWalletId', 'not_verified', 'A live link pays to a verified wallet: verify this one first');
  }
  if (environment === 'live' && isPublicDevAccount(wallet.address)) {
    throw fieldError(
      'payoutWalletId',
      'not_allowed',
      `Live payments cannot go to this wallet. ${PUBLIC_DEV_ACCOUNT_MESSAGE}`,
    );
  }
  return wallet.id;
}

/**
 * An amount of the request (`field`) in minor units of `currency`, checked with the contract's one
 * amount rule in that currency's digits (`"12.5"` yen is `too_many_decimals`): 422 naming the field.
 */
export function minorOf(field: string, value: string, currency: Currency): number {
  const failure = amountFailure(value, currency);
  if (failure) throw fieldError(field, failure.code as FieldErrorCode, failure.message);
  return parseMinor(value, currency)!;
}

/** A link's amounts as a request gives them, in minor units of `currency`, each checked by `minorOf`. */
export function linkAmounts(
  body: { amount?: string; minimumAmount?: string | null; suggestedAmounts?: readonly string[] },
  currency: Currency,
) {
  return {
    amountCents: body.amount === undefined ? undefined : minorOf('amount', body.amount, currency),
    minimumCents:
      body.minimumAmount === undefined
        ? undefined
        : body.minimumAmount === null
          ? null
          : minorOf('minimumAmount', body.minimumAmount, currency),
    suggestedCents: body.suggestedAmounts?.map((value, index) => minorOf(`suggestedAmounts.${index}`, value, currency)),
  };
}

export function vatBasisPoints(options: { includeVat: boolean; vatRate: string | null } | undefined): number | null {
  if (!options?.includeVat || options.vatRate === null) return null;
  return Math.round(Number(options.vatRate) * 100);
}

/** Suggested amounts below the minimum are refused (the payer could never pick them). */
export function checkSuggested(minimum: number | null, suggested: readonly number[]): void {
  if (minimum === null) return;
  const index = suggested.findIndex((amount) => amount < minimum);
  if (index >= 0) {
    throw fieldError(`suggestedAmounts.${index}`, 'out_of_range', 'A suggested amount is below the minimum');
  }
}

/** A new slug: 128 random bits, base64url (22 characters). */
export function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

export function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
