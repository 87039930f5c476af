import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../paths';
import type { Database } from './database';

export const MIGRATIONS_DIR = join(API_DIR, 'migrations');

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Files named `NNNN_name.sql`, in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file.slice(5, -4),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction.
 * An advisory lock keeps two instances starting at once from applying the same file twice.
 * Returns the versions applied.
 */
export async function migrate(database: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return database.script(async (runner) => {
    await runner.query('SELECT pg_advisory_xact_lock(727274)');
    await runner.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const rows = await runner.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await runner.exec(migration.sql);
      await runner.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}
