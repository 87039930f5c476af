import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteListen, postgresListen, type ListenHandler, type StopListening } from './listen';
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

/**
 * The statements of a query whose text follows its shape (the filters given, the rows read): one
 * per name, its text made the first time the name is asked for, then the same statement again.
 */
export function statementsByShape(): (name: string, text: () => string) => NamedStatement {
  const statements = new Map<string, NamedStatement>();
  return (name, text) => {
    let statement = statements.get(name);
    if (!statement) {
      statement = { name, text: text() };
      statements.set(name, statement);
    }
    return statement;
  };
}

export interface Database {
  driver: 'pglite' | 'postgres';
  db: Db;
  /** Runs a named statement; rows keyed by column name, timestamps as Date. */
  query<T extends Record<string, unknown>>(statement: NamedStatement, values: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on a single connection, with raw SQL. */
  script<T>(fn: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * Tries to take a session-level advisory lock named `key` on a connection of its own, held
   * until the returned release is called or the connection dies (its process stopped): null
   * when another connection holds it. The embedded database serves one process: always granted.
   */
  tryLock(key: string): Promise<HeldLock | null>;
  /**
   * LISTENs on `channels` (db/listen.ts): on PostgreSQL on a connection of its own, reopened
   * when lost; on the embedded database through its own listen API.
   */
  listen(
    channels: readonly string[],
    handler: ListenHandler,
    onProblem?: (error: unknown) => void,
  ): Promise<StopListening>;
  close(): Promise<void>;
}

/** An advisory lock taken with `tryLock`. */
export interface HeldLock {
  /** Whether the connection holding it is still alive (a lost connection loses the lock). */
  held(): boolean;
  release(): Promise<void>;
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
    tryLock: async () => {
      let held = true;
      return {
        held: () => held && !client.closed,
        release: async () => {
          held = false;
        },
      };
    },
    listen: (channels, handler) => pgliteListen(client, channels, handler),
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
    tryLock: async (key) => {
      const client = await pool.connect();
      let alive = true;
      const lost = () => {
        alive = false;
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        const [row] = (
          await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [
            key,
          ])
        ).rows;
        if (!row?.locked) {
          client.removeListener('error', lost);
          client.release();
          return null;
        }
      } catch (error) {
        client.release(true);
        throw error;
      }
      return {
        held: () => alive,
        release: async () => {
          if (!alive) return;
          alive = false;
          // The connection is closed, not returned to the pool: the lock goes with it.
          client.release(true);
        },
      };
    },
    listen: (channels, handler, onProblem) =>
      postgresListen({ connectionString: databaseUrl, onProblem }, channels, handler),
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
