import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from './scratch';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
// @ts-expect-error -- a plain ES module script without declarations
import { buildApi } from '../../scripts/build.mjs';
import { startPostgres, type PostgresServer } from './postgres-server';

export type DbDriver = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    dbDriver: DbDriver;
    /** PGlite: a migrated data folder each test file copies. */
    pgliteTemplate: string;
    /** PostgreSQL: server URL; each test file clones `meridian_template`. */
    postgresUrl: string;
    /** The API's production build (scripts/build.mjs), which the tests of the API as a process run. */
    apiBuild: string;
  }
}

export const TEMPLATE_DATABASE = 'meridian_template';

function driverFromEnv(): DbDriver {
  const value = process.env.DB_DRIVER ?? 'pglite';
  if (value !== 'pglite' && value !== 'postgres') throw new Error(`DB_DRIVER must be pglite or postgres, got ${value}`);
  return value;
}

/**
 * Prepares one migrated database per run (the migrations are applied for real, once): a
 * PGlite folder, or a template database on a throwaway PostgreSQL server started here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = driverFromEnv();
  project.provide('dbDriver', driver);
  // Built once per run: tsx would transpile every module again at each start (about 3 CPU-seconds).
  // One folder per driver: the two drivers' suites may run at once (npm test's lanes).
  project.provide('apiBuild', (await buildApi(`dist-test-${driver}`)) as string);
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(scratchDir(), 'meridian-pglite-template-'));
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    await migrate(database);
    await database.close();
    project.provide('pgliteTemplate', dir);
    project.provide('postgresUrl', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  let server: PostgresServer | undefined;
  let url = process.env.PG_TEST_URL ?? '';
  if (!url) {
    server = await startPostgres();
    url = server.url;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
  await migrate(database);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresUrl', url);
  return async () => server?.stop();
}
