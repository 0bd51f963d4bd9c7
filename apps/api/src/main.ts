import { buildApp } from './app.ts';
import { ensureDefaultSettings } from './bootstrap/default-settings.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { UnknownMigrationError } from './db/migration-guard.ts';

const config = loadConfig();
const database = openDatabase(config);
try {
  await database.migrate();
} catch (error) {
  if (!(error instanceof UnknownMigrationError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const app = await buildApp({ config, database });

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

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`UK Ghana Shipping is running on ${config.publicUrl} (database: ${database.kind})`);
