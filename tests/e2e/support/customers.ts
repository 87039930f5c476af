// A customer paying a test link, as the end-to-end flows about customers and billing need it:
// a checkout opened with what the link asks of the payer, paid from a funded account of the
// local chain, final at the next block.
import type { APIRequestContext, Page } from '@playwright/test';
import { openCheckout, payAndConfirm, untilPaid, type Hex, type PayerDetails } from './chain';

/** Billing details a French customer leaves. */
export const lyonBilling = (name: string): NonNullable<PayerDetails['billing']> => ({
  name,
  street: '3 rue des Potiers',
  city: 'Lyon',
  postalCode: '69001',
  country: 'FR',
});

/**
 * A customer opens a checkout of the link leaving an e-mail address (and billing details when
 * given), and pays the exact amount in the chain's coin from `from` (a funded account of the
 * local chain); the next block makes it final.
 */
export async function customerPays(
  request: APIRequestContext,
  slug: string,
  from: Hex,
  email: string,
  billing?: PayerDetails['billing'],
) {
  const session = await openCheckout(request, slug, { email, ...(billing ? { billing } : {}) });
  await payAndConfirm(from, session.payTo, session.amount);
  await untilPaid(request, session.id);
}

/**
 * `minor` units of `currency` as the page writes them in its language (the browser's own number
 * formats, with the currency's own digits): 2500 EUR is "€25.00" in English, "25,00 €" in French.
 */
export const money = (page: Page, minor: number, currency: string) =>
  page.evaluate(
    ([value, code]) => {
      const format = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: code });
      return format.format(value / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
    },
    [minor, currency] as const,
  );

/** Dollars as the page writes them in its language. */
export const usd = (page: Page, cents: number) => money(page, cents, 'USD');
