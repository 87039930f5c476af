import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the end-to-end suite's servers listen. Fixed ports (overridable) because Playwright
 * starts its web servers before global setup and loads this file in every worker: the values
 * must be known up front and identical everywhere. They lie below Linux's ephemeral range
 * (32768-60999), from which the system hands out the local ports of outgoing connections and of
 * servers that listen on port 0: a fixed port inside it was once found in use while the rest of
 * `npm test` ran, and the API could not start.
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const ports = {
  api: port('E2E_API_PORT', 30080),
  web: port('E2E_WEB_PORT', 30173),
  smtp: port('E2E_SMTP_PORT', 30025),
  inbox: port('E2E_INBOX_PORT', 30026),
  squarespace: port('E2E_SQUARESPACE_PORT', 30027),
};

/**
 * The local test chain's port: `E2E_CHAIN_PORT`, else a free one, chosen once by the main process
 * (workers inherit the variable). A child process finds it, since this module loads synchronously.
 */
process.env.E2E_CHAIN_PORT ??= execFileSync(
  process.execPath,
  ['--input-type=module', '-e', "import { freePort } from './scripts/free-port.mjs'; console.log(await freePort());"],
  { cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
)
  .toString()
  .trim();
export const chainPort = Number(process.env.E2E_CHAIN_PORT);
export const chainUrl = `http://127.0.0.1:${chainPort}`;

/**
 * The local chain's first funded accounts (the public development mnemonic's), which the test
 * wallets of the dashboard's end-to-end build offer; the chain holds their keys unlocked and signs
 * for them.
 */
export const testWalletAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const;

export const apiUrl = `http://127.0.0.1:${ports.api}`;
export const webUrl = `http://127.0.0.1:${ports.web}`;
export const inboxUrl = `http://127.0.0.1:${ports.inbox}`;
/** The fake Squarespace Commerce API the API is pointed at (apps/api/test/support/fake-squarespace.ts). */
export const squarespaceUrl = `http://127.0.0.1:${ports.squarespace}`;
/** The one key the fake Squarespace knows, with every permission. */
export const squarespaceKey = 'sq-e2e-key-0001';
/**
 * The API's grace for a session token a refresh has just replaced (30 s in production), shortened
 * so that the session flow can replay a stolen token past it without waiting half a minute.
 */
export const sessionRefreshGraceMs = 3000;
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A scratch folder for this run (the API's fresh database, the dashboard's build), made once by
 * the main process; workers inherit the variable and reuse it.
 */
process.env.E2E_TMP ??= mkdtempSync(join(tmpdir(), 'meridian-e2e-'));
export const scratch = process.env.E2E_TMP;
