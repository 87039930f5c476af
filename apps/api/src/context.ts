import type { Config } from './config';
import type { DnsResolver } from './dns';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { SessionService } from './accounts/sessions';
import type { SmsSender } from './sms/sender';
import type { StorageService } from './storage';

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
  /** DNS look-ups (domain verification). */
  dns: DnsResolver;
}
