import type { OwnedResource } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';

/** The workspace (company id) that owns the object `id`, or undefined when there is no such object. */
export type OwnerLookup = (database: Pick<Database, 'query'>, id: string) => Promise<string | undefined>;

/**
 * Where a resource's objects are: a table whose rows carry `id` and the owning workspace in
 * `company_id`, and a condition its live rows meet, when some of its rows name nothing any more.
 */
type OwnerTable = string | { table: string; condition: string };

/**
 * The table of owners: for each resource a route may name by id (the contract's
 * `OWNED_RESOURCES`), the table whose rows carry the owning workspace in `company_id`. A
 * resource without its table here does not type-check. Each look-up is one named statement,
 * prepared once per connection: it runs before every route that names an object, so it costs
 * what the hand-written query costs.
 */
const OWNER_TABLES: { readonly [Resource in OwnedResource]: OwnerTable } = {
  member: 'memberships',
  invite: 'invites',
  wallet: 'wallets',
  paymentLink: 'payment_links',
  // A revoked key is gone: it answers 404 like an unknown one.
  apiKey: { table: 'api_keys', condition: 'revoked_at IS NULL' },
  webhookEndpoint: 'webhook_endpoints',
  webhookDelivery: 'webhook_deliveries',
  customer: 'customers',
  verification: 'verifications',
  integration: 'integrations',
  // An unmatched payment belongs to no workspace yet (its address's workspaces see it in their inbox).
  payment: { table: 'payments', condition: 'company_id IS NOT NULL' },
  refund: 'refunds',
};

/**
 * The query of the workspace that owns object `id` of `resource` (the id given as the placeholder
 * `id`): one `company_id` column, no row when there is no such object. A statement that also
 * reads the caller's membership there joins it as a subquery (`workspaces/access.ts`,
 * `accounts/sessions.ts`).
 */
export function ownerQuery(resource: OwnedResource, id: string): string {
  const owner = OWNER_TABLES[resource];
  const { table, condition } = typeof owner === 'string' ? { table: owner, condition: undefined } : owner;
  return `SELECT company_id FROM ${table} WHERE id = ${id}${condition ? ` AND ${condition}` : ''} LIMIT 1`;
}

function lookup(resource: OwnedResource): OwnerLookup {
  const statement: NamedStatement = { name: `owner_of_${resource}`, text: ownerQuery(resource, '$1') };
  return async (database, id) => {
    const [row] = await database.query<{ company_id: string }>(statement, [id]);
    return row?.company_id;
  };
}

/** Ids reach a look-up as lower-case UUIDs. */
export const ownerLookups = Object.fromEntries(
  Object.keys(OWNER_TABLES).map((resource) => [resource, lookup(resource as OwnedResource)]),
) as { readonly [Resource in OwnedResource]: OwnerLookup };
