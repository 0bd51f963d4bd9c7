/**
 * `npm run deploy:check` (and a step of .ci/run): renders the nginx configuration for three API processes
 * and has Debian's nginx check it (`nginx -t`), then runs it in front of two small HTTP servers to show what
 * the configuration promises: a GET answered 503 by one process is answered by the next, a POST is not
 * resent, the client's address reaches the API in X-Forwarded-For whatever the client put there, and a
 * body over client_max_body_size is refused by nginx.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientMaxBodySize, renderNginx } from './render.ts';

const nginx = ['nginx', '/usr/sbin/nginx'].find((candidate) => {
  try {
    execFileSync(candidate, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run installs it)');

const failures: string[] = [];
const check = (what: string, ok: boolean, detail = '') => {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : ` ${detail}`}\n`);
  if (!ok) failures.push(what);
};

const listenOn = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};
const freePort = async () => {
  const server = createServer();
  const port = await listenOn(server);
  server.close();
  await once(server, 'close');
  return port;
};

const dir = await mkdtemp(path.join(tmpdir(), 'ukgh-nginx-'));
try {
  // 1. The configuration as a machine with three API processes would have it.
  const three = await renderNginx(path.join(dir, 'three'), {
    listen: '127.0.0.1:8080',
    apis: ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'],
  });
  let tested = '';
  try {
    execFileSync(nginx, ['-t', '-p', path.dirname(three), '-c', three], { stdio: 'pipe' });
    tested = 'ok';
  } catch (error) {
    tested = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  check(
    `nginx -t accepts the rendered configuration (client_max_body_size ${clientMaxBodySize()})`,
    tested === 'ok',
    tested,
  );

  // 2. Running, in front of two stand-in processes: `busy` answers 503 to everything, `fine` answers 200.
  const seen: { name: string; method: string; forwardedFor?: string }[] = [];
  const standIn = (name: string, status: number) =>
    createServer((req: IncomingMessage, res) => {
      seen.push({ name, method: req.method!, forwardedFor: req.headers['x-forwarded-for'] as string });
      req.resume();
      req.on('end', () => res.writeHead(status, { 'content-type': 'text/plain' }).end(name));
    });
  const busy = standIn('busy', 503);
  const fine = standIn('fine', 200);
  const ports = [await listenOn(busy), await listenOn(fine)];
  const listen = await freePort();
  const live = await renderNginx(path.join(dir, 'live'), {
    listen: `127.0.0.1:${listen}`,
    apis: ports.map((port) => `127.0.0.1:${port}`),
    // Passive health off for the check: every request must reach `busy` first in turn.
    maxFails: 0,
  });
  const child = spawn(nginx, ['-p', path.dirname(live), '-c', live, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${listen}`;
  try {
    for (let i = 0; i < 50; i++) {
      const up = await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Round robin sends every other request to `busy` first.
    const gets = await Promise.all(
      [0, 1, 2, 3].map(() => fetch(`${base}/api/v1/rates/`).then((res) => res.status)),
    );
    check(
      'GETs answered 503 by one process are answered by the next',
      gets.every((status) => status === 200),
      `${gets}`,
    );
    seen.length = 0;
    const posts: number[] = [];
    for (let i = 0; i < 4; i++)
      posts.push(
        await fetch(`${base}/api/v1/bookings/`, { method: 'POST', body: '{}' }).then((res) => res.status),
      );
    check(
      'a POST answered 503 is not resent to another process',
      posts.filter((status) => status === 503).length === 2 &&
        seen.filter((s) => s.method === 'POST').length === 4,
      `${posts}`,
    );
    seen.length = 0;
    await fetch(`${base}/api/v1/rates/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    check(
      "X-Forwarded-For carries the client's own address, not the one it claimed",
      seen.length > 0 && seen.every((s) => s.forwardedFor === '127.0.0.1'),
      JSON.stringify(seen),
    );
    const limitMb = Number.parseInt(clientMaxBodySize(), 10);
    const tooBig = await fetch(`${base}/api/v1/receipts/`, {
      method: 'POST',
      body: Buffer.alloc((limitMb + 1) * 1024 * 1024),
    }).then((res) => res.status);
    check('a body over client_max_body_size is refused by nginx (413)', tooBig === 413, `${tooBig}`);
  } finally {
    child.kill('SIGQUIT');
    await once(child, 'exit');
    busy.close();
    fine.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  process.stdout.write(`${failures.length} deploy check(s) failed\n`);
  process.exit(1);
}
