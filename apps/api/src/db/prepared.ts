import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * A query built and prepared once per database handle, its values passed as placeholders on each execute.
 * Drizzle builds a query's SQL text, parameter list and row mapper on every call of its builder (half the
 * server's CPU on a list of a few rows); a prepared one does that once. A transaction is a handle of its own:
 * its queries are built for it and forgotten with it.
 */
export const preparedPerHandle = <Q>(build: (db: DbOrTx) => Q) => {
  const kept = new WeakMap<DbOrTx, Q>();
  return (db: DbOrTx): Q => {
    let query = kept.get(db);
    if (!query) {
      query = build(db);
      kept.set(db, query);
    }
    return query;
  };
};

/**
 * `column = any($1)`, $1 the `ids` placeholder: one parameter whatever the number of ids, so a statement's text
 * is the same for every page and PostgreSQL parses and plans it once per connection, where `in ($1, …, $n)`
 * was a new statement for each length.
 */
export const anyOfIds = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;
