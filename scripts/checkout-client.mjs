// A payer's side of a checkout, from the command line: reads a link's public face, opens a
// checkout session through the public API as the checkout page does, pays it on the local test
// chain (apps/api/src/chain/local-payer.ts, loaded through the API's tsx) and reads the session
// back. `pnpm demo:pay` and `pnpm bench:checkout` share it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The local chain's modules (TypeScript), loaded once through the API's tsx. */
export async function loadChainModule() {
  const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
  const tsxDir = dirname(apiRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href);
  return tsImport('../apps/api/src/chain/local-payer.ts', import.meta.url);
}

/** The slug of a `/pay/<slug>` address, or the slug itself. */
export function slugOf(linkOrSlug) {
  const text = String(linkOrSlug ?? '').trim();
  const match = /\/pay\/([\w-]+)\/?(?:[?#].*)?$/.exec(text);
  if (match) return match[1];
  if (/^[\w-]{1,64}$/.test(text)) return text;
  return null;
}

/** The checkout session a payment page's address names (`/pay/<slug>?session=<id>`), or null. */
export function sessionOf(link) {
  try {
    return new URL(String(link ?? '').trim()).searchParams.get('session') || null;
  } catch {
    return null;
  }
}

/** A session id as the API issues them (a UUID). */
export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class CheckoutError extends Error {}

/**
 * The public API at `apiUrl`, called as the checkout page on `origin` calls it (same origin,
 * no session); `clientIp` sets X-Forwarded-For, which the API trusts from loopback only.
 */
export function checkoutApi(apiUrl, { origin, clientIp } = {}) {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = {
    'sec-fetch-site': 'same-origin',
    ...(origin ? { origin } : {}),
    ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
  };
  const call = async (method, path, body) => {
    let response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new CheckoutError(`the API at ${base} does not answer (${error.cause?.code ?? error.message})`);
    }
    const text = await response.text();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = parsed?.error;
      const details = (error?.details ?? []).map((detail) => `${detail.field}: ${detail.message}`).join('; ');
      throw new CheckoutError(
        `${method} ${path} answered ${response.status}${error ? ` ${error.code}: ${error.message}` : ''}${details ? ` (${details})` : ''}`,
      );
    }
    if (parsed === undefined) throw new CheckoutError(`${method} ${path} did not answer JSON (is ${base} the API?)`);
    return parsed;
  };
  return {
    link: (slug) => call('GET', `/checkout/${encodeURIComponent(slug)}`),
    open: (slug, body) => call('POST', `/checkout/${encodeURIComponent(slug)}/sessions`, body),
    session: (id) => call('GET', `/checkout-session/${encodeURIComponent(id)}`),
  };
}

/** What opening a session on `link` asks, filled in for a payer at the command line. */
export function openBody(link, token) {
  const body = { token };
  if (link.options.collectEmail) body.email = 'payer@example.com';
  if (link.options.collectBillingDetails) {
    body.billing = { name: 'Demo Payer', street: '1 Example Street', city: 'Portland', country: 'US' };
  }
  if (link.type === 'donation') body.amount = link.minimumAmount ?? link.suggestedAmounts[0] ?? '5.00';
  return body;
}

/** Token units as a decimal amount ("199.600123 DEV"). */
export function formatUnits(units, decimals, symbol) {
  const value = BigInt(units);
  const scale = 10n ** BigInt(decimals);
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${value / scale}${fraction ? `.${fraction}` : ''} ${symbol}`;
}
