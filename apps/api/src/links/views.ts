/** A payment link as the API answers it, from a row of the table or of the list's query. */
import { formatMinor, type PaymentLink } from '@meridian/contract';
import type { PaymentLinkRow } from '../db/schema';

/** The fields of a link the answer is made of (a row of the table, or of the list's query). */
export type LinkFields = Pick<
  PaymentLinkRow,
  | 'id'
  | 'companyId'
  | 'type'
  | 'name'
  | 'status'
  | 'environment'
  | 'currency'
  | 'amountCents'
  | 'minimumCents'
  | 'suggestedCents'
  | 'message'
  | 'redirectUrl'
  | 'payoutWalletId'
  | 'collectEmail'
  | 'collectBilling'
  | 'vatRateBp'
  | 'recipientName'
  | 'recipientEmail'
  | 'summary'
  | 'slug'
  | 'createdAt'
  | 'updatedAt'
>;

/** 2150 -> `"21.5"`: a VAT rate in hundredths of a percent, as the API sends it. */
export function formatVatRate(basisPoints: number): string {
  return String(basisPoints / 100);
}

export function toLink(row: LinkFields, publicUrl: string): PaymentLink {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    name: row.name,
    status: row.status,
    environment: row.environment,
    currency: row.currency,
    amount: row.amountCents === null ? null : formatMinor(Number(row.amountCents), row.currency),
    minimumAmount: row.minimumCents === null ? null : formatMinor(Number(row.minimumCents), row.currency),
    suggestedAmounts: row.suggestedCents.map((cents) => formatMinor(Number(cents), row.currency)),
    message: row.message,
    redirectUrl: row.redirectUrl,
    payoutWalletId: row.payoutWalletId,
    options: {
      collectEmail: row.collectEmail,
      collectBillingDetails: row.collectBilling,
      includeVat: row.vatRateBp !== null,
      vatRate: row.vatRateBp === null ? null : formatVatRate(row.vatRateBp),
    },
    recipient:
      row.recipientName !== null && row.recipientEmail !== null
        ? { name: row.recipientName, email: row.recipientEmail }
        : null,
    summary: row.summary,
    slug: row.slug,
    url: `${publicUrl}/pay/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The VAT on a price in USD cents: added to it, rounded half up to the cent. */
export function vatCentsOf(priceCents: number, vatRateBp: number | null): number {
  return vatRateBp === null ? 0 : Math.floor((priceCents * vatRateBp + 5000) / 10000);
}
