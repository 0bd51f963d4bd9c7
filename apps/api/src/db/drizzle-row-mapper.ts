// drizzle-orm's `mapResultRow` with each query's mapping worked out once: the bundle (build.ts) has drizzle's
// PostgreSQL sessions import this in place of its own. For every column of every row, drizzle's asks which
// kind of field the column is (three `is` checks), walks its path with an iterator and looks its table's name
// up: 13 % of the server's CPU on a page of twenty cards (about 150 columns a row). A query's columns never
// change, and a prepared query passes the same array on every execute, so the mapping is kept per array.
// Same answers (drizzle-row-mapper.test.ts compares them with drizzle's own).
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** What drizzle passes: each selected field with its path in the result object. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface Step {
  decoder: Decoder;
  /** The path without its last key, and the last key. */
  parents: string[];
  key: string;
  /** For a table's column at depth two: the table whose row the object is (a left join may null it). */
  tableName: string | null;
}

/** Drizzle keeps a SQL chunk's decoder on it without declaring it in its types. */
const decoderOfSql = (chunk: SQL) => (chunk as unknown as { decoder: Decoder }).decoder;

const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
};

const stepsOf = (columns: SelectedField[]): Step[] =>
  columns.map(({ path, field }) => ({
    decoder: decoderOf(field),
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    tableName: is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));

const kept = new WeakMap<SelectedField[], Step[]>();

export function mapResultRow<T>(
  columns: SelectedField[],
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): T {
  let steps = kept.get(columns);
  if (!steps) {
    steps = stepsOf(columns);
    kept.set(columns, steps);
  }
  const result: Record<string, unknown> = {};
  // Per object of a joined table: that table's name while its first column was null, else false (drizzle's rule:
  // a left-joined row that found nothing comes back as null).
  let nullify: Record<string, string | false> | undefined;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    let node = result;
    for (const parent of step.parents) {
      if (!(parent in node)) node[parent] = {};
      node = node[parent] as Record<string, unknown>;
    }
    const raw = row[i];
    const value = raw === null ? null : step.decoder.mapFromDriverValue(raw);
    node[step.key] = value;
    if (joinsNotNullableMap && step.tableName !== null) {
      nullify ??= {};
      const object = step.parents[0]!;
      if (!(object in nullify)) nullify[object] = value === null ? step.tableName : false;
      else if (typeof nullify[object] === 'string' && nullify[object] !== step.tableName)
        nullify[object] = false;
    }
  }
  if (joinsNotNullableMap && nullify)
    for (const [object, tableName] of Object.entries(nullify))
      if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) result[object] = null;
  return result as T;
}
