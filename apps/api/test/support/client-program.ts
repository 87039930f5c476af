/**
 * A store's program, as its developer writes it on the client generated from the public
 * document: `openapi-fetch` and the types openapi-typescript made (`./schema`). It trusts the
 * types: every field is used as what they say it is, with no check they do not ask for, so a
 * field the document calls present that the API leaves out (or null) crashes it, and a type
 * that does not allow what the API answers fails its type check.
 *
 * Run as `node program.mjs <API base URL> <API key> <order reference>`; prints JSON:
 * `{ created, read, listed }`, the checkout summarised as the store shows it, as it was
 * created, read back, and listed by its order reference.
 */
export const CLIENT_PROGRAM = `
import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { components, paths, webhooks } from './schema';

type Checkout = components['schemas']['Checkout'];
/** The body of a webhook of \`type\`, as the store's receiver gets it. */
type Webhook<Type extends keyof webhooks> = webhooks[Type]['post']['requestBody']['content']['application/json'];

// A checkout no payer opened yet has no payment: the types must say it may be null (this
// line fails the type check when they do not).
export const unopened: Checkout['payment'] = null;

const STATUS_WORDS: Record<Checkout['status'], string> = {
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
      : \`\${checkout.payment.status} in \${checkout.payment.token.symbol}, \${checkout.payment.amount.trim()} units\`;
  const metadata = Object.entries(checkout.metadata)
    .map(([key, value]) => \`\${key}=\${value.trim()}\`)
    .join('&');
  return [
    checkout.id.toLowerCase(),
    checkout.mode.toUpperCase(),
    \`\${STATUS_WORDS[checkout.status]}\${checkout.exception === null ? '' : \` (\${checkout.exception})\`}, \${payment}\`,
    \`\${checkout.amount.trim()} \${checkout.currency}\`,
    checkout.description.trim(),
    \`order \${checkout.orderReference === null ? '-' : checkout.orderReference.trim()}\`,
    \`back to \${checkout.returnUrl === null ? '-' : new URL(checkout.returnUrl).host}\`,
    metadata,
    \`pay at \${new URL(checkout.url).pathname}\`,
    checkout.paymentLinkId === null ? 'a store checkout' : \`a session of \${checkout.paymentLinkId.toLowerCase()}\`,
    \`made \${new Date(checkout.createdAt).toISOString()}\`,
    \`until \${new Date(checkout.expiresAt).toISOString()}\`,
  ].join(' | ');
}

/**
 * The store's webhook receiver (type-checked, not run here): a paid checkout marks its order paid,
 * a payment that arrived after the checkout expired waits for the merchant.
 */
export function onWebhook(body: Webhook<'checkout.paid'> | Webhook<'checkout.paid_late'> | Webhook<'payment.confirmed'>): string {
  switch (body.type) {
    case 'checkout.paid':
      return \`order \${body.data.orderReference ?? body.data.id} paid: \${summary(body.data)}\`;
    case 'checkout.paid_late':
      return \`order \${body.data.orderReference ?? body.data.id} paid late, at \${new Date(body.timestamp).toISOString()}\`;
    case 'payment.confirmed':
      return \`payment \${body.data.txHash} confirmed\${body.data.checkoutId === null ? ', unmatched' : \` for \${body.data.checkoutId}\`}\`;
  }
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
const listed = await client.GET('/v1/checkouts', { params: { query: { orderReference, limit: 10 } } });
if (!listed.data) throw new Error(\`list: \${listed.response.status} \${JSON.stringify(listed.error)}\`);
if (listed.data.hasMore) throw new Error('one order reference, one page');
const quota: string | null = read.response.headers.get('RateLimit-Remaining');
if (quota === null || !/^\\d+$/.test(quota)) throw new Error(\`RateLimit-Remaining: \${quota}\`);

console.log(
  JSON.stringify({
    created: summary(created.data),
    read: summary(read.data),
    listed: listed.data.checkouts.map(summary),
  }),
);
`;
