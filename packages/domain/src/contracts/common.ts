import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

/**
 * Response contracts: what each API route may answer. The API declares them as its response schemas (its
 * serialiser drops, and in tests refuses, any field not listed here), the OpenAPI document is generated from
 * them, and the web app takes its response types from them (`z.infer`). A field a client reads is added here
 * first, then to the presenter.
 */

/** ISO 8601 UTC, as `Date.prototype.toISOString()` writes it. */
export const isoDateTime = z.string().describe('ISO 8601 date-time (UTC)');
export const nullableIsoDateTime = isoDateTime.nullable();

/** Every 4xx and 5xx body (apps/api/src/plugins/errors.ts builds it). */
export const errorBodySchema = z.object({
  message: z.string(),
  /** The same readable sentence: the spec's clients read either. */
  error: z.string(),
  code: z.enum(ERROR_CODES),
  /** Per field on 400: `first_name` or `packages.0.weight_kg` → its messages; `non_field_errors` for the body. */
  details: z.record(z.string(), z.array(z.string())).optional(),
  /** 409, 413 and 415 repeat the reason here (the upload screens and the agents' offline queue read `detail`). */
  detail: z.string().optional(),
});

/** `{message}`: password reset, contact form. */
export const messageResponseSchema = z.object({ message: z.string() });

/** A page of a list: `{count, next, previous, results}` (next/previous are relative links). */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * Counts of lists that can grow without bound stop here: past it a screen shows "1,000+" rather than every
 * request counting the whole match (DESIGN "Lists at scale").
 */
export const COUNT_CAP = 1000;

/**
 * A contains-search's count stops sooner: its matches are checked row by row (an index walk per search field),
 * so each counted row costs a text match; past 100 a screen shows "100+" and the operator narrows the search.
 */
export const SEARCH_COUNT_CAP = 100;

/** A count that stops at COUNT_CAP: `capped` says the true number is larger. */
export const cappedCountSchema = z.object({ count: z.number().int(), capped: z.boolean() });
export type CappedCount = z.infer<typeof cappedCountSchema>;

/** A page of a list whose count is capped: `count` is exact up to `count_cap`, `count_capped` past it. */
export const cappedPaginatedSchema = <T extends z.ZodType>(item: T) =>
  paginatedSchema(item).extend({ count_capped: z.boolean(), count_cap: z.number().int() });

/** A 204: no body. Declared so the route table and the OpenAPI document still name its answer. */
export const noContentSchema = z.null().describe('No content');

/** A file sent as bytes (image or PDF): the serialiser never sees a Buffer, so this only documents it. */
export const fileBodySchema = z
  .any()
  .meta({ type: 'string', format: 'binary', description: 'The file itself' });
