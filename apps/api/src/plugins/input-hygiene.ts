import { MAX_JSON_DEPTH, SECURITY_MESSAGES } from '@ukgh/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors.ts';

const INVALID_JSON = "Body is not valid JSON but content-type is set to 'application/json'";

/**
 * Whether `text` nests arrays and objects deeper than `limit`, read once, character by character, without
 * parsing it: a deep body is refused at the cost of reading it, before JSON.parse builds it and before any
 * walk below visits it. Brackets inside strings are skipped; malformed text is left for JSON.parse to refuse.
 */
export const nestsDeeperThan = (text: string, limit: number) => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \\ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
};

/** Where a value sits: its key and its parent's place, shared by all its siblings (no path copied per level). */
interface Place {
  key: string;
  parent: Place | null;
}

/** The dotted name of a field, built only when a problem is reported. */
const fieldName = (place: Place | null, key?: string) => {
  const keys: string[] = key === undefined ? [] : [key];
  for (let at = place; at !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'non_field_errors';
};

/** What might be a problem: any NUL or surrogate. Most text has neither, and is passed by this one test. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the two things it looks for.
const MAYBE_UNSTORABLE = /[\u0000\uD800-\uDFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const textProblem = (text: string) => {
  if (!MAYBE_UNSTORABLE.test(text)) return null;
  if (text.includes('\u0000')) return SECURITY_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return SECURITY_MESSAGES.loneSurrogate;
  return null;
};

/** Throws the 400 for `text` if it holds a problem, naming the field at `place` and `key` (the whole input if
 * neither). The name is built only then: the walk below keeps one place per object, none per field. */
const refuseUnstorable = (text: string, place: Place | null, key?: string) => {
  const problem = textProblem(text);
  if (!problem) return;
  const field = fieldName(place, key);
  throw invalid(problem, { [field]: [problem] });
};

/**
 * Throws a 400 naming the field when any text in `fields` (values and keys, at any depth) holds what
 * PostgreSQL cannot store: a NUL character or a lone UTF-16 surrogate (it used to answer 500). Walked without
 * recursion and in time linear in the input: each object is visited once and its place is one small record
 * linked to its parent's, so a deep input costs no more per level than a flat one.
 */
export const assertStorableText = (fields: unknown) => {
  if (typeof fields === 'string') return refuseUnstorable(fields, null);
  if (fields === null || typeof fields !== 'object') return;
  const stack: [Place | null, object][] = [[null, fields]];
  while (stack.length > 0) {
    const [place, object] = stack.pop()!;
    for (const key of Object.keys(object)) {
      const value = (object as Record<string, unknown>)[key];
      refuseUnstorable(key, place, key);
      if (typeof value === 'string') refuseUnstorable(value, place, key);
      else if (value !== null && typeof value === 'object') stack.push([{ key, parent: place }, value]);
    }
  }
};

/** `__proto__` anywhere, or `constructor.prototype`: refused, as Fastify's own parser does, but saying so.
 * Each object is visited once, without a path (none is reported). */
const forbiddenPropertyIn = (parsed: unknown) => {
  const stack: unknown[] = [parsed];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Object.hasOwn(value, 'constructor')) {
      const ctor = (value as { constructor: unknown }).constructor;
      if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    }
    for (const key of Object.keys(value)) {
      if (key === '__proto__') return true;
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
};

const badRequest = (message: string) =>
  Object.assign(new Error(message), { statusCode: 400 }) as FastifyError;

/**
 * The API's JSON parsing, also for a route that keeps the raw body beside it (a signed webhook): an empty
 * body is no body, and a deep or prototype-polluting one is a 400.
 */
export const parseJsonBody = (text: string, done: (error: Error | null, body?: unknown) => void) => {
  // An empty body is no body (e.g. PATCH …/deactivate/ from a client that always sends the JSON type):
  // a route whose schema needs one still answers 400, one whose body is optional goes ahead.
  if (text.trim().length === 0) return done(null, undefined);
  // Before parsing: a deep body is refused at the cost of one read of its text.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(invalid(SECURITY_MESSAGES.tooDeep), undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return done(badRequest(INVALID_JSON), undefined);
  }
  if (forbiddenPropertyIn(parsed)) return done(invalid(SECURITY_MESSAGES.forbiddenProperty), undefined);
  done(null, parsed);
};

/**
 * Input checks every route gets: JSON bodies only (other types are a 415), parsed with a clear 400 for a prototype-polluting property
 * (Fastify's parser says only 'not valid JSON'), and text the database cannot store refused in the body,
 * query and path parameters before any schema or handler sees it.
 */
export const registerInputHygiene = (app: FastifyInstance) => {
  // The API reads JSON (and multipart for uploads) only: a text/plain body is a 415, as XML or a form is,
  // instead of reaching a schema as a string (Fastify parses text/plain by default).
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    parseJsonBody(body as string, done),
  );
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertStorableText(req.params);
      assertStorableText(req.query);
      assertStorableText(req.body);
    } catch (error) {
      return done(error as FastifyError);
    }
    done();
  });
};
