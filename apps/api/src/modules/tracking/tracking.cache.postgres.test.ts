import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser, moveBookingTo } from '../../../test/factories.ts';
import { keepsAnAnswer, type TrackedAnswer } from '../../../test/tracking-cache.ts';

// Runs in .ci/run's PostgreSQL step (`*.postgres.test.ts`): PGlite has one process.
const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const customer = await makeUser(t.db);

/** A free loopback port for the second server. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// Two API processes on one PostgreSQL database, each with its own connections: a move made through this one
// must reach the other's cache through LISTEN/NOTIFY (PGlite has one process, so this runs on PostgreSQL).
describe('the tracking cache across API processes', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    child?.kill('SIGTERM');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a move made by another process as soon as the database notifies it (the entry never expires by itself)', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ukgh-second-'));
    const port = await freePort();
    const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
    child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.databaseUrl!,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMITS: 'off',
        MAIL_WORKER: 'off',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      },
      stdio: 'ignore',
    });
    const other = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await fetch(`${other}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 600) throw new Error('the second API process did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const trackThere = async (number: string) => {
      const res = await fetch(`${other}/api/v1/shipments/track/${number}/`);
      expect(res.status).toBe(200);
      return (await res.json()) as TrackedAnswer;
    };

    const { booking, trackingNumber } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
    expect(
      await keepsAnAnswer(
        t,
        trackThere,
        { bookingId: booking.id, trackingNumber: trackingNumber! },
        'Other Rename',
      ),
    ).toBe(true);

    // PostgreSQL sends the notification at commit, but it reaches the other process on its own connection,
    // so on a loaded machine a lookup sent at once can still get there first (a CI run saw it). The entry is
    // kept with no expiry, so without the notification the old answer would stay: wait for the new one.
    await moveBookingTo(t.db, booking.id, { status: 'picked_up' });
    let next = await trackThere(trackingNumber!);
    for (const started = Date.now(); next.status !== 'picked_up' && Date.now() - started < 5000; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await trackThere(trackingNumber!);
    }
    expect(next.status).toBe('picked_up');
    expect(next.booking.sender_address.name).toMatch(/^Other Rename \d$/);
  });
});
