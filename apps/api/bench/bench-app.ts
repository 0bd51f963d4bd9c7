// The product in-process on a fresh embedded database, for the benches (app.inject: our code and queries,
// not the network). Rate limits are off so a bench measures work, not refusals.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { ensureDefaultSettings } from '../src/bootstrap/default-settings.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';

export const startBenchApp = async (name: string) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), `ukgh-bench-${name}-`));
  const database = openPglite();
  await database.migrate();
  await ensureDefaultSettings(database.db);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    }),
    database,
    logger: false,
    serveWeb: false,
    mailer: { send: async () => {} },
  });
  await app.ready();
  const stop = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, database, stop };
};
