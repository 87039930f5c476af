#!/usr/bin/env node
// `pnpm demo:pay <link URL>`: pays a payment link on the local test chain from the command line,
// as a payer would from the checkout page, and follows the session until it is paid.
//
//   pnpm demo:pay http://127.0.0.1:5173/pay/<slug>   (or the slug alone)
//
// It opens a checkout session through the public API (the link's origin + /api, as the
// dashboard forwards it, or API_URL), sends the session's exact amount from a funded account of
// the local chain that `npm start` runs (CHAIN_RPC_1281, else http://127.0.0.1:8545), then prints
// the session's progress (seen, confirmations, paid) until it is paid.
//
// Options: --token <symbol> (DEV, the chain's coin, by default; USDC, USDT, DAI, EURC),
// --account <0-9> (the funded account that pays, DEMO_PAYER_ACCOUNT, 1 by default: account 0 is
// the demo workspace's payout wallet), --timeout <seconds> (120).
import { checkoutApi, CheckoutError, formatUnits, loadChainModule, openBody, slugOf } from './checkout-client.mjs';

const DEFAULT_RPC = 'http://127.0.0.1:8545';
const USAGE = 'usage: pnpm demo:pay <http://…/pay/<slug> | slug> [--token DEV|USDC|USDT|DAI|EURC] [--account 0-9]';

function parseArgs(argv) {
  const options = {
    token: 'DEV',
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
    else if (arg === '--account') options.account = Number(value());
    else if (arg === '--timeout') options.timeoutS = Number(value());
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--')) throw new CheckoutError(`unknown option ${arg}\n${USAGE}`);
    else if (options.link === undefined) options.link = arg;
    else throw new CheckoutError(`one link at a time\n${USAGE}`);
  }
  if (!options.link) throw new CheckoutError(USAGE);
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
    throw new CheckoutError('a slug alone does not say where the API is: give the whole link, or set API_URL');
  }
}

function pageOrigin(link, apiUrl) {
  try {
    return new URL(link).origin;
  } catch {
    return new URL(apiUrl).origin;
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const slug = slugOf(options.link);
  if (!slug) throw new CheckoutError(`not a payment link: ${options.link}\n${USAGE}`);
  const apiUrl = apiAddress(options.link);
  const rpcUrl = process.env.CHAIN_RPC_1281 ?? DEFAULT_RPC;
  const api = checkoutApi(apiUrl, { origin: pageOrigin(options.link, apiUrl) });

  const link = await api.link(slug);
  if (link.status !== 'usable') throw new CheckoutError(`the link "${link.name}" takes no payment (${link.status})`);
  if (!link.chain.test)
    throw new CheckoutError(`the link "${link.name}" is paid on ${link.chain.name}, not a test chain`);
  const token = link.tokens.find((entry) => entry.symbol.toUpperCase() === options.token);
  if (!token) {
    throw new CheckoutError(
      `${options.token} is not offered by this link: ${link.tokens.map((entry) => entry.symbol).join(', ')}`,
    );
  }
  console.log(`Link: ${link.name} from ${link.merchantName} (${link.chain.name})`);

  const session = await api.open(slug, openBody(link, token.symbol));
  const amount = formatUnits(session.amount, session.token.decimals, session.token.symbol);
  console.log(
    `Checkout session ${session.id}: ${amount} ($${(session.totalCents / 100).toFixed(2)}) to ${session.payTo}`,
  );

  const { payOnLocalChain, localAccountAddress } = await loadChainModule();
  console.log(`Paying from funded account ${options.account} (${localAccountAddress(options.account)}) on ${rpcUrl}…`);
  let sent;
  try {
    sent = await payOnLocalChain(rpcUrl, session, options.account);
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
