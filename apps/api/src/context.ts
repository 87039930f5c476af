import type { Config } from './config';
import type { DnsResolver } from './dns';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { SessionService } from './accounts/sessions';

/** Everything a route handler may use. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  sessions: SessionService;
  /** DNS look-ups (domain verification). */
  dns: DnsResolver;
}
