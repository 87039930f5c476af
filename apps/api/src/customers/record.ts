/**
 * A customer is recorded where the payer's details are: in the transaction that opens their
 * checkout session. One per e-mail address per workspace (a payer who gave billing details
 * without an e-mail: one per billing name and country); the row keeps the latest details given,
 * and a detail left out this time keeps the one given before.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers } from '../db/schema';

/** What a payer gave at checkout, as a session stores it. */
export interface PayerDetails {
  email: string | null;
  billingName: string | null;
  billingStreet: string | null;
  billingCity: string | null;
  billingPostalCode: string | null;
  billingCountry: string | null;
  vatNumber: string | null;
}

/** No details at all: what a record starts from when it has only some. */
export const NO_DETAILS: PayerDetails = {
  email: null,
  billingName: null,
  billingStreet: null,
  billingCity: null,
  billingPostalCode: null,
  billingCountry: null,
  vatNumber: null,
};

/** The customer's key: `email:<address>` (lower case), else `billing:<name>|<country>`; null without details. */
export function customerKey(details: Pick<PayerDetails, 'email' | 'billingName' | 'billingCountry'>): string | null {
  if (details.email) return `email:${details.email.toLowerCase()}`;
  if (details.billingName) return `billing:${details.billingName.toLowerCase()}|${details.billingCountry ?? ''}`;
  return null;
}

const latest = (column: string) => sql.raw(`coalesce(excluded.${column}, customers.${column})`);

/** Creates or updates the customer the details make, on `tx`; answers its id (null without details). */
export async function recordCustomer(
  tx: Db,
  companyId: string,
  details: PayerDetails,
  now: Date,
): Promise<string | null> {
  const key = customerKey(details);
  if (key === null) return null;
  const [row] = await tx
    .insert(customers)
    .values({
      id: randomUUID(),
      companyId,
      key,
      email: details.email,
      name: details.billingName,
      street: details.billingStreet,
      city: details.billingCity,
      postalCode: details.billingPostalCode,
      country: details.billingCountry,
      vatNumber: details.vatNumber,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [customers.companyId, customers.key],
      set: {
        email: latest('email'),
        name: latest('name'),
        street: latest('street'),
        city: latest('city'),
        postalCode: latest('postal_code'),
        country: latest('country'),
        vatNumber: latest('vat_number'),
        updatedAt: now,
      },
    })
    .returning({ id: customers.id });
  return row!.id;
}

/**
 * Records the recipient a link is made out to (its name and e-mail) as a customer of its
 * workspace, on `tx`: a store's buyer named through the public API, listed on the Customers page
 * and erased with them. Nothing without an e-mail.
 */
export async function recordRecipientCustomer(
  tx: Db,
  link: { companyId: string; recipientName: string | null; recipientEmail: string | null },
  now: Date,
): Promise<void> {
  if (link.recipientEmail === null) return;
  await recordCustomer(
    tx,
    link.companyId,
    { ...NO_DETAILS, email: link.recipientEmail, billingName: link.recipientName },
    now,
  );
}
