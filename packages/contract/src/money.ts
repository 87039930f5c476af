/**
 * Money rules shared by the client and the server (docs/product.md, "Wallets", "Payment links"
 * and "Chains"): the networks a wallet can be on and how their addresses are checked, the
 * wallet colours, the payment link types, statuses and environments with the transitions between
 * them. The tier limits are `tiers.ts`'s.
 * The address checks are `addresses.ts`'s.
 */
import { isWebAddress } from './workspace-rules';

/** The networks a payout wallet can be on. */
export const NETWORKS = ['moonbeam', 'polkadot', 'kusama'] as const;
export type Network = (typeof NETWORKS)[number];

/** The family of chains a network belongs to: Moonbeam is EVM, Polkadot and Kusama Substrate. */
export const ECOSYSTEMS = ['evm', 'substrate'] as const;
export type Ecosystem = (typeof ECOSYSTEMS)[number];

export const NETWORK_ECOSYSTEM: Readonly<Record<Network, Ecosystem>> = {
  moonbeam: 'evm',
  polkadot: 'substrate',
  kusama: 'substrate',
};

/** The SS58 address prefix of each Substrate network. */
export const SS58_PREFIX = { polkadot: 0, kusama: 2 } as const satisfies Partial<Record<Network, number>>;

/** The colours a wallet can be marked with. */
export const WALLET_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'black', 'white'] as const;
export type WalletColour = (typeof WALLET_COLOURS)[number];

export const WALLET_LABEL_MAX_LENGTH = 50;

/** `0x1234…abcd`: an address shortened for tables and cards (the full one is copied). */
export function shortenAddress(address: string, keep = 6): string {
  if (address.length <= keep * 2 + 1) return address;
  const head = address.startsWith('0x') ? keep + 2 : keep;
  return `${address.slice(0, head)}…${address.slice(-keep)}`;
}

/**
 * The message a wallet signs to prove it belongs to the workspace: issued by the server with a
 * single-use nonce, signed as a personal message (EIP-191) on Moonbeam and with the extension's
 * `signRaw` on Polkadot and Kusama.
 */
export function walletProofMessage(input: { address: string; nonce: string; workspaceName: string }): string {
  return [
    'Meridian wallet verification',
    `Workspace: ${input.workspaceName}`,
    `Address: ${input.address}`,
    `Nonce: ${input.nonce}`,
  ].join('\n');
}

/** Payment link types: a fixed amount on a reusable URL, one payment for one recipient, or a donation. */
export const LINK_TYPES = ['static', 'dynamic', 'donation'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const LINK_STATUSES = ['active', 'disabled', 'archived'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** `live` takes real payments on Moonbeam; `test` uses the test chain. */
export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** active <-> disabled; either -> archived, which is final. */
export function canChangeLinkStatus(from: LinkStatus, to: LinkStatus): boolean {
  if (from === to || from === 'archived') return false;
  return to === 'archived' || (from === 'active' && to === 'disabled') || (from === 'disabled' && to === 'active');
}

export const LINK_NAME_MAX_LENGTH = 100;
export const LINK_MESSAGE_MAX_LENGTH = 500;
export const LINK_REDIRECT_MAX_LENGTH = 2048;
/** The name a link gets when none is typed: `PaymentLink_<n>`, numbered per workspace. */
export function defaultLinkName(sequence: number): string {
  return `PaymentLink_${sequence}`;
}

/** Whether a redirect after payment is an https address on a named host. */
export function isHttpsUrl(value: string): boolean {
  return isWebAddress(value, ['https:'], LINK_REDIRECT_MAX_LENGTH);
}

/** The smallest and largest USD amount a link can ask for, in cents. */
export const MIN_AMOUNT_CENTS = 1;
export const MAX_AMOUNT_CENTS = 100_000_000_00;
const USD_AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** `"49.9"` -> 4990: a USD amount typed as a decimal, in whole cents; null when it is not one. */
export function parseUsdCents(value: string): number | null {
  const match = USD_AMOUNT.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * What is wrong with an amount as typed, each rule its own answer (the forms and the API say
 * which one failed):
 * - `required`: nothing typed;
 * - `currency_symbol`: a currency symbol or code other than the amount's own (`€`, `EUR`, or
 *   any in the API, which takes the number alone);
 * - `negative`: a minus sign;
 * - `invalid`: not a number (letters, two decimal marks...);
 * - `too_many_decimals`: more decimals than the currency has (two for US dollars).
 */
export type AmountProblem = 'required' | 'currency_symbol' | 'negative' | 'invalid' | 'too_many_decimals';

/** How an amount is written where it is typed. */
export interface AmountNotation {
  /** The currency's decimals: 2 for US dollars, 18 for most tokens. */
  decimals: number;
  /** The decimal mark; the API's is `.`. */
  decimal?: string;
  /** The mark that may group thousands (the language's, a space standing for any space); none in the API. */
  group?: string;
  /** How the amount's own currency may be written beside it (`$`, `US$`, `USD`); none in the API. */
  currencyMarks?: readonly string[];
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;
/** A currency sign (`$`, `€`, `£`...) or an ISO 4217 code (`EUR`). */
const CURRENCY_SIGN = /\p{Sc}|\b[A-Z]{3}\b/u;
/** A minus sign at either end (hyphen, minus, dashes). */
const MINUS = /^[-\u2212\u2012\u2013]|[-\u2212]$/;
const DIGITS = /^\d+$/;
const escapeMark = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rule an amount typed as text breaks first, or null when it is a number of the currency. */
export function amountProblem(text: string, notation: AmountNotation): AmountProblem | null {
  const { decimals, decimal = '.', group, currencyMarks = [] } = notation;
  if (text.trim() === '') return 'required';
  let rest = text;
  // The currency's own marks, each standing apart: the `$` of `R$` is another currency's.
  for (const mark of [...currencyMarks].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{Sc}])${escapeMark(mark)}(?![\\p{L}\\p{Sc}])`, 'gu'), ' ');
  }
  rest = rest.replace(SPACES, ' ').trim();
  if (CURRENCY_SIGN.test(rest)) return 'currency_symbol';
  if (MINUS.test(rest)) return 'negative';
  // Thousands may be grouped with the language's mark or a space where a language groups at all.
  const compact = group === undefined ? rest : rest.split(group).join('').replace(/ /g, '');
  const [whole = '', fraction, extra] = compact.split(decimal);
  if (extra !== undefined || !DIGITS.test(whole) || (fraction !== undefined && !DIGITS.test(fraction)))
    return 'invalid';
  return (fraction?.length ?? 0) > decimals ? 'too_many_decimals' : null;
}

/** The decimals of an ISO 4217 currency (2 for USD, 0 for JPY). */
export function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** How an amount of `currency` is written in `locale`: its marks, and the currency's own signs. */
export function localAmountNotation(locale: string, currency: string): AmountNotation {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  const marks = new Set<string>([currency]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code', 'name'] as const) {
    const shown = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
    for (const part of shown) if (part.type === 'currency' && part.value.trim() !== '') marks.add(part.value.trim());
  }
  return {
    decimals: currencyDecimals(currency),
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: (parts.find((part) => part.type === 'group')?.value ?? ',').replace(SPACES, ' '),
    currencyMarks: [...marks],
  };
}

/** 4990 -> `"49.90"`: cents as the decimal the API sends. */
export function formatUsdCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** VAT rates are percentages with up to two decimals, from 0 to 100. */
export const VAT_RATE_MAX = 100;

/**
 * What can go wrong while connecting a wallet, switching its chain or asking it to sign or send,
 * as keys the screens turn into messages that say what to do next. Provider codes (EIP-1193,
 * EIP-5792 and JSON-RPC) and the connector library's own errors map onto these keys:
 * - `userRejected` 4001, `unauthorized` 4100, `unsupportedMethod` 4200, `disconnected` 4900,
 *   `chainDisconnected` 4901, `switchChain` 4902 (unknown chain; adding it failed),
 *   `switchRejected` (the person refused the switch or the added network),
 *   `walletCapability` 5700-5760 (capabilities and call bundles), `rpc` -32xxx, `unknownRpc`;
 * - `providerNotFound`, `chainNotConfigured`, `alreadyConnected`, `notConnected`,
 *   `chainMismatch`, `noTransportUrl` (no RPC address configured), `projectIdMissing` (no
 *   WalletConnect project id configured).
 */
export const WALLET_ERROR_KEYS = [
  'userRejected',
  'unauthorized',
  'unsupportedMethod',
  'disconnected',
  'chainDisconnected',
  'switchChain',
  'switchRejected',
  'walletCapability',
  'rpc',
  'unknownRpc',
  'providerNotFound',
  'chainNotConfigured',
  'alreadyConnected',
  'notConnected',
  'chainMismatch',
  'noTransportUrl',
  'projectIdMissing',
] as const;
export type WalletErrorKey = (typeof WALLET_ERROR_KEYS)[number];

/** The tokens that have an icon; any configured token can be offered. */
export const TOKEN_SYMBOLS = ['USDC', 'USDT', 'DAI', 'EURC', 'GLMR', 'DEV', 'DOT', 'KSM'] as const;
export type TokenSymbol = (typeof TOKEN_SYMBOLS)[number];
