/**
 * Debian's PgBouncer in transaction pooling mode in front of a PostgreSQL server, started by the test on a
 * free loopback port and stopped after it. `.ci/run` installs the `pgbouncer` package; without it this
 * fails with a message saying so, rather than skipping.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

const binary = () => {
  for (const candidate of ['pgbouncer', '/usr/sbin/pgbouncer']) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {}
  }
  throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer (.ci/run installs it)');
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface Bouncer {
  port: number;
  /** `serverUrl` with PgBouncer's address in place of PostgreSQL's (same user and database). */
  urlFor(serverUrl: string): string;
  stop(): Promise<void>;
}

/** PgBouncer with `pool_mode = transaction`, at most `poolSize` server connections per database and user. */
export const startPgbouncer = async (
  serverUrl: string,
  options: { poolSize?: number } = {},
): Promise<Bouncer> => {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const dir = await mkdtemp(path.join(tmpdir(), 'ukgh-pgbouncer-'));
  // PgBouncer refuses to run as root; it drops to `nobody`, who must be able to read its files.
  await chmod(dir, 0o755);
  const port = await freePort();
  const ini = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize ?? 2}`,
    'max_client_conn = 200',
    // postgres.js sends it at connect; PgBouncer forwards only the parameters it knows.
    'ignore_startup_parameters = extra_float_digits',
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o644 });
  await writeFile(path.join(dir, 'userlist.txt'), `"${user}" ""\n`, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(
    binary(),
    [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr!.on('data', (chunk) => {
    log += chunk.toString();
  });
  const exited = once(child, 'exit');
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    urlFor: (url) => {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
};
