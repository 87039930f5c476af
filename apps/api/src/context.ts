import type { Environment, RouteLimit } from '@meridian/contract';
import type { PublicClient } from 'viem';
import type { Config } from './config';
import type { RateService } from './payments/rates';
import type { DnsResolver } from './dns';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { SessionService } from './accounts/sessions';
import type { SmsSender } from './sms/sender';
import type { StorageService } from './storage';
import type { OnrampProvider } from './onramp/provider';
import type { IdentityProvider } from './verification/provider';

/** Everything a route handler may use. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Text messages (phone verification codes). */
  sms: SmsSender;
  sessions: SessionService;
  /** Uploaded files and their signed links. */
  storage: StorageService;
  /**
   * The HMAC key of the digests of client addresses (`ADDRESS_HASH_SECRET`, or kept in
   * `<dataDir>/address-hash-secret`): see `openerOf`.
   */
  addressHashKey: string;
  /** How many failed API keys a client address may send (`API_KEY_LIMITS.apiKeyFailureIp`, as the server was built). */
  apiKeyFailureLimit: RouteLimit;
  /** DNS look-ups (domain verification). */
  dns: DnsResolver;
  /** Exchange rates (sandbox or the configured provider), cached. */
  rates: RateService;
  /** The identity provider of tier verification (the sandbox served here, or a real one). */
  identity: IdentityProvider;
  /** The on-ramp of cards and bank transfers at checkout (the sandbox served here, Transak), or none. */
  onramp: OnrampProvider | null;
  /** A JSON-RPC client of the chain of an environment (made once). */
  chainClient(environment: Environment): PublicClient;
}
