/**
 * SECURITY.md "Nothing lost" 4: SIGTERM turns readiness to 503 while requests are still served for the drain
 * delay, then stops new connections, lets the request in flight and the mail being sent finish, and the
 * process exits 0 (`src/main.ts` shutdown, Fastify's close, the outbox worker's stop).
 * Runs on the embedded database (npm test) and on PostgreSQL (.ci/run's PostgreSQL step).
 */
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, notificationOutbox } from '../../src/db/schema.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { bookingPayload, makeUser } from '../factories.ts';
import { startFakeSmtp } from '../fake-smtp.ts';
import {
  call,
  durableDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  TEST_JWT_SECRET,
} from '../server-process.ts';

/** Long enough for the checks made during it on a loaded machine. */
const READY_DELAY_SECONDS = 4;
const store = await durableDatabase();
const smtp = await startFakeSmtp();
let server: ServerProcess | undefined;
afterAll(async () => {
  await stopServer(server);
  await smtp.close();
  await store.drop();
});

/** Resolves with 'refused' once a new connection to the port is refused (or 'accepted'). */
const tryConnect = (port: number) =>
  new Promise<'accepted' | 'refused'>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });

describe('SIGTERM', () => {
  it('answers not ready but still serves for the drain delay, then finishes the request in flight and the mail being sent, refuses new connections, and exits 0', async () => {
    const setup = store.open();
    const customer = await makeUser(setup.db, { role: 'CUSTOMER' });
    await setup.close();
    const token = await createTokenService(TEST_JWT_SECRET, '1h').sign({
      sub: customer.id,
      role: 'CUSTOMER',
      tv: customer.tokenVersion,
    });

    // The SMTP server keeps the first mail's "accepted" back: the worker is mid-send when SIGTERM comes.
    const mailWaiting = smtp.hold();
    server = await startServer({
      ...store.env,
      MAIL_WORKER: 'on',
      MAIL_POLL_SECONDS: '0.2',
      SMTP_URL: smtp.url,
      // The half-sent request must outlive the wait below on a loaded machine, not be cut as too slow (408).
      REQUEST_TIMEOUT_SECONDS: '600',
      SHUTDOWN_READY_DELAY_SECONDS: String(READY_DELAY_SECONDS),
    });
    expect((await call(`${server.url}/api/health/ready`)).status).toBe(200);
    const first = await call(`${server.url}/api/v1/bookings/`, { token, body: bookingPayload() });
    expect(first.status).toBe(201);
    await mailWaiting;

    // A request in flight: headers sent (the server said "100 Continue", so it has taken the request), half
    // the body still to come.
    const body = Buffer.from(JSON.stringify(bookingPayload({ recipient_name: 'Slow Request' })));
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    const continued = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        answer += chunk.toString();
        if (answer.includes('100 Continue')) resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/v1/bookings/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await continued;
    socket.write(body.subarray(0, 100));

    server.child.kill('SIGTERM');
    const signalled = Date.now();
    // At once: not ready, while a new request on a new connection is still answered as usual.
    let ready = 200;
    while (ready === 200 && Date.now() - signalled < 2000)
      ready = (await call(`${server.url}/api/health/ready`)).status;
    expect(ready).toBe(503);
    const during = await call(`${server.url}/api/v1/bookings/`, { token, body: bookingPayload() });
    expect(during.status).toBe(201);
    expect((await call(`${server.url}/api/health/live`)).status).toBe(200);
    expect(Date.now() - signalled).toBeLessThan(READY_DELAY_SECONDS * 1000);
    // New connections are refused from now on (the process is still up: it has work to finish).
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = (await tryConnect(server.port)) === 'refused';
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused).toBe(true);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(READY_DELAY_SECONDS * 1000);
    expect(server.child.exitCode).toBeNull();

    // The request in flight completes normally. The rest of the body goes without a FIN: a client that
    // half-closes before its answer has its request aborted by Node (httpAllowHalfOpen is off), shutdown or not.
    socket.write(body.subarray(100));
    await closed;
    expect(answer, server.stderr()).toMatch(/HTTP\/1\.1 201 Created/);
    // The mail being sent is still being sent: the process waits for it.
    expect(server.child.exitCode).toBeNull();
    smtp.release();

    const exit = await Promise.race([
      server.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000)),
    ]);
    expect(exit, server.stderr()).toEqual({ code: 0, signal: null });

    // The mail that was mid-send was delivered and recorded as sent; the slow booking was stored.
    expect(smtp.received.some((mail) => mail.to.includes(customer.email))).toBe(true);
    const check = store.open();
    try {
      const [mail] = await check.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.dedupeKey, `booking_received:${first.json.id}`));
      expect(mail!.status).toBe('sent');
      const slow = await check.db.select().from(bookings).where(eq(bookings.recipientName, 'Slow Request'));
      expect(slow).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 600_000);

  it('Ctrl-C (SIGINT) skips the drain delay: nobody balances a terminal', async () => {
    server = await startServer({ ...store.env, SHUTDOWN_READY_DELAY_SECONDS: '300' });
    const signalled = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited, server.stderr()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(60_000);
  }, 600_000);
});
