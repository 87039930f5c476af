import type { OwnedResource } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { integrations, invites, memberships, paymentLinks, wallets } from '../db/schema';

/** The workspace (company id) that owns the object `id`, or undefined when there is no such object. */
export type OwnerLookup = (db: Db, id: string) => Promise<string | undefined>;

/**
 * The table of owners: for each resource a route may name by id (the contract's
 * `OWNED_RESOURCES`), how to find the workspace that owns one of its objects. A resource
 * without its look-up here does not type-check. Ids reach a look-up as lower-case UUIDs.
 */
export const ownerLookups: { readonly [Resource in OwnedResource]: OwnerLookup } = {
  member: async (db, id) => {
    const [row] = await db
      .select({ companyId: memberships.companyId })
      .from(memberships)
      .where(eq(memberships.id, id))
      .limit(1);
    return row?.companyId;
  },
  invite: async (db, id) => {
    const [row] = await db.select({ companyId: invites.companyId }).from(invites).where(eq(invites.id, id)).limit(1);
    return row?.companyId;
  },
  wallet: async (db, id) => {
    const [row] = await db.select({ companyId: wallets.companyId }).from(wallets).where(eq(wallets.id, id)).limit(1);
    return row?.companyId;
  },
  paymentLink: async (db, id) => {
    const [row] = await db
      .select({ companyId: paymentLinks.companyId })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, id))
      .limit(1);
    return row?.companyId;
  },
  integration: async (db, id) => {
    const [row] = await db
      .select({ companyId: integrations.companyId })
      .from(integrations)
      .where(eq(integrations.id, id))
      .limit(1);
    return row?.companyId;
  },
};
