import { Server } from 'node:net';
import { buildApp } from './app.ts';
import { markServerRunning } from './backup/server-pid.ts';
import { ensureDefaultSettings } from './bootstrap/default-settings.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { loadConfigOrExit } from './config.ts';
import { openMigratedDatabaseOrExit } from './db/open-migrated.ts';

const config = loadConfigOrExit();
const database = await openMigratedDatabaseOrExit(config);
const app = await buildApp({ config, database });
// `npm run backup` / `restore` must not open the embedded database under a running server.
const unmarkServer = database.kind === 'pglite' ? markServerRunning(config.dataDir) : () => {};

if (!config.rateLimits.enabled)
  app.log.warn('RATE_LIMITS=off: every rate limit is disabled. Use this for load tests only.');
await ensureDefaultSettings(database.db);
const admin = await ensureFirstAdmin(database.db, config, app.log);
if (admin) {
  // Printed once, to the terminal only (not the log): it is the only way to learn a generated password.
  const lines = [`First admin account created: ${admin.email}`];
  if (admin.password) lines.push(`Generated password (shown once): ${admin.password}`);
  process.stdout.write(`\n${'='.repeat(60)}\n${lines.join('\n')}\n${'='.repeat(60)}\n\n`);
}

// SIGTERM (a deploy, a restart, `docker stop`): readiness answers 503 at once while requests are still
// served for SHUTDOWN_READY_DELAY_SECONDS, so a load balancer polling it stops sending here before the port
// closes. Then stop taking connections, let the requests in flight and the mail being sent finish (app.close
// waits for both), close the database and exit 0. Ctrl-C (SIGINT) skips the wait: nobody balances a terminal.
// A request that outlives the grace period (counted from the signal) must not keep the process up forever:
// exit 1 then, and let the supervisor see it.
let stopping = false;
// Node's server.close() also drops the connections it has accepted but not yet read a request from (they
// count as idle), and a balancer that has already sent a POST on one sees it cut (a 502 it must not resend).
// So the port closes first, on its own, and app.close() follows once those connections have their request in.
const ACCEPTED_SETTLE_MS = 500;
const stopAccepting = async () => {
  Server.prototype.close.call(app.server);
  await new Promise((resolve) => setTimeout(resolve, ACCEPTED_SETTLE_MS));
};
const shutdown = async (signal: string, readyDelayMs: number) => {
  if (stopping) return;
  stopping = true;
  app.readiness.drain();
  app.log.info(
    `${signal} received: not ready; serving for ${readyDelayMs / 1000} s more, then finishing requests in flight and stopping`,
  );
  const giveUp = setTimeout(() => {
    app.log.error(`still busy ${config.shutdownGraceMs / 1000} s after ${signal}; exiting`);
    process.exit(1);
  }, config.shutdownGraceMs);
  giveUp.unref();
  try {
    if (readyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, readyDelayMs));
    await stopAccepting();
    await app.close();
    await database.close();
    unmarkServer();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownReadyDelayMs));

await app.listen({ port: config.port, host: config.host });
app.log.info(`UK Ghana Shipping is running on ${config.publicUrl} (database: ${database.kind})`);
