import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

// A built web app with a source map next to its script.
const webDist = await mkdtemp(path.join(tmpdir(), 'ukgh-web-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>UKG</title>');
await writeFile(
  path.join(webDist, 'assets', 'index-abc123.js'),
  'console.log(1)\n//# sourceMappingURL=index-abc123.js.map',
);
await writeFile(
  path.join(webDist, 'assets', 'index-abc123.js.map'),
  '{"version":3,"sources":["src/secret.ts"]}',
);

const GLOBAL_LIMIT = 5;
const t = await createTestApp({
  webDist,
  env: {
    CONNECTION_TIMEOUT_SECONDS: '10',
    MAX_CONNECTIONS_PER_ADDRESS: '3',
    RATE_LIMIT_GLOBAL_PER_MINUTE: String(GLOBAL_LIMIT),
  },
});
const withMaps = await createTestApp({ webDist, env: { SOURCE_MAPS: 'on' } });

let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  // The embedded database starts on its first query and holds the event loop meanwhile: start it now, so
  // the timers under test run on time.
  await t.app.inject({ url: '/api/health', remoteAddress: '10.59.0.1' });
});
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

/** A raw connection, and everything the server writes on it until it closes. */
const open = (to = port) =>
  new Promise<{ socket: Socket; received: Promise<string> }>((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    const received = new Promise<string>((done) => {
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => done(text));
    });
    socket.once('connect', () => resolve({ socket, received }));
    socket.once('error', reject);
  });

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);

describe('slow and greedy clients', () => {
  it('answers 408 and closes a request whose body trickles in past the request timeout', async () => {
    const server = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../test/fixtures/listening-app.ts', import.meta.url))],
      {
        env: { ...process.env, REQUEST_TIMEOUT_SECONDS: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [line] = (await once(server.stdout!, 'data')) as [Buffer];
      const { socket, received } = await open(Number(line.toString().trim()));
      socket.write(
        'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      const started = Date.now();
      // Without the setting Node waits 300 s; the bound leaves room for a loaded CI machine.
      const answer = await within(received, 15_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(12_000);
    } finally {
      server.kill();
    }
  }, 120_000);

  it('refuses a connection over the per-address cap with 429, and takes one again once another closes', async () => {
    const held = await Promise.all([open(), open(), open()]);
    const extra = await open();
    const refused = await within(extra.received, 10_000);
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toContain('Too many open connections');

    held[0]!.socket.destroy();
    // The server counts the close when it reads it, which a loaded machine can delay: a connection opened
    // before that is still refused, so try again (for up to 10 s) until one is let in.
    let answer = '';
    for (const started = Date.now(); !answer.startsWith('HTTP/1.1 200') && Date.now() - started < 10_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await open();
      again.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n');
      answer = await within(again.received, 10_000);
      again.socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of held) socket.destroy();
  });
});

describe('the per-address limit on every API request', () => {
  it('never counts /api/health, /api/health/live or /api/health/ready: a load balancer checking often is not refused', async () => {
    for (let i = 0; i < GLOBAL_LIMIT + 3; i++)
      for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
        const res = await t.app.inject({ url, remoteAddress: '10.60.0.1' });
        expect(res.statusCode).toBe(200);
      }
    const statuses: number[] = [];
    for (let i = 0; i < GLOBAL_LIMIT + 1; i++)
      statuses.push(
        (await t.app.inject({ url: '/api/v1/collection-days/', remoteAddress: '10.60.0.1' })).statusCode,
      );
    expect(statuses.slice(0, GLOBAL_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= GLOBAL_LIMIT + 1; i++) {
      const res = await t.app.inject({
        url: '/api/v1/collection-days/',
        remoteAddress: `2001:db8:60:1::${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const other = await t.app.inject({ url: '/api/v1/collection-days/', remoteAddress: '2001:db8:60:2::1' });
    expect(other.statusCode).toBe(200);
  });
});

describe('source maps', () => {
  it('are not served unless SOURCE_MAPS=on', async () => {
    const script = await t.app.inject({ url: '/assets/index-abc123.js', remoteAddress: '10.61.0.1' });
    expect(script.statusCode).toBe(200);
    const map = await t.app.inject({ url: '/assets/index-abc123.js.map', remoteAddress: '10.61.0.1' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('src/secret.ts');

    const served = await withMaps.app.inject({ url: '/assets/index-abc123.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('src/secret.ts');
  });
});
