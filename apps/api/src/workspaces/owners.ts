import type { OwnedResource } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';

/** The workspace (company id) that owns the object `id`, or undefined when there is no such object. */
export type OwnerLookup = (database: Pick<Database, 'query'>, id: string) => Promise<string | undefined>;

/**
 * The table of owners: for each resource a route may name by id (the contract's
 * `OWNED_RESOURCES`), the table whose rows carry the owning workspace in `company_id`. A
 * resource without its table here does not type-check. Each look-up is one named statement,
 * prepared once per connection: it runs before every route that names an object, so it costs
 * what the hand-written query costs.
 */
const OWNER_TABLES: { readonly [Resource in OwnedResource]: string } = {
  member: 'memberships',
  invite: 'invites',
  wallet: 'wallets',
  paymentLink: 'payment_links',
};

function lookup(resource: string, table: string): OwnerLookup {
  const statement: NamedStatement = {
    name: `owner_of_${resource}`,
    text: `SELECT company_id FROM ${table} WHERE id = $1 LIMIT 1`,
  };
  return async (database, id) => {
    const [row] = await database.query<{ company_id: string }>(statement, [id]);
    return row?.company_id;
  };
}

/** Ids reach a look-up as lower-case UUIDs. */
export const ownerLookups = Object.fromEntries(
  Object.entries(OWNER_TABLES).map(([resource, table]) => [resource, lookup(resource, table)]),
) as { readonly [Resource in OwnedResource]: OwnerLookup };
