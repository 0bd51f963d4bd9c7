import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from our zod 4 request schemas. zod-fast-check (which issue 13 names)
 * supports zod 3 and fast-check 3 only, so the schema goes through zod 4's own `z.toJSONSchema` (input side:
 * what a client sends, before transforms) and the JSON Schema is walked here. Each node yields a value of
 * the right shape most of the time and a hostile one otherwise, so a run mixes requests that reach the
 * services with requests that must be refused at the door.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Text that has broken servers: NUL, lone surrogates, SQL and path fragments, numbers spelt oddly, huge. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    "' OR '1'='1' --",
    '1); drop table users; --',
    '%00',
    '%',
    '_',
    '\\',
    '../../../etc/passwd',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    '99999999999999999999999',
    '2026-13-45T25:61:00Z',
    '0000-00-00',
    '<script>alert(1)</script>',
    '=HYPERLINK("http://x")',
    '🇬🇭📦',
    'ALL',
    'null',
    'true',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.nat({ max: 5000 }).map((n) => 'a'.repeat(n)),
);

/** Any JSON value, small: what a client may send where something else belongs. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Characters PostgreSQL cannot store (NUL) or UTF-8 cannot carry (lone surrogates). */
const UNSTORABLE = fc.constantFrom('\u0000', '\uD800', '\uDFFF');

/**
 * A string the schema accepts, and now and then the same string with an unstorable character slipped in
 * (same length class, so it still passes the schema's checks and reaches the service and the database).
 */
const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
  const base = wellFormedString(s);
  const tainted = fc
    .tuple(base, UNSTORABLE, fc.nat())
    .map(([v, ch, at]) =>
      v.length === 0 ? v : v.slice(0, at % v.length) + ch + v.slice((at % v.length) + 1),
    );
  return fc.oneof({ arbitrary: base, weight: 2 }, { arbitrary: tainted, weight: 1 });
};

const wellFormedString = (s: JsonSchema): fc.Arbitrary<string> => {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1000));
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 40, 60)) });
};

const numberOf = (s: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = Math.max(s.minimum ?? -1e6, -1e9);
  const max = Math.min(s.maximum ?? 1e6, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A well-shaped value for one JSON Schema node (its children may still be hostile). */
const shapedOf = (s: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, depth)));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0]!, depth);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, depth + 1) : hostileValue, {
        minLength: Math.min(s.minItems ?? 0, 3),
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(s, depth);
    default:
      return hostileValue;
  }
};

const objectOf = (s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const properties = s.properties ?? {};
  const required = (s.required ?? []).filter((k) => k in properties);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v, depth + 1)])),
    { requiredKeys: required },
  );
  // Now and then a key the schema does not know, or a required one left out.
  return fc.tuple(record, fc.option(fc.tuple(hostileString, hostileValue), { freq: 5 })).map(([o, extra]) => {
    const value: Record<string, unknown> = { ...o };
    if (extra) Object.defineProperty(value, extra[0], { value: extra[1], enumerable: true });
    return value;
  });
};

/** Mostly the schema's shape, sometimes something hostile in its place (deeper nodes less often). */
export const arbitraryOf = (s: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 6) return hostileValue;
  // The top level keeps its shape (a whole hostile body is the caller's own case), so most runs get past
  // the schema with one field wrong or one unstorable character, which is where servers break.
  if (depth === 0 && (s.type === 'object' || s.properties)) return shapedOf(s, depth);
  return fc.oneof({ arbitrary: shapedOf(s, depth), weight: 9 }, { arbitrary: hostileValue, weight: 1 });
};

/** The JSON Schema of a zod request schema, as a client sees it (before transforms and defaults). */
export const jsonSchemaOf = (schema: unknown): JsonSchema | null =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : null;

/** Query strings and path parameters are text: a generated value as a client would type it. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
