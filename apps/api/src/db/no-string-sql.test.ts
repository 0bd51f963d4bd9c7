// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the allowances and samples quote source lines, placeholders included
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No SQL built from strings (issue 13, Input): every query goes through Drizzle's builders or its `sql`
 * tag, which sends each interpolated value as a bound parameter. This check reads the API's source and
 * fails on anything that would splice text into SQL, unless it is listed below with the reason it is safe.
 * It also holds the list of CSV exports, each with the test that proves it neutralises formulas.
 */

const SRC = path.resolve(import.meta.dirname, '..');

const STRING_SQL: { name: string; pattern: RegExp }[] = [
  { name: 'sql.raw()', pattern: /\bsql\.raw\(/ },
  { name: '.unsafe() (postgres.js text)', pattern: /\.unsafe\(/ },
  { name: 'query text passed to execute/query/exec', pattern: /\.(execute|query|exec)\(\s*[`'"]/ },
  { name: 'sql`` joined with +', pattern: /sql`[^`]*`\s*\+|\+\s*sql`/ },
  {
    // A tagged template (sql`…`, postgres.js' own tags) binds its values; an untagged one splices them.
    name: 'SQL in an untagged template with ${}',
    pattern: /(?<![\w$.\])])`\s*(select|insert|update|delete|with|explain)\s[^`]*\$\{/i,
  },
  {
    name: 'SQL text joined with +',
    pattern: /['"]\s*(select\s.*\sfrom|insert into|update\s+\w+\s+set|delete from)\b[^'"]*['"]\s*\+/i,
  },
];

/** `file: line text` → why it is safe. Adding to this list needs a reason a reviewer can check. */
const ALLOWED: Record<string, string> = {
  "modules/shipments/hub.repository.ts: const result = await db.execute(sql`explain ${sql.raw(analyze ? '(analyze, buffers off) ' : '')}${query}`);":
    "EXPLAIN's options are one of two constants chosen by a boolean; the query itself stays parameterised",
  'db/schema.ts: const oneOf = (column: unknown, values: readonly string[]) => sql`${column} in (${sql.raw(sqlList(values))})`;':
    "check constraints listing the domain's own status constants (sqlList quotes them), fixed at build time",
  "modules/analytics/analytics.repository.ts: sql.raw(`, min(te.created_at) filter (where te.status = '${stage}') as ${stage}`),":
    'ANALYTICS_STAGES constants as column names (SQL cannot bind an identifier); the period is bound',
  'modules/analytics/analytics.repository.ts: const hours = sql.raw(`extract(epoch from (${to} - ${from})) / 3600`);':
    'from/to are pairs of ANALYTICS_STAGES constants',
  'modules/analytics/analytics.repository.ts: const both = sql.raw(`${from} is not null and ${to} is not null and ${to} >= ${from}`);':
    'from/to are pairs of ANALYTICS_STAGES constants',
  "modules/analytics/analytics.repository.ts: return sql`${sql.raw(i === 0 ? '' : ', ')}percentile_cont(0.5) within group (order by ${hours}) filter (where ${both}) as ${sql.raw(`m${i}`)}, count(*) filter (where ${both}) as ${sql.raw(`n${i}`)}`;":
    'a comma or nothing, and column aliases m0…/n0… numbered by the loop',
  "modules/bookings/bookings.repository.ts: const LIMIT_ONE = sql.raw('1') as unknown as number;":
    "the constant 1, written in the statement as a lateral's limit (a bound limit kept PostgreSQL re-planning)",
};

/** Every CSV the API writes, with the test that proves spreadsheet formulas in it are neutralised. */
const CSV_EXPORTS: Record<string, string> = {
  'modules/shipments/hub.routes.ts': 'modules/shipments/hub.csv.test.ts',
  'modules/departures/departures.routes.ts': 'modules/departures/manifest.test.ts',
};

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(full);
      return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return nested.flat();
};

/** The lines of `text` that build SQL from strings, as `file: line` keys. */
export const stringSqlIn = (file: string, text: string) =>
  text.split('\n').flatMap((line) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*')) return [];
    return STRING_SQL.filter((rule) => rule.pattern.test(line)).map((rule) => ({
      key: `${file}: ${trimmed}`,
      rule: rule.name,
    }));
  });

const everySource = async () =>
  Promise.all(
    (await sourceFiles(SRC)).map(async (full) => ({
      file: path.relative(SRC, full).split(path.sep).join('/'),
      text: await readFile(full, 'utf8'),
    })),
  );

describe('SQL from strings', () => {
  it('appears nowhere in the API source but the allowed places', async () => {
    const found = (await everySource()).flatMap(({ file, text }) => stringSqlIn(file, text));
    expect(found.filter((f) => !ALLOWED[f.key])).toEqual([]);
    // An allowance whose line is gone is removed too, so the list stays true.
    expect(Object.keys(ALLOWED).filter((key) => !found.some((f) => f.key === key))).toEqual([]);
  });

  it('would be caught: each pattern finds the string-built SQL it names', () => {
    const samples = [
      'await db.execute(sql.raw(`select * from users where email = ${email}`));',
      "await client.unsafe('select 1 where id = ' + id);",
      "await pg.query('select * from bookings where code = ' + code);",
      'const q = sql`select 1` + filter;',
      'const text = `delete from users where id = ${id}`;',
    ];
    for (const sample of samples) expect(stringSqlIn('x.ts', sample), sample).not.toEqual([]);
    expect(stringSqlIn('x.ts', 'where(sql`${users.email} = ${email}`)')).toEqual([]);
  });
});

describe('CSV exports', () => {
  it('are only those listed, each with its formula-injection test', async () => {
    const writers = (await everySource()).filter(({ text }) => text.includes('text/csv')).map((s) => s.file);
    expect(writers.sort()).toEqual(Object.keys(CSV_EXPORTS).sort());
    for (const test of Object.values(CSV_EXPORTS)) {
      const full = path.join(SRC, test);
      expect(existsSync(full), test).toBe(true);
      expect(await readFile(full, 'utf8'), test).toMatch(/formula/i);
    }
  });
});
