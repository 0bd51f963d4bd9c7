import { SECURITY_MESSAGES } from '@ukgh/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors.ts';

const INVALID_JSON = "Body is not valid JSON but content-type is set to 'application/json'";

/** Every [path, value] inside a parsed body or query, walked without recursion (a body may nest deeply). */
function* entriesOf(root: unknown): Generator<[string[], string | null, unknown]> {
  const stack: [string[], unknown][] = [[[], root]];
  while (stack.length > 0) {
    const [path, value] = stack.pop()!;
    yield [path, null, value];
    if (value === null || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      yield [path, key, undefined];
      stack.push([[...path, key], (value as Record<string, unknown>)[key]]);
    }
  }
}

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

/** Throws the 400 for `text` if it holds a problem, naming the field at `path` and `key` (the whole input if
 * neither). The name is built only then: the walk below keeps one path per object, none per field. */
const refuseUnstorable = (text: string, path: readonly string[], key?: string) => {
  const problem = textProblem(text);
  if (!problem) return;
  const field = (key === undefined ? path : [...path, key]).join('.') || 'non_field_errors';
  throw invalid(problem, { [field]: [problem] });
};

/**
 * Throws a 400 naming the field when any text in `fields` (values and keys, at any depth) holds what
 * PostgreSQL cannot store: a NUL character or a lone UTF-16 surrogate (it used to answer 500). Walked without
 * recursion (a body may nest deeply) and without a generator: it runs on every request's parameters and query.
 */
export const assertStorableText = (fields: unknown) => {
  if (typeof fields === 'string') return refuseUnstorable(fields, []);
  if (fields === null || typeof fields !== 'object') return;
  const stack: [readonly string[], object][] = [[[], fields]];
  while (stack.length > 0) {
    const [path, object] = stack.pop()!;
    for (const key of Object.keys(object)) {
      const value = (object as Record<string, unknown>)[key];
      refuseUnstorable(key, path, key);
      if (typeof value === 'string') refuseUnstorable(value, path, key);
      else if (value !== null && typeof value === 'object') stack.push([[...path, key], value]);
    }
  }
};

/** `__proto__` anywhere, or `constructor.prototype`: refused, as Fastify's own parser does, but saying so. */
const forbiddenPropertyIn = (parsed: unknown) => {
  for (const [, key, value] of entriesOf(parsed)) {
    if (key === '__proto__') return true;
    if (key === null && value !== null && typeof value === 'object') {
      const ctor = Object.hasOwn(value, 'constructor')
        ? (value as { constructor: unknown }).constructor
        : null;
      if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    }
  }
  return false;
};

const badRequest = (message: string) =>
  Object.assign(new Error(message), { statusCode: 400 }) as FastifyError;

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
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    // An empty body is no body (e.g. PATCH …/deactivate/ from a client that always sends the JSON type):
    // a route whose schema needs one still answers 400, one whose body is optional goes ahead.
    if (text.trim().length === 0) return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(badRequest(INVALID_JSON), undefined);
    }
    if (forbiddenPropertyIn(parsed)) return done(invalid(SECURITY_MESSAGES.forbiddenProperty), undefined);
    done(null, parsed);
  });
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
