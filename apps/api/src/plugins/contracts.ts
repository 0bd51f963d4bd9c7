import { errorBodySchema } from '@ukgh/domain';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema, FastifySerializerCompiler, RouteOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response contracts (packages/domain/src/contracts/). Every API route declares the schema of each body it
 * answers; the serialiser writes the presenter's output through it with fast-json-stringify (Fastify's own
 * serialiser for JSON Schema responses, here given the contract as JSON Schema), so a field the contract
 * lacks never leaves the server. In tests (`strict`) the output is first parsed with the zod contract and a
 * field it lacks, or a value of the wrong type, is an error: the test's request answers 500 naming it, so
 * every API test also checks the presenters against their contracts.
 */

/** A field the presenter produced and the contract does not list. */
export class ResponseContractError extends Error {
  readonly statusCode = 500;
  readonly fields: string[];
  constructor(method: string, url: string, fields: string[]) {
    super(`${method} ${url} answered field(s) its response schema lacks: ${fields.join(', ')}`);
    this.name = 'ResponseContractError';
    this.fields = fields;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** The paths of keys in `sent` that parsing dropped from `kept` (undefined values never reach JSON anyway). */
export const droppedFields = (sent: unknown, kept: unknown, path = ''): string[] => {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${path}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const at = path ? `${path}.${key}` : key;
    return key in kept ? droppedFields(value, kept[key], at) : [at];
  });
};

/** The contract as JSON Schema for fast-json-stringify: what the presenter hands over (zod's output side). */
const stringifierOf = (schema: z.core.$ZodType) =>
  fastJsonStringify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as never,
  );

export const contractSerializerCompiler =
  ({ strict }: { strict: boolean }): FastifySerializerCompiler<z.core.$ZodType> =>
  ({ schema, method, url }) => {
    const stringify = stringifierOf(schema);
    if (!strict) return stringify;
    return (data: unknown) => {
      const result = z.safeParse(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      const extra = droppedFields(data, result.data);
      if (extra.length > 0) throw new ResponseContractError(method, url, extra);
      return stringify(data);
    };
  };

/** Every 4xx and 5xx of the API is the one error body (plugins/errors.ts); routes declare only their successes. */
const ERROR_RESPONSES = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** A path of the API itself: under `/api/`, except the API docs' pages. */
export const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export interface RouteRecord {
  method: string[];
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Installs the serialiser and adds the error schemas to every API route. Call before any route is
 * registered; the returned table lists every route as registered (tests check each declares a response).
 */
export const registerContracts = (app: FastifyInstance, { strict }: { strict: boolean }) => {
  app.setSerializerCompiler(contractSerializerCompiler({ strict }));
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isApiRoute(route.url) && route.schema) {
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      route.schema = { ...route.schema, response: { ...ERROR_RESPONSES, ...response } };
    }
    routes.push({
      method: ([] as string[]).concat(route.method),
      url: route.url,
      schema: route.schema,
    });
  });
  return { routes };
};
