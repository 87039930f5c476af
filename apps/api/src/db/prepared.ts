import type { Db } from './database';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared query of this database, built once and kept for the process's lifetime: the query
 * builder runs once instead of on every request, and PostgreSQL parses and plans a named
 * statement once per connection. `name` names the statement on the server: one per query text.
 */
export function prepared<Query>(db: Db, name: string, build: (db: Db) => Query): Query {
  let queries = cache.get(db);
  if (!queries) {
    queries = new Map();
    cache.set(db, queries);
  }
  let query = queries.get(name) as Query | undefined;
  if (!query) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
