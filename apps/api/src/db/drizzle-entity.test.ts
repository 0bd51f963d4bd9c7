import {
  Column,
  is as drizzleIs,
  entityKind,
  Name,
  Param,
  Placeholder,
  SQL,
  Subquery,
  sql,
  Table,
  View,
} from 'drizzle-orm';
import { PgColumn, PgTable, PgView, pgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { is } from './drizzle-entity.ts';
import { bookings, shipments } from './schema.ts';

/** What a second copy of drizzle-orm would make: another class of the same kind, which only the walk up its
 * class chain recognises (`instanceof` does not). */
class CopiedSql {
  static readonly [entityKind] = 'SQL';
  readonly copied = true;
}

const kinds = { Column, Name, Param, Placeholder, SQL, Subquery, Table, View, PgColumn, PgTable, PgView };
const values = {
  table: bookings,
  column: bookings.id,
  otherTable: shipments,
  sql: sql`select 1`,
  aliased: sql`1`.as('one'),
  placeholder: sql.placeholder('id'),
  param: new Param(1),
  name: sql.identifier('bookings'),
  view: pgView('v', {}).as(sql`select 1`),
  plainObject: {},
  date: new Date(),
  array: [bookings.id],
  copiedSql: new CopiedSql(),
};

describe("the bundle's memoised `is`", () => {
  it("answers as drizzle-orm's own for every value and entity class, asked once and again", () => {
    for (const [valueName, value] of Object.entries(values))
      for (const [kindName, kind] of Object.entries(kinds))
        for (let round = 0; round < 2; round++)
          expect([valueName, kindName, is(value, kind)]).toEqual([
            valueName,
            kindName,
            drizzleIs(value, kind),
          ]);
  });

  it('answers false for what is not an object, and refuses a class that is not an entity, as drizzle does', () => {
    for (const value of [null, undefined, 0, 'text', true]) expect(is(value, SQL)).toBe(false);
    class NotAnEntity {}
    expect(() => drizzleIs({}, NotAnEntity as never)).toThrow("doesn't look like a Drizzle entity");
    expect(() => is({}, NotAnEntity)).toThrow("doesn't look like a Drizzle entity");
  });
});
