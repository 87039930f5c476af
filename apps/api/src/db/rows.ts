import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's full row read with raw SQL, the same object the query builder returns: the select
 * list (`alias."column" AS "prefix.key"`) and the function turning a result row into the row.
 * Built once per table; the drivers already give uuid and text as strings, booleans as
 * booleans and timestamptz as Date, the types of this schema's columns.
 */
export function rawRow<Table extends PgTable>(
  table: Table,
  alias: string,
): { select: string; read: (row: Record<string, unknown>) => InferSelectModel<Table> } {
  const keys = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    field: `${alias}.${key}`,
  }));
  const select = keys.map(({ name, field }) => `${alias}."${name}" AS "${field}"`).join(', ');
  return {
    select,
    read: (row) => {
      const result: Record<string, unknown> = {};
      for (const { key, field } of keys) result[key] = row[field];
      return result as InferSelectModel<Table>;
    },
  };
}
