import { userSchema } from '@ukgh/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAppOn, createTestApp } from '../../test/app.ts';
import { droppedFields } from './contracts.ts';

const t = await createTestApp();

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Ama',
  last_name: 'Mensah',
  full_name: 'Ama Mensah',
  email: 'ama@example.com',
  phone_e164: null,
  role: 'CUSTOMER' as const,
  avatar: null,
  avatar_url: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  notification_preferences: {
    email_notifications: true,
    sms_notifications: false,
    whatsapp_notifications: false,
    push_notifications: true,
    booking_updates: true,
    delivery_updates: true,
    payment_updates: true,
  },
};

/** The real app in a given NODE_ENV with routes whose presenters leak (or miss) a field. */
const buildLeakyApp = async (nodeEnv: 'test' | 'production') => {
  const { app } = await buildAppOn(t.database, { env: { NODE_ENV: nodeEnv } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/v1/leaky-user/', { schema: { response: { 200: userSchema } } }, async () => ({
    ...user,
    password_hash: 'scrypt$secret',
  }));
  api.get(
    '/api/v1/leaky-list/',
    {
      schema: {
        response: { 200: z.array(z.object({ id: z.string(), agent: z.object({ id: z.string() }) })) },
      },
    },
    async () => [{ id: 'a', agent: { id: 'b', token_version: 3 } }],
  );
  api.get('/api/v1/short-user/', { schema: { response: { 200: userSchema } } }, async () => {
    const { email: _email, ...rest } = user;
    return rest as typeof user;
  });
  await app.ready();
  return app;
};

describe('response contracts', () => {
  it('fails the request in test mode when a presenter answers a field its schema lacks, naming it', async () => {
    const app = await buildLeakyApp('test');
    const res = await app.inject({ method: 'GET', url: '/api/v1/leaky-user/' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('password_hash');
    expect(res.body).not.toContain('scrypt$secret');

    const nested = await app.inject({ method: 'GET', url: '/api/v1/leaky-list/' });
    expect(nested.statusCode).toBe(500);
    expect(nested.json().message).toContain('[0].agent.token_version');
  });

  it('drops the field silently in production and answers the rest', async () => {
    const app = await buildLeakyApp('production');
    const res = await app.inject({ method: 'GET', url: '/api/v1/leaky-user/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect(res.body).not.toContain('password_hash');

    const nested = await app.inject({ method: 'GET', url: '/api/v1/leaky-list/' });
    expect(nested.json()).toEqual([{ id: 'a', agent: { id: 'b' } }]);
  });

  it('refuses a body that misses a field of its contract in both modes, explaining why only in tests', async () => {
    const testApp = await buildLeakyApp('test');
    const inTest = await testApp.inject({ method: 'GET', url: '/api/v1/short-user/' });
    expect(inTest.statusCode).toBe(500);
    expect(inTest.json().message).toContain('email');

    const prodApp = await buildLeakyApp('production');
    const inProduction = await prodApp.inject({ method: 'GET', url: '/api/v1/short-user/' });
    expect(inProduction.statusCode).toBe(500);
    expect(inProduction.json().message).toBe('Something went wrong on our side. Please try again.');
  });

  it('finds dropped keys at any depth, and ignores undefined values', () => {
    expect(droppedFields({ a: 1, b: undefined, c: { d: 1, e: 2 } }, { a: 1, c: { d: 1 } })).toEqual(['c.e']);
    expect(droppedFields([{ a: 1, x: 1 }], [{ a: 1 }])).toEqual(['[0].x']);
    expect(droppedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});

describe("the app's route table", () => {
  const successCodes = (schema: { response?: unknown } | undefined) =>
    Object.keys((schema?.response as Record<string, unknown> | undefined) ?? {}).filter((code) =>
      /^2\d\d$/.test(code),
    );

  it('gives every /api route a response schema for its success', () => {
    const apiRoutes = t.app.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    const missing = apiRoutes
      .filter((r) => successCodes(r.schema).length === 0)
      .map((r) => `${r.method.join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('gives every /api route the shared error schema for 4xx and 5xx', () => {
    const apiRoutes = t.app.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    const without = apiRoutes
      .filter((r) => {
        const codes = Object.keys((r.schema?.response as Record<string, unknown>) ?? {});
        return !codes.includes('4xx') || !codes.includes('5xx');
      })
      .map((r) => r.url);
    expect(without).toEqual([]);
  });

  it('lists a response schema for every operation in /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${url}`, op })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const untyped = operations
      .filter(({ op }) => {
        const responses = op.responses ?? {};
        const success = Object.entries(responses).filter(([code]) => /^2\d\d$/.test(code));
        const typed = success.some(([code, r]) => code === '204' || r.content !== undefined);
        return !typed || responses['4XX']?.content === undefined;
      })
      .map(({ name }) => name);
    expect(untyped).toEqual([]);
  });
});
