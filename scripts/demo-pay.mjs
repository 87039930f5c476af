#!/usr/bin/env node
// `pnpm demo:pay <payment page URL>`: pays a checkout on the local test chain from the command
// line, as a payer would from the checkout page, and follows the session until it is paid.
//
//   pnpm demo:pay 'http://127.0.0.1:5173/pay/<slug>?session=<id>'   the session open on that page
//   pnpm demo:pay http://127.0.0.1:5173/pay/<slug> --session <id>    the same
//   pnpm demo:pay http://127.0.0.1:5173/pay/<slug>                   a new session on the link
//
// Once a payer has chosen a token, the checkout page's address names its session
// (`?session=<id>`): given that address, or `--session`, it pays that open session (what is still
// due on it), so the page the payer has open goes on to Confirming and paid. Given the link alone
// (or its slug), it opens a session of its own through the public API, as the page does.
//
// The API is the link's origin + /api (as the dashboard forwards it), or API_URL; the chain is
// the local one `npm start` runs (CHAIN_RPC_1281, else http://127.0.0.1:8545).
//
// Options: --session <id> (the open session to pay), --token <symbol> (a new session's token:
// DEV, the chain's coin, by default; USDC, USDT, DAI, EURC), --account <0-9> (the funded account
// that pays, DEMO_PAYER_ACCOUNT, 1 by default: account 0 is the demo workspace's payout wallet),
// --timeout <seconds> (120).
import {
  checkoutApi,
  CheckoutError,
  formatUnits,
  loadChainModule,
  openBody,
  SESSION_ID,
  sessionOf,
  slugOf,
} from './checkout-client.mjs';

const DEFAULT_RPC = 'http://127.0.0.1:8545';
const USAGE =
  'usage: pnpm demo:pay <http://…/pay/<slug>[?session=<id>] | slug> [--session <id>] [--token DEV|USDC|USDT|DAI|EURC] [--account 0-9]';

function parseArgs(argv) {
  const options = {
    token: undefined,
    session: undefined,
    account: Number(process.env.DEMO_PAYER_ACCOUNT ?? 1),
    timeoutS: 120,
    link: undefined,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = () => {
      const next = argv[index + 1];
      if (next === undefined) throw new CheckoutError(`${arg} needs a value\n${USAGE}`);
      index += 1;
      return next;
    };
    if (arg === '--token') options.token = value().toUpperCase();
    else if (arg === '--session') options.session = value();
    else if (arg === '--account') options.account = Number(value());
    else if (arg === '--timeout') options.timeoutS = Number(value());
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--')) throw new CheckoutError(`unknown option ${arg}\n${USAGE}`);
    else if (options.link === undefined) options.link = arg;
    else throw new CheckoutError(`one link at a time\n${USAGE}`);
  }
  if (!options.link && !options.session) throw new CheckoutError(USAGE);
  const named = sessionOf(options.link);
  if (options.session && named && options.session !== named) {
    throw new CheckoutError(`the address names session ${named}, --session ${options.session}: give one`);
  }
  options.session ??= named ?? undefined;
  if (options.session !== undefined && !SESSION_ID.test(options.session)) {
    throw new CheckoutError(`not a checkout session id: ${options.session}`);
  }
  if (!Number.isInteger(options.account) || options.account < 0 || options.account > 9) {
    throw new CheckoutError('--account is a funded account of the local chain: 0 to 9');
  }
  if (!Number.isFinite(options.timeoutS) || options.timeoutS <= 0) throw new CheckoutError('--timeout is in seconds');
  return options;
}

/** The API's address: API_URL, else the link's origin + /api (the dashboard forwards /api/*). */
function apiAddress(link) {
  if (process.env.API_URL) return process.env.API_URL;
  try {
    return `${new URL(link).origin}/api`;
  } catch {
    throw new CheckoutError(
      'a slug or a session alone does not say where the API is: give the whole address, or set API_URL',
    );
  }
}

function pageOrigin(link, apiUrl) {
  try {
    return new URL(link).origin;
  } catch {
    return new URL(apiUrl).origin;
  }
}

/** Opens a session of its own on the link, in `--token` (the chain's coin by default). */
async function openOwnSession(api, options) {
  const slug = slugOf(options.link);
  if (!slug) throw new CheckoutError(`not a payment link: ${options.link}\n${USAGE}`);
  const link = await api.link(slug);
  if (link.status !== 'usable') throw new CheckoutError(`the link "${link.name}" takes no payment (${link.status})`);
  if (!link.chain.test)
    throw new CheckoutError(`the link "${link.name}" is paid on ${link.chain.name}, not a test chain`);
  const wanted = options.token ?? 'DEV';
  const token = link.tokens.find((entry) => entry.symbol.toUpperCase() === wanted);
  if (!token) {
    throw new CheckoutError(
      `${wanted} is not offered by this link: ${link.tokens.map((entry) => entry.symbol).join(', ')}`,
    );
  }
  console.log(`Link: ${link.name} from ${link.merchantName} (${link.chain.name})`);
  const session = await api.open(slug, openBody(link, token.symbol));
  console.log(`Checkout session ${session.id} (opened here)`);
  return session;
}

/** The session open on the payer's page: still to be paid, on a test chain, in its own token. */
async function openSessionNamed(api, options) {
  const slug = options.link ? slugOf(options.link) : null;
  if (options.link && !slug) throw new CheckoutError(`not a payment link: ${options.link}\n${USAGE}`);
  const session = await api.session(options.session);
  if (slug && session.linkSlug !== slug) {
    throw new CheckoutError(`session ${session.id} belongs to another link (${session.linkSlug}), not ${slug}`);
  }
  console.log(`Link: ${session.linkName} from ${session.merchantName} (${session.chain.name})`);
  if (!session.chain.test)
    throw new CheckoutError(`session ${session.id} is paid on ${session.chain.name}, not a test chain`);
  if (session.state === 'paid') throw new CheckoutError(`session ${session.id} is already paid`);
  if (session.state === 'processing')
    throw new CheckoutError(`session ${session.id} is already paid; it is being confirmed`);
  if (session.state === 'expired' || Date.parse(session.expiresAt) <= Date.now()) {
    throw new CheckoutError(`session ${session.id} has expired: ask the page for a new price`);
  }
  if (options.token && options.token !== session.token.symbol.toUpperCase()) {
    throw new CheckoutError(`session ${session.id} is paid in ${session.token.symbol}, not ${options.token}`);
  }
  console.log(`Checkout session ${session.id} (open on the payment page)`);
  return session;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const apiUrl = apiAddress(options.link);
  const rpcUrl = process.env.CHAIN_RPC_1281 ?? DEFAULT_RPC;
  const api = checkoutApi(apiUrl, { origin: pageOrigin(options.link, apiUrl) });

  const session = options.session ? await openSessionNamed(api, options) : await openOwnSession(api, options);
  // What is still due: the whole amount, or the rest of a payment that fell short.
  const due = BigInt(session.amount) - BigInt(session.received);
  const request = { ...session, amount: due.toString() };
  const amount = formatUnits(request.amount, session.token.decimals, session.token.symbol);
  console.log(
    `${due === BigInt(session.amount) ? 'To pay' : 'Still due'}: ${amount} ($${(session.totalCents / 100).toFixed(2)}) to ${session.payTo}`,
  );

  const { payOnLocalChain, localAccountAddress } = await loadChainModule();
  console.log(`Paying from funded account ${options.account} (${localAccountAddress(options.account)}) on ${rpcUrl}…`);
  let sent;
  try {
    sent = await payOnLocalChain(rpcUrl, request, options.account);
  } catch (error) {
    if (error instanceof Error && /fetch failed|ECONNREFUSED|HTTP request failed/i.test(error.message)) {
      throw new CheckoutError(
        `the local chain at ${rpcUrl} does not answer: is \`npm start\` running? (CHAIN_RPC_1281)`,
      );
    }
    throw error;
  }
  console.log(`Sent: transaction ${sent.hash}, mined in block ${sent.blockNumber}`);

  const deadline = Date.now() + options.timeoutS * 1000;
  let said = '';
  for (;;) {
    const current = await api.session(session.id);
    const line =
      current.state === 'processing' && current.confirmations
        ? `processing: ${current.confirmations.count} of ${current.confirmations.required} confirmations`
        : current.state;
    if (line !== said) {
      console.log(`Session: ${line}${current.exception ? ` (${current.exception})` : ''}`);
      said = line;
    }
    if (current.state === 'paid') {
      console.log(`Paid in ${((Date.now() - sent.minedAt) / 1000).toFixed(1)} s after the payment was mined.`);
      return;
    }
    if (current.state === 'expired') throw new CheckoutError('the session expired before the payment counted');
    if (Date.now() > deadline) throw new CheckoutError(`not paid after ${options.timeoutS} s (still ${current.state})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

main().catch((error) => {
  console.error(error instanceof CheckoutError ? `demo:pay: ${error.message}` : error);
  process.exit(1);
});
