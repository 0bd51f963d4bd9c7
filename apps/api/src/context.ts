import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { BackgroundWork } from './lib/background.ts';
import type { Mailer } from './lib/mailer.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { FileStore } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';

/** Everything a service needs from the outside world, built once in app.ts and passed down. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  files: FileStore;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Work started by a request and finished after its answer (lib/background.ts). */
  background: BackgroundWork;
}
