import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_CONFIRMATIONS, isCountryCode, SESSION_REFRESH_GRACE_MS, type CountryCode } from '@meridian/contract';
import { systemClock, type Clock } from './clock';
import { type ChainSettings, loadChainConfig } from './chain/chains';
import { parseDnsServers } from './dns';
import { IPV4_MAPPED_BASE, rangeBounds, rangesCover } from './security/ip';
import { ARGON2_OPTIONS, LOW_ARGON2_OPTIONS, type PasswordHashOptions } from './security/passwords';

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** node-postgres when set; otherwise the embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The SMS gateway (`SMS_URL`): text messages are POSTed to it as JSON `{to, body}`, with the
   * URL's user and password as Basic credentials. Unset: an outbox outside production, and no
   * text messages at all in production.
   */
  smsUrl: string | null;
  /** Base URL of the dashboard, for links in mail. */
  publicUrl: string;
  allowedOrigins: string[];
  /** DNS servers for domain verification (`DNS_SERVERS`, `host:port` list); empty: the system's. */
  dnsServers: string[];
  /**
   * The proxies whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`): addresses, CIDR
   * ranges and `loopback`, `linklocal`, `uniquelocal`; empty (`none`): the connection's own
   * address is the client's, whatever the header says.
   */
  trustedProxies: string[];
  nodeEnv: NodeEnv;
  /**
   * Whether the /dev/* routes (the mail and text message outboxes) are served: only when
   * DEV_ROUTES=1 says so, never in production.
   */
  devRoutes: boolean;
  logLevel: LogLevel;
  cookieSecure: boolean;
  /** Uploaded files (profile pictures): `STORAGE_DIR`, default `<dataDir>/storage`. */
  storageDir: string;
  /** HMAC key of the signed storage links; null: generated (see `openStorage`). */
  storageSecret: string | null;
  /**
   * HMAC key of the digests of client addresses kept with checkout sessions (`ADDRESS_HASH_SECRET`,
   * required in production); null: generated like the storage secret.
   */
  addressHashSecret: string | null;
  /**
   * The demo account's password (`DEMO_PASSWORD`, chosen by `npm start`): on an empty database
   * outside production the demo account is created with it; unset, none is created. Refused in
   * production.
   */
  demoPassword: string | null;
  /** Where the browser reaches the API (`API_PUBLIC_PATH`, default `/api`): prefix of storage links. */
  apiPublicPath: string;
  /**
   * The chain of each environment (`CHAIN_RPC_1284`, `CHAIN_RPC_1287`, `CHAIN_RPC_1281` for the
   * local test chain, `CHAIN_TOKENS_<id>`): see apps/api/src/chain/chains.ts.
   */
  chains: ChainSettings;
  /**
   * The exchange-rate sources (`EXCHANGE_RATE_URL`), asked in order: a comma-separated list of
   * `kraken=<base>` (Kraken's public ticker) and `coinbase=<base>` (Coinbase's prices and
   * exchange rates); a URL alone is a Coinbase-style API, as it always was. Null (and no sources)
   * for the fixed sandbox rates: the default outside production, refused in production, where
   * the default is Kraken then Coinbase (docs/product.md, "Currencies").
   */
  exchangeRateUrl: string | null;
  exchangeRateSources: RateSourceSetting[];
  /** Blocks on top of a payment's (its own included) that make it final on a chain without a finality tag (`CHAIN_CONFIRMATIONS`, 2). */
  confirmations: number;
  /**
   * The fee rates in basis points (100 = 1 %): `standard` for every tier but Gold
   * (`FEE_RATE_BP`, 100), `gold` for Gold (`FEE_RATE_GOLD_BP`, 50). Fees are accounted on the
   * billing statements, never taken from a payment on chain.
   */
  feeRates: { standard: number; gold: number };
  /**
   * The chains whose payments the watcher follows (`WATCH_CHAINS`, ids comma-separated, or
   * `none`): by default the local test chain when one is configured, and in production the
   * chains of both environments.
   */
  watchChains: number[];
  /** How often each chain's watcher polls for new blocks (`WATCHER_POLL_MS`, 3000). */
  watcherPollMs: number;
  /**
   * How long after start the event stream's consumers begin (`EVENT_CONSUMERS_DELAY_MS`, 0):
   * tests use it to stop a process before its consumers ran. Refused in production.
   */
  consumersDelayMs: number;
  /**
   * How long a session token a refresh has just replaced still answers a refresh with its
   * successor instead of revoking its family (`SESSION_REFRESH_GRACE_MS`, 30000): tabs refreshing
   * at once. Tests shorten it; any other value is refused in production.
   */
  sessionRefreshGraceMs: number;
  /**
   * The argon2id parameters of new password hashes: OWASP's baseline, or a much lower cost for
   * the test suites (`PASSWORD_HASH_COST=low`, accepted only when NODE_ENV is test).
   */
  passwordHashing: PasswordHashOptions;
  /**
   * Every route limit's `max` multiplied by this (`RATE_LIMIT_SCALE`, 1): the end-to-end suite,
   * whose browser reaches the API through one loopback proxy address, makes more workspaces and
   * checkouts in a run than one address may in a day. Accepted only when NODE_ENV is test.
   */
  rateLimitScale: number;
  /**
   * Webhook endpoints on `http:` and on loopback, private, link-local and other non-public
   * addresses (`WEBHOOK_ALLOW_PRIVATE_URLS=1`): for a receiver on the developer's machine.
   * Refused in production.
   */
  webhookAllowPrivateUrls: boolean;
  /** How long a webhook delivery waits for the receiver's answer (`WEBHOOK_TIMEOUT_MS`, 15000). */
  webhookTimeoutMs: number;
  /** How often the webhook sender looks for due deliveries (`WEBHOOK_POLL_MS`, 1000). */
  webhookPollMs: number;
  /**
   * The peppers of API key hashes (HMAC-SHA256 keys), the current one first (`API_KEY_PEPPER`,
   * `API_KEY_PEPPER_ID`), then retired ones still accepted (`API_KEY_PEPPERS_RETIRED`,
   * `id:secret` comma-separated). Outside production a fixed development pepper is the default.
   */
  apiKeyPeppers: ApiKeyPepper[];
  /**
   * The identity provider of tier verification (`IDENTITY_PROVIDER_URL`, `IDENTITY_PROVIDER_SECRET`):
   * a provider's API and the secret that signs both ways, or the sandbox this API serves itself
   * (the default outside production; refused in production, where a real provider is required).
   */
  identityProvider: { kind: 'sandbox' } | { kind: 'http'; url: string; secret: string };
  /**
   * The on-ramp of cards and bank transfers at checkout (`ONRAMP_PROVIDER`): the sandbox this API
   * serves itself (the default outside production, paying from a funded account of the local
   * chain), Transak with its keys (`TRANSAK_API_KEY`, `TRANSAK_API_SECRET`; `TRANSAK_API_URL` and
   * `TRANSAK_GATEWAY_URL` default to its production hosts), or none (the default in production
   * without Transak's keys: no card option is offered).
   */
  onramp:
    | { kind: 'none' }
    | { kind: 'sandbox' }
    | { kind: 'transak'; apiKey: string; apiSecret: string; apiUrl: string; gatewayUrl: string };
  /** Countries where a business can be verified for Silver (`KYB_COUNTRIES`, ISO 3166 codes). */
  kybCountries: CountryCode[];
  /** Countries where a business can be verified for Gold (`ENHANCED_KYB_COUNTRIES`). */
  enhancedKybCountries: CountryCode[];
  /**
   * The AES-256-GCM key that encrypts store integrations' keys (`INTEGRATION_SECRET`, 32 bytes
   * as 64 hexadecimal digits or base64). Outside production a fixed development key is used;
   * production refuses to start without one of its own.
   */
  integrationSecret: Buffer;
  /** Squarespace's Commerce API (`SQUARESPACE_API_URL`, `https://api.squarespace.com`). */
  squarespaceApiUrl: string;
  /** Not from the environment: tests inject a clock they can move. */
  clock: Clock;
}

export interface ApiKeyPepper {
  id: string;
  secret: string;
}

/** The development pepper: public, so refused in production. */
export const DEV_API_KEY_PEPPER: ApiKeyPepper = {
  id: 'dev',
  secret: 'meridian-development-api-key-pepper-not-a-secret',
};
const PEPPER_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The countries verified by default (Silver): where the usual providers verify businesses. */
export const DEFAULT_KYB_COUNTRIES = 'US,CA,AU,GB,IE,FR,DE,ES,PT,IT,NL,BE,AT,CH,SE,NO,DK,FI,PL,BR,MX,JP,SG,NZ';
/** The countries of enhanced verification (Gold) by default. */
export const DEFAULT_ENHANCED_KYB_COUNTRIES = 'US,CA,AU,GB,IE,FR,DE,ES,PT,IT,NL,BE,AT,CH,SE,DK,FI';

/** `KYB_COUNTRIES`-style lists: ISO 3166 alpha-2 codes, comma-separated, at least one. */
function parseCountries(name: string, raw: string, problems: string[]): CountryCode[] {
  const codes: CountryCode[] = [];
  for (const entry of raw.split(',').map((value) => value.trim().toUpperCase())) {
    if (entry === '') continue;
    if (!isCountryCode(entry)) problems.push(`${name} lists "${entry}", not an ISO 3166 country code`);
    else if (!codes.includes(entry)) codes.push(entry);
  }
  if (codes.length === 0 && !problems.some((problem) => problem.startsWith(name)))
    problems.push(`${name} must list at least one ISO 3166 country code`);
  return codes;
}

/**
 * The development key of integration secrets: public (it is in this file), so refused in
 * production. Anything encrypted with it is readable by anyone with the database.
 */
export const DEV_INTEGRATION_SECRET = '6d6572696469616e2d6465762d696e746567726174696f6e2d6b65792d303031';

/** 64 hexadecimal digits or the base64 of 32 bytes, as a key; null otherwise. */
export function parseSecretKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

export const DEFAULT_SQUARESPACE_API_URL = 'https://api.squarespace.com';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Kraken's public ticker, then Coinbase's public prices and exchange rates. */
export const DEFAULT_EXCHANGE_RATE_URL = 'kraken=https://api.kraken.com,coinbase=https://api.coinbase.com/v2';

export interface RateSourceSetting {
  kind: 'kraken' | 'coinbase';
  url: string;
}

/** `kraken=<url>,coinbase=<url>` (a bare URL is Coinbase-style) as settings; null when an entry is not one. */
function parseRateSources(value: string): RateSourceSetting[] | null {
  const settings: RateSourceSetting[] = [];
  for (const entry of value.split(',')) {
    const match = /^(?:(kraken|coinbase)=)?(.+)$/.exec(entry.trim());
    const url = match?.[2] ?? '';
    if (!match || !parseOrigin(url) || url.includes('#')) return null;
    settings.push({ kind: match[1] === 'kraken' ? 'kraken' : 'coinbase', url: url.replace(/\/+$/, '') });
  }
  return settings;
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'test', 'production'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** An http(s) URL without a fragment (credentials allowed: they become Basic authentication). */
function parseSmsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash || !url.hostname) return null;
    return url;
  } catch {
    return null;
  }
}

/** `/api`, `/`, `https://api.example.com/v1`: no trailing slash (`/` becomes the empty prefix). */
function parseApiPublicPath(value: string): string | null {
  if (/^\/[\w\-./~]*$/.test(value) && !value.includes('//')) return value.replace(/\/+$/, '');
  if (!parseOrigin(value)) return null;
  const url = new URL(value);
  if (url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Reads the configuration from environment variables and refuses bad values with one error
 * listing every problem. Empty strings count as unset.
 */
/** Names `proxy-addr` (Fastify's `trustProxy`) knows for groups of addresses. */
const PROXY_GROUPS = ['loopback', 'linklocal', 'uniquelocal'];

/** `TRUSTED_PROXIES`: `none`, or a comma-separated list of addresses, CIDR ranges and group names. */
export function parseTrustedProxies(raw: string): { ranges: string[]; problems: string[] } {
  const entries = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return { ranges: [], problems: [] };
  if (entries.length === 0)
    return { ranges: [], problems: ['TRUSTED_PROXIES is empty: list the proxies, or set it to none'] };
  const problems: string[] = [];
  const bounds: [bigint, bigint][] = [];
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (PROXY_GROUPS.includes(entry)) continue;
    const range = family !== 0 && prefixOk && extra === undefined ? rangeBounds(address, Number(prefix ?? bits)) : null;
    if (range) bounds.push(range);
    else
      problems.push(
        `TRUSTED_PROXIES has an entry that is not an address, a CIDR range, loopback, linklocal or uniquelocal: "${entry}" (or set it to none)`,
      );
  }
  // Trusting every address lets any client write its own address in X-Forwarded-For.
  const everyV4 = rangesCover(bounds, IPV4_MAPPED_BASE, IPV4_MAPPED_BASE | 0xffffffffn);
  const everyV6 =
    rangesCover(bounds, 0n, IPV4_MAPPED_BASE - 1n) &&
    rangesCover(bounds, IPV4_MAPPED_BASE + 0x100000000n, (1n << 128n) - 1n);
  if (everyV4 || everyV6) {
    problems.push(
      `TRUSTED_PROXIES trusts every ${everyV4 && everyV6 ? '' : everyV4 ? 'IPv4 ' : 'IPv6 '}address ("${raw.trim()}"): any client could then choose the address its rate limits count. List only your proxies' addresses`,
    );
  }
  return { ranges: entries, problems };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  const nodeEnv = NODE_ENVS.find((value) => value === nodeEnvRaw);
  if (!nodeEnv) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);

  const portRaw = read('PORT') ?? '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535)
    problems.push(`PORT must be an integer from 0 to 65535 (got "${portRaw}")`);

  const host = read('HOST') ?? '127.0.0.1';

  const dns = parseDnsServers(read('DNS_SERVERS'));
  problems.push(...dns.problems);

  const proxies = parseTrustedProxies(read('TRUSTED_PROXIES') ?? 'loopback');
  problems.push(...proxies.problems);

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');

  const smsUrl = read('SMS_URL') ?? null;
  if (smsUrl !== null && !parseSmsUrl(smsUrl)) {
    problems.push('SMS_URL must be an http:// or https:// URL, such as https://user:secret@sms.example/messages');
  }

  const mailFrom = read('MAIL_FROM') ?? 'Meridian <no-reply@meridian.local>';
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${mailFrom}")`);
  }

  const publicUrlRaw = read('PUBLIC_URL') ?? 'http://127.0.0.1:5173';
  const publicUrl = parseOrigin(publicUrlRaw) ? publicUrlRaw.replace(/\/+$/, '') : null;
  if (!publicUrl) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrlRaw}")`);

  const originsRaw = read('ALLOWED_ORIGINS') ?? 'http://127.0.0.1:5173,http://localhost:5173';
  const allowedOrigins: string[] = [];
  for (const entry of originsRaw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    const origin = parseOrigin(entry);
    if (origin) allowedOrigins.push(origin);
    else problems.push(`ALLOWED_ORIGINS has an entry that is not an http(s) origin: "${entry}"`);
  }

  const logLevelRaw = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const logLevel = LOG_LEVELS.find((value) => value === logLevelRaw);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const local = nodeEnv === 'development' || nodeEnv === 'test';
  const cookieSecureRaw = read('COOKIE_SECURE');
  let cookieSecure = !local;
  if (cookieSecureRaw !== undefined) {
    if (cookieSecureRaw === 'true' || cookieSecureRaw === '1') cookieSecure = true;
    else if (cookieSecureRaw === 'false' || cookieSecureRaw === '0') cookieSecure = false;
    else problems.push(`COOKIE_SECURE must be true or false (got "${cookieSecureRaw}")`);
  }
  if (!cookieSecure && nodeEnv === 'production') {
    problems.push(
      'COOKIE_SECURE cannot be false when NODE_ENV is production: session cookies would be sent over plain http (serve the dashboard over https)',
    );
  }

  // The /dev/* routes read every mail and text message kept locally: opt-in, never in production.
  const devRoutesRaw = read('DEV_ROUTES');
  let devRoutes = false;
  if (devRoutesRaw !== undefined) {
    if (devRoutesRaw === 'true' || devRoutesRaw === '1') devRoutes = true;
    else if (devRoutesRaw !== 'false' && devRoutesRaw !== '0')
      problems.push(`DEV_ROUTES must be 1 or 0 (got "${devRoutesRaw}")`);
  }
  if (devRoutes && nodeEnv === 'production') problems.push('DEV_ROUTES cannot be on when NODE_ENV is production');

  const storageSecret = read('STORAGE_SECRET') ?? null;
  if (storageSecret !== null && storageSecret.length < 32) {
    problems.push('STORAGE_SECRET must be at least 32 characters long');
  } else if (storageSecret === null && nodeEnv === 'production') {
    problems.push('STORAGE_SECRET is required when NODE_ENV is production (at least 32 random characters)');
  }

  const addressHashSecret = read('ADDRESS_HASH_SECRET') ?? null;
  if (addressHashSecret !== null && addressHashSecret.length < 32) {
    problems.push('ADDRESS_HASH_SECRET must be at least 32 characters long');
  } else if (addressHashSecret === null && nodeEnv === 'production') {
    problems.push('ADDRESS_HASH_SECRET is required when NODE_ENV is production (at least 32 random characters)');
  }

  const demoPassword = env.DEMO_PASSWORD ? env.DEMO_PASSWORD : null;
  if (demoPassword !== null && nodeEnv === 'production') {
    problems.push('DEMO_PASSWORD cannot be set when NODE_ENV is production: production has no demo account');
  } else if (demoPassword !== null && (demoPassword.length < 12 || demoPassword.length > 128)) {
    problems.push('DEMO_PASSWORD must be 12 to 128 characters long');
  }

  const apiKeyPeppers: ApiKeyPepper[] = [];
  const pepperSecret = read('API_KEY_PEPPER');
  const pepperId = read('API_KEY_PEPPER_ID') ?? 'p1';
  if (!PEPPER_ID.test(pepperId))
    problems.push(`API_KEY_PEPPER_ID must be 1 to 32 letters, digits, - or _ (got "${pepperId}")`);
  if (pepperSecret === undefined) {
    if (nodeEnv === 'production') {
      problems.push('API_KEY_PEPPER is required when NODE_ENV is production (at least 32 random characters)');
    } else apiKeyPeppers.push(DEV_API_KEY_PEPPER);
  } else if (pepperSecret.length < 32) {
    problems.push('API_KEY_PEPPER must be at least 32 characters long');
  } else if (pepperSecret === DEV_API_KEY_PEPPER.secret && nodeEnv === 'production') {
    problems.push('API_KEY_PEPPER cannot be the development pepper when NODE_ENV is production');
  } else apiKeyPeppers.push({ id: pepperId, secret: pepperSecret });
  for (const entry of (read('API_KEY_PEPPERS_RETIRED') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator);
    const secret = entry.slice(separator + 1);
    if (separator < 0 || !PEPPER_ID.test(id) || secret.length < 32) {
      problems.push('API_KEY_PEPPERS_RETIRED must list id:secret pairs (secrets of at least 32 characters)');
    } else if (apiKeyPeppers.some((pepper) => pepper.id === id)) {
      problems.push(`API_KEY_PEPPERS_RETIRED repeats the pepper id "${id}"`);
    } else apiKeyPeppers.push({ id, secret });
  }

  const integrationSecretRaw = read('INTEGRATION_SECRET');
  let integrationSecret: Buffer = Buffer.from(DEV_INTEGRATION_SECRET, 'hex');
  if (integrationSecretRaw === undefined) {
    if (nodeEnv === 'production') {
      problems.push('INTEGRATION_SECRET is required when NODE_ENV is production (32 random bytes, hex or base64)');
    }
  } else {
    const parsed = parseSecretKey(integrationSecretRaw);
    if (parsed === null) {
      problems.push('INTEGRATION_SECRET must be 32 bytes: 64 hexadecimal digits or base64');
    } else if (parsed.equals(integrationSecret) && nodeEnv === 'production') {
      problems.push('INTEGRATION_SECRET cannot be the development key when NODE_ENV is production');
    } else {
      integrationSecret = parsed;
    }
  }

  const squarespaceRaw = read('SQUARESPACE_API_URL') ?? DEFAULT_SQUARESPACE_API_URL;
  const squarespaceApiUrl =
    parseOrigin(squarespaceRaw) && !squarespaceRaw.includes('#') ? squarespaceRaw.replace(/\/+$/, '') : null;
  if (squarespaceApiUrl === null) {
    problems.push(`SQUARESPACE_API_URL must be an http(s) URL (got "${squarespaceRaw}")`);
  }

  const apiPublicPathRaw = read('API_PUBLIC_PATH') ?? '/api';
  const apiPublicPath = parseApiPublicPath(apiPublicPathRaw);
  if (apiPublicPath === null) {
    problems.push(`API_PUBLIC_PATH must be a path such as /api or an http(s) URL (got "${apiPublicPathRaw}")`);
  }

  let chains: ChainSettings | undefined;
  try {
    chains = loadChainConfig(env, nodeEnv ?? 'development');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  const rateRaw = read('EXCHANGE_RATE_URL') ?? (nodeEnv === 'production' ? DEFAULT_EXCHANGE_RATE_URL : 'sandbox');
  let exchangeRateUrl: string | null = null;
  let exchangeRateSources: RateSourceSetting[] = [];
  const rateSources = rateRaw === 'sandbox' ? [] : parseRateSources(rateRaw);
  if (rateRaw === 'sandbox') {
    if (nodeEnv === 'production') {
      problems.push(
        'EXCHANGE_RATE_URL cannot be sandbox when NODE_ENV is production (the fixed rates are for testing)',
      );
    }
  } else if (rateSources) {
    exchangeRateSources = rateSources;
    exchangeRateUrl = rateSources.map(({ kind, url }) => (rateRaw.includes('=') ? `${kind}=${url}` : url)).join(',');
  } else {
    problems.push(
      `EXCHANGE_RATE_URL must be sandbox, an http(s) URL, or a list such as kraken=<url>,coinbase=<url> (got "${rateRaw}")`,
    );
  }

  const confirmationsRaw = read('CHAIN_CONFIRMATIONS') ?? String(DEFAULT_CONFIRMATIONS);
  const confirmations = Number(confirmationsRaw);
  if (!/^\d{1,3}$/.test(confirmationsRaw) || confirmations < 1) {
    problems.push(`CHAIN_CONFIRMATIONS must be an integer from 1 to 999 (got "${confirmationsRaw}")`);
  }

  const feeRate = (name: string, fallback: string): number => {
    const raw = read(name) ?? fallback;
    const value = Number(raw);
    if (!/^\d{1,5}$/.test(raw) || value > 10_000) {
      problems.push(`${name} must be an integer of basis points from 0 to 10000 (got "${raw}")`);
    }
    return value;
  };
  const feeRates = { standard: feeRate('FEE_RATE_BP', '100'), gold: feeRate('FEE_RATE_GOLD_BP', '50') };
  if (feeRates.gold > feeRates.standard) {
    problems.push(`FEE_RATE_GOLD_BP (${feeRates.gold}) must not be above FEE_RATE_BP (${feeRates.standard})`);
  }

  const pollRaw = read('WATCHER_POLL_MS') ?? '3000';
  const watcherPollMs = Number(pollRaw);
  if (!/^\d{1,7}$/.test(pollRaw) || watcherPollMs < 50) {
    problems.push(`WATCHER_POLL_MS must be an integer of milliseconds from 50 (got "${pollRaw}")`);
  }

  const delayRaw = read('EVENT_CONSUMERS_DELAY_MS') ?? '0';
  const consumersDelayMs = Number(delayRaw);
  if (!/^\d{1,7}$/.test(delayRaw)) {
    problems.push(`EVENT_CONSUMERS_DELAY_MS must be an integer of milliseconds (got "${delayRaw}")`);
  } else if (consumersDelayMs > 0 && nodeEnv === 'production') {
    problems.push('EVENT_CONSUMERS_DELAY_MS is for tests: it is refused in production');
  }

  const graceRaw = read('SESSION_REFRESH_GRACE_MS') ?? String(SESSION_REFRESH_GRACE_MS);
  const sessionRefreshGraceMs = Number(graceRaw);
  if (!/^\d{1,6}$/.test(graceRaw) || sessionRefreshGraceMs > SESSION_REFRESH_GRACE_MS) {
    problems.push(
      `SESSION_REFRESH_GRACE_MS must be an integer of milliseconds up to ${SESSION_REFRESH_GRACE_MS} (got "${graceRaw}")`,
    );
  } else if (sessionRefreshGraceMs !== SESSION_REFRESH_GRACE_MS && nodeEnv === 'production') {
    problems.push('SESSION_REFRESH_GRACE_MS is for tests: it is refused in production');
  }

  const knownChains = chains ? [chains.live.id, chains.test.id] : [];
  const watchRaw = read('WATCH_CHAINS');
  let watchChains: number[];
  if (watchRaw === undefined) {
    watchChains = nodeEnv === 'production' ? knownChains : chains?.test.local ? [chains.test.id] : [];
  } else if (watchRaw === 'none') {
    watchChains = [];
  } else {
    watchChains = [];
    for (const entry of watchRaw.split(',').map((value) => value.trim())) {
      const id = Number(entry);
      if (!/^\d+$/.test(entry) || !knownChains.includes(id)) {
        problems.push(
          `WATCH_CHAINS lists "${entry}", not a configured chain (${knownChains.join(', ') || 'none'}); or set it to none`,
        );
      } else if (!watchChains.includes(id)) watchChains.push(id);
    }
  }

  // Hashing is most of a sign-up's and a login's work: the suites, which sign up thousands of
  // accounts, may lower it. Nothing else may: a stored hash keeps the cost it was made with.
  const hashCostRaw = read('PASSWORD_HASH_COST') ?? 'standard';
  let passwordHashing = ARGON2_OPTIONS;
  if (hashCostRaw === 'low') {
    if (nodeEnv === 'test') passwordHashing = LOW_ARGON2_OPTIONS;
    else problems.push(`PASSWORD_HASH_COST=low is for the test suites: it needs NODE_ENV=test (got "${nodeEnvRaw}")`);
  } else if (hashCostRaw !== 'standard') {
    problems.push(`PASSWORD_HASH_COST must be standard or low (got "${hashCostRaw}")`);
  }

  const scaleRaw = read('RATE_LIMIT_SCALE') ?? '1';
  const rateLimitScale = Number(scaleRaw);
  if (!/^\d{1,3}$/.test(scaleRaw) || rateLimitScale < 1) {
    problems.push(`RATE_LIMIT_SCALE must be a whole number from 1 to 999 (got "${scaleRaw}")`);
  } else if (rateLimitScale !== 1 && nodeEnv !== 'test') {
    problems.push(`RATE_LIMIT_SCALE is for the test suites: it needs NODE_ENV=test (got "${nodeEnvRaw}")`);
  }

  const allowPrivateRaw = read('WEBHOOK_ALLOW_PRIVATE_URLS');
  let webhookAllowPrivateUrls = false;
  if (allowPrivateRaw !== undefined) {
    if (allowPrivateRaw === 'true' || allowPrivateRaw === '1') webhookAllowPrivateUrls = true;
    else if (allowPrivateRaw !== 'false' && allowPrivateRaw !== '0')
      problems.push(`WEBHOOK_ALLOW_PRIVATE_URLS must be 1 or 0 (got "${allowPrivateRaw}")`);
  }
  if (webhookAllowPrivateUrls && nodeEnv === 'production') {
    problems.push('WEBHOOK_ALLOW_PRIVATE_URLS cannot be on when NODE_ENV is production');
  }

  const webhookTimeoutRaw = read('WEBHOOK_TIMEOUT_MS') ?? '15000';
  const webhookTimeoutMs = Number(webhookTimeoutRaw);
  if (!/^\d{1,6}$/.test(webhookTimeoutRaw) || webhookTimeoutMs < 50 || webhookTimeoutMs > 60_000) {
    problems.push(
      `WEBHOOK_TIMEOUT_MS must be an integer of milliseconds from 50 to 60000 (got "${webhookTimeoutRaw}")`,
    );
  }

  const webhookPollRaw = read('WEBHOOK_POLL_MS') ?? '1000';
  const webhookPollMs = Number(webhookPollRaw);
  if (!/^\d{1,7}$/.test(webhookPollRaw) || webhookPollMs < 20) {
    problems.push(`WEBHOOK_POLL_MS must be an integer of milliseconds from 20 (got "${webhookPollRaw}")`);
  }
  // Tier verification: a real provider in production; the sandbox served here anywhere else.
  const identityRaw = read('IDENTITY_PROVIDER_URL') ?? (nodeEnv === 'production' ? undefined : 'sandbox');
  const identitySecret = read('IDENTITY_PROVIDER_SECRET');
  let identityProvider: Config['identityProvider'] = { kind: 'sandbox' };
  if (identityRaw === undefined) {
    problems.push(
      'IDENTITY_PROVIDER_URL is required when NODE_ENV is production (the identity provider of tier verification)',
    );
  } else if (identityRaw === 'sandbox') {
    if (nodeEnv === 'production')
      problems.push('IDENTITY_PROVIDER_URL cannot be sandbox when NODE_ENV is production (the sandbox is for testing)');
  } else if (parseOrigin(identityRaw) && !identityRaw.includes('#')) {
    if (!identitySecret || identitySecret.length < 32)
      problems.push('IDENTITY_PROVIDER_SECRET must be set, at least 32 characters, with IDENTITY_PROVIDER_URL');
    else identityProvider = { kind: 'http', url: identityRaw.replace(/\/+$/, ''), secret: identitySecret };
  } else {
    problems.push(`IDENTITY_PROVIDER_URL must be an http(s) URL or sandbox (got "${identityRaw}")`);
  }
  const onramp = parseOnramp(read, nodeEnv, problems);
  const kybCountries = parseCountries('KYB_COUNTRIES', read('KYB_COUNTRIES') ?? DEFAULT_KYB_COUNTRIES, problems);
  const enhancedKybCountries = parseCountries(
    'ENHANCED_KYB_COUNTRIES',
    read('ENHANCED_KYB_COUNTRIES') ?? DEFAULT_ENHANCED_KYB_COUNTRIES,
    problems,
  );

  if (problems.length > 0 || apiPublicPath === null || !nodeEnv || !logLevel || !publicUrl || !chains)
    throw new ConfigError(problems);

  const dataDir = resolve(read('DATA_DIR') ?? './.data');
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    smtpUrl,
    mailFrom,
    smsUrl,
    publicUrl,
    allowedOrigins: [...new Set([...allowedOrigins, new URL(publicUrl).origin])],
    dnsServers: dns.servers,
    trustedProxies: proxies.ranges,
    nodeEnv,
    devRoutes,
    logLevel,
    cookieSecure,
    storageDir: resolve(read('STORAGE_DIR') ?? join(dataDir, 'storage')),
    storageSecret,
    addressHashSecret,
    demoPassword,
    apiPublicPath,
    chains,
    exchangeRateUrl,
    exchangeRateSources,
    confirmations,
    feeRates,
    watchChains,
    watcherPollMs,
    consumersDelayMs,
    sessionRefreshGraceMs,
    passwordHashing,
    rateLimitScale,
    webhookAllowPrivateUrls,
    webhookTimeoutMs,
    webhookPollMs,
    apiKeyPeppers,
    identityProvider,
    onramp,
    kybCountries,
    enhancedKybCountries,
    integrationSecret,
    squarespaceApiUrl: squarespaceApiUrl ?? DEFAULT_SQUARESPACE_API_URL,
    clock: systemClock,
    ...overrides,
  };
}

const TRANSAK_API_URL = 'https://api.transak.com';
const TRANSAK_GATEWAY_URL = 'https://api-gateway.transak.com';

/** `ONRAMP_PROVIDER` and Transak's keys: see `Config.onramp`. */
function parseOnramp(
  read: (name: string) => string | undefined,
  nodeEnv: string | undefined,
  problems: string[],
): Config['onramp'] {
  const apiKey = read('TRANSAK_API_KEY');
  const apiSecret = read('TRANSAK_API_SECRET');
  const fallback = apiKey || apiSecret ? 'transak' : nodeEnv === 'production' ? 'none' : 'sandbox';
  const kind = read('ONRAMP_PROVIDER') ?? fallback;
  if (kind === 'none') return { kind };
  if (kind === 'sandbox') {
    if (nodeEnv === 'production')
      problems.push('ONRAMP_PROVIDER cannot be sandbox when NODE_ENV is production (the sandbox is for testing)');
    return { kind };
  }
  if (kind !== 'transak') {
    problems.push(`ONRAMP_PROVIDER must be sandbox, transak or none (got "${kind}")`);
    return { kind: 'none' };
  }
  if (!apiKey || !apiSecret) {
    problems.push('TRANSAK_API_KEY and TRANSAK_API_SECRET must both be set for the Transak on-ramp');
    return { kind: 'none' };
  }
  const url = (name: string, fallbackUrl: string) => {
    const value = read(name) ?? fallbackUrl;
    if (!parseOrigin(value) || value.includes('#')) problems.push(`${name} must be an http(s) URL (got "${value}")`);
    return value.replace(/\/+$/, '');
  };
  return {
    kind,
    apiKey,
    apiSecret,
    apiUrl: url('TRANSAK_API_URL', TRANSAK_API_URL),
    gatewayUrl: url('TRANSAK_GATEWAY_URL', TRANSAK_GATEWAY_URL),
  };
}
