/**
 * A store's program, as its developer writes it on the client generated from the public
 * document: `openapi-fetch` and the types openapi-typescript made (`./schema`). It trusts the
 * types: every field is used as what they say it is, with no check they do not ask for, so a
 * field the document calls present that the API leaves out (or null) crashes it, and a type
 * that does not allow what the API answers fails its type check.
 *
 * Run as `node program.mjs <API base URL> <API key> <order reference>`; prints JSON:
 * `{ created, read, listed }`, the checkout summarised as the store shows it, and the ids of
 * the dynamic payment links (a checkout is one) the key lists.
 */
export const CLIENT_PROGRAM = `
import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type Checkout = components['schemas']['PublicCheckout'];

// A checkout no payer opened yet has no payment: the types must say it may be null (this
// line fails the type check when they do not).
export const unopened: Checkout['payment'] = null;

const STATUS_WORDS: Record<Checkout['status'], string> = {
  pending: 'pending',
  open: 'open',
  processing: 'confirming',
  paid: 'paid',
  expired: 'expired',
};

/** The checkout as the store's order page shows it: every field, used as its type says. */
function summary(checkout: Checkout): string {
  const payment =
    checkout.payment === null
      ? 'no payment yet'
      : \`\${checkout.payment.state} in \${checkout.payment.token}, \${checkout.payment.amount.trim()} units\`;
  const metadata = Object.entries(checkout.metadata)
    .map(([key, value]) => \`\${key}=\${value.trim()}\`)
    .join('&');
  return [
    checkout.id.toLowerCase(),
    checkout.mode.toUpperCase(),
    \`\${STATUS_WORDS[checkout.status]}, \${payment}\`,
    \`\${checkout.amount.trim()} \${checkout.currency}\`,
    checkout.description.trim(),
    \`order \${checkout.orderReference === null ? '-' : checkout.orderReference.trim()}\`,
    \`back to \${checkout.returnUrl === null ? '-' : new URL(checkout.returnUrl).host}\`,
    metadata,
    \`pay at \${new URL(checkout.url).pathname}\`,
    new Date(checkout.createdAt).toISOString(),
  ].join(' | ');
}

const [baseUrl = '', key = '', orderReference = ''] = process.argv.slice(2);
const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${key}\` } });

const created = await client.POST('/v1/checkouts', {
  params: { header: { 'Idempotency-Key': randomUUID() } },
  body: {
    amount: '25.00',
    description: 'Two bags of Ethiopian beans',
    orderReference,
    returnUrl: 'https://shop.example/thanks',
    metadata: { cart: 'c_9' },
  },
});
if (!created.data) throw new Error(\`create: \${created.response.status} \${JSON.stringify(created.error)}\`);
const read = await client.GET('/v1/checkouts/{id}', { params: { path: { id: created.data.id } } });
if (!read.data) throw new Error(\`read: \${read.response.status} \${JSON.stringify(read.error)}\`);
const listed = await client.GET('/v1/payment-links', { params: { query: { type: 'dynamic', limit: 100 } } });
if (!listed.data) throw new Error(\`list: \${listed.response.status} \${JSON.stringify(listed.error)}\`);
const quota: string | null = read.response.headers.get('RateLimit-Remaining');
if (quota === null || !/^\\d+$/.test(quota)) throw new Error(\`RateLimit-Remaining: \${quota}\`);

console.log(
  JSON.stringify({
    created: summary(created.data),
    read: summary(read.data),
    listed: listed.data.links.map((link) => link.id.toLowerCase()),
  }),
);
`;
