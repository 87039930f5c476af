import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the end-to-end suite's servers listen. Fixed ports (overridable) because Playwright
 * starts its web servers before global setup and loads this file in every worker: the values
 * must be known up front and identical everywhere.
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const ports = {
  api: port('E2E_API_PORT', 56080),
  web: port('E2E_WEB_PORT', 56173),
  smtp: port('E2E_SMTP_PORT', 56025),
  inbox: port('E2E_INBOX_PORT', 56026),
};

export const apiUrl = `http://127.0.0.1:${ports.api}`;
export const webUrl = `http://127.0.0.1:${ports.web}`;
export const inboxUrl = `http://127.0.0.1:${ports.inbox}`;
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A scratch folder for this run (the API's fresh database, the dashboard's build), made once by
 * the main process; workers inherit the variable and reuse it.
 */
process.env.E2E_TMP ??= mkdtempSync(join(tmpdir(), 'meridian-e2e-'));
export const scratch = process.env.E2E_TMP;
