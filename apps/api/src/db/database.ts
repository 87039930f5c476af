import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPglite } from './pglite';
import { schema } from './schema';

/** The typed query layer, the same for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL inside one transaction (migrations: several statements per file). */
export interface ScriptRunner {
  exec(sqlText: string): Promise<void>;
  query<T extends Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Raw SQL for the hottest reads (every signed-in request): no query builder on the way. On
 * PostgreSQL it is a named statement, parsed and planned once per connection. One name per text.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

export interface Database {
  driver: 'pglite' | 'postgres';
  db: Db;
  /** Runs a named statement; rows keyed by column name, timestamps as Date. */
  query<T extends Record<string, unknown>>(statement: NamedStatement, values: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on a single connection, with raw SQL. */
  script<T>(fn: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

function pgliteDatabase(client: PGlite, release: () => void): Database {
  const db: Db = drizzlePglite({ client, schema });
  return {
    driver: 'pglite',
    db,
    query: async <T extends Record<string, unknown>>(statement: NamedStatement, values: unknown[]) =>
      (await client.query<T>(statement.text, values)).rows,
    script: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sqlText) => {
            await tx.exec(sqlText);
          },
          query: async <T extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
            (await tx.query<T>(sqlText, params)).rows,
        }),
      ),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

function postgresDatabase(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db: Db = drizzleNodePostgres({ client: pool, schema });
  return {
    driver: 'postgres',
    db,
    query: async <T extends Record<string, unknown>>(statement: NamedStatement, values: unknown[]) =>
      (await pool.query<T>({ name: statement.name, text: statement.text, values })).rows,
    script: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <T extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
            (await client.query<T>(sqlText, params)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** node-postgres when a URL is given, otherwise the embedded PGlite under `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const database = postgresDatabase(options.databaseUrl);
    // Fail at start, not at the first request, when the server is unreachable.
    await database.script((runner) => runner.query('SELECT 1'));
    return database;
  }
  const { client, release } = await openPglite(options.dataDir);
  return pgliteDatabase(client, release);
}
