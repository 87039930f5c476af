/** What the payer sends to open a checkout: the fields the link asks for, checked and stored. */
import {
  amountFailure,
  formatMinor,
  parseMinor,
  type FieldError,
  type FieldErrorCode,
  type OpenCheckoutRequest,
} from '@meridian/contract';
import type { ChainConfig } from '../chain/chains';
import { chainToken, type LinkFace } from './face';

function fieldError(field: string, code: FieldError['code'], message: string): FieldError {
  return { field, code, message };
}

/** The fields the link asks for, and only those: one detail per field wrong. */
export function checkFields(link: LinkFace['link'], body: OpenCheckoutRequest, chain: ChainConfig): FieldError[] {
  const problems: FieldError[] = [];
  if (!chainToken(chain, body.token)) {
    problems.push(
      fieldError('token', 'invalid', `Pay with one of ${chain.tokens.map((token) => token.symbol).join(', ')}`),
    );
  }
  if (link.type === 'donation') {
    // The amount is in the link's currency, with its digits (no decimals in yen).
    const failure = body.amount === undefined ? null : amountFailure(body.amount, link.currency);
    if (body.amount === undefined) problems.push(fieldError('amount', 'required', 'Enter the amount to give'));
    else if (failure) problems.push(fieldError('amount', failure.code as FieldErrorCode, failure.message));
    else if (link.minimumCents !== null && (parseMinor(body.amount, link.currency) ?? 0) < Number(link.minimumCents)) {
      const minimum = `${formatMinor(Number(link.minimumCents), link.currency)} ${link.currency}`;
      problems.push(fieldError('amount', 'out_of_range', `Give at least ${minimum}`));
    }
  } else if (body.amount !== undefined) {
    problems.push(fieldError('amount', 'not_allowed', 'The link sets the amount'));
  }
  if (link.collectEmail && body.email === undefined) {
    problems.push(fieldError('email', 'required', 'Enter your e-mail address'));
  } else if (!link.collectEmail && body.email !== undefined) {
    problems.push(fieldError('email', 'not_allowed', 'This link does not ask for an e-mail address'));
  }
  if (link.collectBilling && body.billing === undefined) {
    problems.push(fieldError('billing', 'required', 'Enter your billing details'));
  } else if (!link.collectBilling && body.billing !== undefined) {
    problems.push(fieldError('billing', 'not_allowed', 'This link does not ask for billing details'));
  }
  if (!link.collectBilling && body.vatNumber !== undefined) {
    problems.push(fieldError('vatNumber', 'not_allowed', 'This link does not ask for a VAT number'));
  }
  return problems;
}

/** What the payer chose and typed, as a session stores it. */
export function payerDetails(body: OpenCheckoutRequest) {
  return {
    email: body.email?.trim() ?? null,
    billingName: body.billing?.name.trim() ?? null,
    billingStreet: body.billing?.street.trim() ?? null,
    billingCity: body.billing?.city.trim() ?? null,
    billingPostalCode: body.billing?.postalCode?.trim() || null,
    billingCountry: body.billing?.country ?? null,
    vatNumber: body.vatNumber?.trim() || null,
  };
}
