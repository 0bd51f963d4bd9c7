/**
 * `npm run worker`: the background work, in a process of its own so API processes (started with
 * `WORKER=off`) only answer requests. It sends the outbox (mail and SMS) and prunes old rate-limit counters, and
 * serves nothing. Any number may run: workers claim mails with FOR UPDATE SKIP LOCKED, so each is sent by one.
 * It ignores WORKER and MAIL_WORKER, which an environment file shared with the API processes may set.
 */
import path from 'node:path';
import { pino } from 'pino';
import { loadConfigOrExit } from './config.ts';
import { openMigratedDatabaseOrExit } from './db/open-migrated.ts';
import { createMailer } from './lib/mailer.ts';
import { createRateLimiter, startCounterPruning } from './lib/rate-limiter.ts';
import { createRecipientLinks } from './lib/recipient-links.ts';
import { createSmsProvider } from './lib/sms/index.ts';
import { createWhatsAppProvider } from './lib/whatsapp/cloud-api.ts';
import { createNotificationWorker } from './modules/notifications/notifications.worker.ts';

const PRUNE_EVERY_SECONDS = 3600;

const config = loadConfigOrExit();
const log = pino({ level: config.logLevel, base: { process: 'worker' } });
// As an API process does: migrated under the same lock, and a database migrated by a newer build is refused.
const database = await openMigratedDatabaseOrExit(config);

const notifications = createNotificationWorker({
  db: database.db,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  }),
  sms: createSmsProvider(config.sms, config.dataDir, config.publicUrl),
  whatsapp: config.whatsapp && createWhatsAppProvider(config.whatsapp),
  log,
  publicUrl: config.publicUrl,
  recipientLinks: createRecipientLinks(config.jwtSecret),
  ...config.mailWorker,
});
const limiter = createRateLimiter(database.db, true);
notifications.start();
const prune = () =>
  limiter.prune().catch((error: unknown) => log.warn({ err: error }, 'rate-limit counter pruning failed'));
void prune();
const stopPruning = startCounterPruning(limiter, PRUNE_EVERY_SECONDS, log);
log.info(`worker running: mail outbox every ${config.mailWorker.pollMs / 1000} s, rate-limit pruning hourly`);

// SIGTERM or Ctrl-C: stop polling, let the mail being sent finish, close the database, exit 0; past the
// grace period exit 1.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received: finishing the mail being sent, then stopping`);
  setTimeout(() => {
    log.error(`still busy ${config.shutdownGraceMs / 1000} s after ${signal}; exiting`);
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  try {
    stopPruning();
    await notifications.stop();
    await database.close();
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
