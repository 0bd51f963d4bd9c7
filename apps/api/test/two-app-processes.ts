import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { TestApp } from './app.ts';

/** The per-address limit these apps run with. */
export const LIMIT = 3;

/** Two API processes as production runs them: separate apps (each with its own memory) on one database. */
export const twoProcesses = async (t: TestApp, env: Record<string, string> = {}) => {
  const apps = await Promise.all(
    [1, 2].map(async () =>
      buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shared-limit-')),
          JWT_SECRET: 'shared-limit-test-secret-long-enough-for-hs256',
          MAIL_WORKER: 'off',
          RATE_LIMIT_GLOBAL_PER_MINUTE: String(LIMIT),
          ...env,
        }),
        database: { ...t.database, close: async () => {} },
        logger: false,
        serveWeb: false,
        mailer: { send: async () => {} },
      }),
    ),
  );
  return Object.assign(apps, { close: async () => Promise.all(apps.map((app) => app.close())) });
};

/** A client address no other test (or earlier run against the same Redis) has used. */
export const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** Sends requests from one address to the two processes in turn; the statuses and the last answer. */
export const alternate = async (apps: Awaited<ReturnType<typeof twoProcesses>>, count: number) => {
  const remoteAddress = freshAddress();
  const answers = [];
  for (let i = 0; i < count; i++)
    answers.push(await apps[i % 2]!.inject({ url: '/api/v1/collection-days/', remoteAddress }));
  return { remoteAddress, statuses: answers.map((a) => a.statusCode), last: answers.at(-1)! };
};
