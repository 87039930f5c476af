import { is, SQL, StringChunk } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { startApi, type TestApi } from './support/harness';

// The drizzle schema the queries are typed with, against the database the migrations build:
// tables, columns (type, nullability, default), unique constraints, indexes and foreign keys.
// A migration without its schema change (or the other way round) fails here, on both drivers.

type TableConfig = ReturnType<typeof getTableConfig>;
const tables: TableConfig[] = Object.values(schema).flatMap((value) =>
  is(value, PgTable) ? [getTableConfig(value)] : [],
);

interface ColumnFacts {
  type: string;
  notNull: boolean;
  default: string | null;
  identity: boolean;
}

/** A drizzle default as PostgreSQL prints it back (`false`, `0`, `'pending'::text`). */
function defaultExpression(column: PgColumn): string | null {
  if (!column.hasDefault || column.default === undefined) return null;
  const value: unknown = column.default;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'::${column.getSQLType()}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (is(value, SQL)) {
    return value.queryChunks.map((chunk) => (is(chunk, StringChunk) ? chunk.value.join('') : '')).join('');
  }
  throw new Error(`add a case for the default of ${column.name}`);
}

/** PostgreSQL's spelling of a drizzle type (`char(2)` is `character(2)`, `numeric(78, 0)` is `numeric(78,0)`). */
function typeName(column: PgColumn): string {
  return column
    .getSQLType()
    .replace(/^char\(/, 'character(')
    .replace(/^numeric\((\d+), (\d+)\)$/, 'numeric($1,$2)');
}

function schemaColumns(config: TableConfig): Record<string, ColumnFacts> {
  const result: Record<string, ColumnFacts> = {};
  for (const column of config.columns) {
    const identity = column.generatedIdentity !== undefined;
    result[column.name] = {
      type: typeName(column),
      notNull: column.notNull || identity,
      default: identity ? null : defaultExpression(column),
      identity,
    };
  }
  return result;
}

/** Unique constraints as `table(columns)`, wherever drizzle declares them. */
function schemaUniques(config: TableConfig): string[] {
  const single = config.columns.filter((column) => column.isUnique).map((column) => column.name);
  const multi = config.uniqueConstraints.map((constraint) =>
    constraint.columns.map((column) => column.name).join(', '),
  );
  return [...single, ...multi].map((columns) => `${config.name}(${columns})`).sort();
}

/** Indexes (besides keys and unique constraints) as `name: [unique ]columns[ partial]`. */
function schemaIndexes(table: TableConfig): string[] {
  return table.indexes
    .map(({ config }) => {
      const columns = config.columns.map((column) => {
        if (!is(column, IndexedColumn) || !column.name)
          throw new Error(`index ${config.name}: expressions are not compared`);
        return column.indexConfig.order === 'desc' ? `${column.name} DESC` : column.name;
      });
      return `${config.name}: ${config.unique ? 'unique ' : ''}(${columns.join(', ')})${config.where ? ' partial' : ''}`;
    })
    .sort();
}

const DELETE_RULES: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

function schemaForeignKeys(table: TableConfig): string[] {
  return table.foreignKeys
    .map((key) => {
      const reference = key.reference();
      const target = getTableConfig(reference.foreignTable).name;
      return `(${reference.columns.map((c) => c.name).join(', ')}) -> ${target}(${reference.foreignColumns.map((c) => c.name).join(', ')}) on delete ${key.onDelete ?? 'no action'}`;
    })
    .sort();
}

let api: TestApi;
const database: {
  tables: string[];
  columns: Map<string, Record<string, ColumnFacts>>;
  uniques: string[];
  indexes: Map<string, string[]>;
  foreignKeys: Map<string, string[]>;
} = { tables: [], columns: new Map(), uniques: [], indexes: new Map(), foreignKeys: new Map() };

beforeAll(async () => {
  api = await startApi();
  await api.app.meridian.database.script(async (runner) => {
    const tableRows = await runner.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations' ORDER BY 1`,
    );
    database.tables = tableRows.map((row) => row.name);
    const columnRows = await runner.query<{
      table_name: string;
      name: string;
      type: string;
      not_null: boolean;
      default_value: string | null;
      identity: string;
    }>(
      `SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
              a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_value, a.attidentity AS identity
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    );
    for (const row of columnRows) {
      const columns = database.columns.get(row.table_name) ?? {};
      columns[row.name] = {
        type: row.type,
        notNull: row.not_null,
        default: row.default_value,
        identity: row.identity !== '',
      };
      database.columns.set(row.table_name, columns);
    }
    // Unique constraints, and the other indexes (primary keys left out: drizzle names them alike).
    const indexRows = await runner.query<{
      table_name: string;
      name: string;
      definition: string;
      is_unique: boolean;
      is_constraint: boolean;
      is_primary: boolean;
    }>(
      `SELECT t.relname AS table_name, i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition,
              x.indisunique AS is_unique, x.indisprimary AS is_primary,
              EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype = 'u') AS is_constraint
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       WHERE n.nspname = 'public'`,
    );
    for (const row of indexRows) {
      if (row.is_primary) continue;
      const match = /USING \w+ \((.*?)\)(?: WHERE (.*))?$/.exec(row.definition);
      if (!match) throw new Error(`unexpected index definition: ${row.definition}`);
      if (row.is_constraint) {
        database.uniques.push(`${row.table_name}(${match[1]})`);
        continue;
      }
      const described = `${row.name}: ${row.is_unique ? 'unique ' : ''}(${match[1]})${match[2] ? ' partial' : ''}`;
      database.indexes.set(row.table_name, [...(database.indexes.get(row.table_name) ?? []), described]);
    }
    const keyRows = await runner.query<{ table_name: string; definition: string; on_delete: string }>(
      `SELECT t.relname AS table_name, k.confdeltype AS on_delete,
              '(' || (SELECT string_agg(a.attname, ', ' ORDER BY u.ord) FROM unnest(k.conkey) WITH ORDINALITY u(num, ord)
                      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.num) || ') -> ' || f.relname || '(' ||
              (SELECT string_agg(a.attname, ', ' ORDER BY u.ord) FROM unnest(k.confkey) WITH ORDINALITY u(num, ord)
                      JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.num) || ')' AS definition
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
       JOIN pg_class f ON f.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       WHERE n.nspname = 'public' AND k.contype = 'f'`,
    );
    for (const row of keyRows) {
      const described = `${row.definition} on delete ${DELETE_RULES[row.on_delete] ?? row.on_delete}`;
      database.foreignKeys.set(row.table_name, [...(database.foreignKeys.get(row.table_name) ?? []), described]);
    }
  });
});

afterAll(() => api?.close());

describe('the drizzle schema and the migrated database', () => {
  it('have the same tables', () => {
    expect(tables.map((table) => table.name).sort()).toEqual(database.tables);
  });

  it.each(tables.map((table) => [table.name, table] as const))(
    '%s: same columns, types, nullability and defaults',
    (name, table) => {
      expect(schemaColumns(table)).toEqual(database.columns.get(name));
    },
  );

  it.each(tables.map((table) => [table.name, table] as const))('%s: same indexes and foreign keys', (name, table) => {
    expect(schemaIndexes(table)).toEqual((database.indexes.get(name) ?? []).sort());
    expect(schemaForeignKeys(table)).toEqual((database.foreignKeys.get(name) ?? []).sort());
  });

  it('have the same unique constraints', () => {
    expect(tables.flatMap(schemaUniques).sort()).toEqual(database.uniques.sort());
  });
});
