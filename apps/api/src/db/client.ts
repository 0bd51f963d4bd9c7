import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { assertNoUnknownMigrations, MIGRATION_LOCK_KEY } from './migration-guard.ts';
import { watchedSocket, withQueryTimeout } from './query-timeouts.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers give this interface; services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A service function may run on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (PostgreSQL: a dedicated connection; PGlite: its one session). `onConnected` runs each
   * time the listening connection is (re)established, since notifications sent while it was down are lost.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnected: () => void,
  ): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Sees every statement the app sends (tests read the query plans of what a request ran). */
export type QueryLog = (query: string, params: unknown[]) => void;
const loggerOf = (log: QueryLog | undefined) => (log ? { logQuery: log } : undefined);

export interface PostgresOptions {
  /** Connections in this process's pool (DB_POOL_SIZE; default 10). */
  max?: number;
  /**
   * The URL is a PgBouncer in transaction pooling mode (DB_PGBOUNCER): each transaction may run on another
   * server session, so no prepared statements (postgres.js names and reuses them per session) and no
   * session settings at connect (PgBouncer refuses startup parameters it does not know); the statement
   * limit and parallel workers are then set on the database's side (README, Operations).
   */
  pgbouncer?: boolean;
  /**
   * PostgreSQL itself, for what needs a session of its own: the migration lock (a session advisory lock)
   * and LISTEN. Defaults to the main URL.
   */
  directUrl?: string;
  log?: QueryLog;
  /**
   * `max_parallel_workers_per_gather` for the API's connections (default 0). The API reads pages of a few
   * dozen rows; a parallel plan starts worker processes for them, which costs more than the work itself.
   */
  parallelWorkers?: number;
  /** The server ends a statement after this long (`statement_timeout`; default 5 s, 0 = no limit). */
  statementTimeoutSeconds?: number;
  /** A connection attempt fails after this long (default 5 s). */
  connectTimeoutSeconds?: number;
}

/** How much longer than the server's own statement limit the client waits before it gives up on a connection. */
const CLIENT_MARGIN_MS = 1000;

export const openPostgres = (url: string, options: PostgresOptions = {}): Database => {
  // A statement that runs too long is ended by the server; a connection that stays silent (the network or
  // the server stalled, which never delivers that error) is given up by the client a moment later and
  // destroyed, so the request answers 503 within seconds and the silent connection is never reused
  // (db/query-timeouts.ts). A connection attempt that gets no answer fails after the connect timeout; a
  // refused or cut connection fails at once, and the next query reconnects by itself once the server is back.
  const statementMs = (options.statementTimeoutSeconds ?? 5) * 1000;
  const clientMs = statementMs > 0 ? statementMs + CLIENT_MARGIN_MS : 0;
  const directUrl = options.directUrl ?? url;
  const sessionSettings = {
    // Strings: postgres.js leaves out startup parameters whose value is falsy, which a number 0 is.
    max_parallel_workers_per_gather: String(options.parallelWorkers ?? 0),
    ...(statementMs > 0 && { statement_timeout: statementMs }),
  };
  const connectionOptions = {
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    onnotice: () => {},
    // postgres.js waits up to 20 s between attempts after repeated failures, which kept requests failing
    // long after the server was back; a second at most is cheap against a server that refuses at once.
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
    ...(clientMs > 0 && { socket: watchedSocket(clientMs) as never }),
  };
  const raw = postgres(url, {
    ...connectionOptions,
    max: options.max ?? 10,
    ...(options.pgbouncer ? { prepare: false } : { connection: sessionSettings }),
  });
  const client = clientMs > 0 ? withQueryTimeout(raw, clientMs) : raw;
  // LISTEN holds a session, which a transaction-mode pooler does not keep: it goes to PostgreSQL directly.
  // postgres.js opens one dedicated connection for it, outside the pool.
  const listener =
    directUrl === url
      ? client
      : postgres(directUrl, { ...connectionOptions, max: 1, connection: sessionSettings });
  const db = drizzlePostgres(client, { schema, logger: loggerOf(options.log) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // A connection of its own holds a session lock while this process checks and migrates, so API processes
      // that start together migrate one after the other instead of racing on the same DDL.
      // Migrations run on that connection too, without the API's statement limit: building an index on a
      // large table may take minutes.
      // Through a transaction-mode pooler the lock would stay with a pooled server session after this one
      // ended, so this goes to PostgreSQL directly.
      const lock = postgres(directUrl, { max: 1, onnotice: () => {} });
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        const migrator = drizzlePostgres(lock, { schema }) as unknown as Db;
        await assertNoUnknownMigrations(migrator, MIGRATIONS_DIR);
        await migratePostgres(migrator as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.end({ timeout: 5 }); // ending the session releases its lock
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), listener !== client && listener.end({ timeout: 5 })]);
    },
    listen: async (channel, onMessage, onConnected) => {
      const { unlisten } = await listener.listen(channel, onMessage, onConnected);
      return unlisten;
    },
  };
};

/** PGlite from a data directory, or from a dumped data directory (tests), or in memory. */
export const openPglite = (
  options: { dataDir?: string; loadDataDir?: Blob; log?: QueryLog } = {},
): Database => {
  // pg_trgm backs the packages hub's contains-searches (migration 0003 creates it); PGlite loads it on demand.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, logger: loggerOf(options.log) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process at a time can open a PGlite data directory, so there is no race to lock against.
    migrate: async () => {
      await assertNoUnknownMigrations(db, MIGRATIONS_DIR);
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    listen: async (channel, onMessage, onConnected) => {
      const unlisten = await client.listen(channel, onMessage);
      onConnected();
      return unlisten;
    },
    // Exposed for the test harness, which dumps a migrated database once and loads it per file.
    ...{ client },
  };
};

export const openDatabase = (config: {
  databaseUrl?: string;
  databaseDirectUrl?: string;
  dbPoolSize?: number;
  dbPgbouncer?: boolean;
  dataDir: string;
  dbParallelWorkers?: number;
  dbStatementTimeoutSeconds?: number;
  dbConnectTimeoutSeconds?: number;
}): Database =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        max: config.dbPoolSize,
        pgbouncer: config.dbPgbouncer,
        directUrl: config.databaseDirectUrl,
        parallelWorkers: config.dbParallelWorkers,
        statementTimeoutSeconds: config.dbStatementTimeoutSeconds,
        connectTimeoutSeconds: config.dbConnectTimeoutSeconds,
      })
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
