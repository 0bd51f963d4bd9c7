import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Mail } from '../lib/mailer.ts';

const t = await createTestApp();

// The app as production builds its logger (the real redaction and serializers), writing to a stream this
// test reads instead of standard output.
const outbox: Mail[] = [];
const logged = async (env: Record<string, string>) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'request-logs-')),
      JWT_SECRET: 'request-logs-test-secret-long-enough-for-hs256',
      PUBLIC_URL: 'http://shipping.test',
      MAIL_WORKER: 'off',
      ...env,
    }),
    database: { ...t.database, close: async () => {} },
    logStream: stream,
    serveWeb: false,
    mailer: { send: async (mail) => void outbox.push(mail) },
  });
  afterAll(() => app.close());
  const requestLines = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
  return { app, lines, requestLines };
};
// LOG_LEVEL=debug: a line for every request.
const { app, lines } = await logged({ LOG_LEVEL: 'debug' });

const PASSWORD = 'Log-Secret-Passw0rd!';
const CHANGED = 'Changed-Secret-Passw0rd!';
const RESET = 'Reset-Secret-Passw0rd!';
const email = 'logged.user@example.com';

describe('the request log', () => {
  it('carries a request id on every request line and never a password, token or Authorization header', async () => {
    const secrets: string[] = [PASSWORD, CHANGED, RESET];

    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        first_name: 'Ama',
        last_name: 'Mensah',
        email,
        phone_e164: '',
        password: PASSWORD,
        password_confirm: PASSWORD,
      },
    });
    expect(registered.statusCode).toBe(201);
    secrets.push(registered.json().tokens.access);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().tokens.access as string;
    secrets.push(token);
    const authorization = `Bearer ${token}`;

    expect((await app.inject({ url: '/api/v1/auth/profile/', headers: { authorization } })).statusCode).toBe(
      200,
    );
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email, password: `${PASSWORD}-wrong` },
    });
    expect(wrong.statusCode).toBe(401);
    secrets.push(`${PASSWORD}-wrong`);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/profile/change-password/',
      headers: { authorization },
      payload: { current_password: PASSWORD, new_password: CHANGED, new_password_confirm: CHANGED },
    });
    expect(changed.statusCode).toBe(200);
    if (changed.json().tokens?.access) secrets.push(changed.json().tokens.access);

    // A reset: the token travels in the mail and comes back in the confirming request's body.
    await app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/', payload: { email } });
    await app.ctx.background.settled();
    await app.notifications.deliverDue();
    const resetToken = JSON.stringify(outbox).match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeTruthy();
    secrets.push(resetToken!);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm/',
      payload: { token: resetToken, new_password: RESET, new_password_confirm: RESET },
    });
    expect(confirmed.statusCode).toBe(200);

    // A signed file link: its signature is a credential too.
    const signature = 'SignatureThatMustNotBeLogged0123456789abcdef';
    secrets.push(signature);
    await app.inject({ url: `/api/v1/files/receipts/x.png?expires=9999999999&sig=${signature}` });

    // A token the server refuses is still not written down.
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.forged-token-value';
    secrets.push(forged);
    await app.inject({ url: '/api/v1/auth/profile/', headers: { authorization: `Bearer ${forged}` } });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = entries.filter((entry) => entry.msg === 'request');
    // One line per request, once it is answered: its id, method, URL, status and time.
    expect(requestLines.length).toBeGreaterThanOrEqual(9);
    expect(new Set(requestLines.map((entry) => entry.reqId)).size).toBe(requestLines.length);
    for (const entry of requestLines) {
      expect(entry).toMatchObject({
        reqId: expect.any(String),
        method: expect.any(String),
        url: expect.stringMatching(/^\//),
        statusCode: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    expect(
      requestLines.some((entry) => entry.url === '/api/v1/auth/login/' && entry.statusCode === 401),
    ).toBe(true);
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line.toLowerCase()).not.toContain('bearer ');
    }
    // The signed link is still recognisable in the log, without its signature.
    expect(lines.some((line) => line.includes('/api/v1/files/receipts/x.png?expires=9999999999&sig='))).toBe(
      true,
    );
  });

  it('at the default level logs only slow or failed requests, at warn', async () => {
    const quiet = await logged({});
    expect((await quiet.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await quiet.app.inject({ url: '/api/v1/shipments/track/UKG0000000000/' })).statusCode).toBe(404);
    expect(quiet.requestLines()).toEqual([]);

    // Every answer counts as slow from 0 ms: each is logged, at warn (pino's 40).
    const slow = await logged({ SLOW_REQUEST_MS: '0' });
    expect((await slow.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(slow.requestLines()).toEqual([
      expect.objectContaining({ level: 40, url: '/api/health', statusCode: 200, ms: expect.any(Number) }),
    ]);
  });
});
