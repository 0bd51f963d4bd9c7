import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase, openPostgres } from './client.ts';
import { rowsOf } from './migration-guard.ts';

const serverUrl = process.env.TEST_DATABASE_URL!;

const parallelWorkersOf = async (database: Database) => {
  try {
    const [row] = await rowsOf<{ max_parallel_workers_per_gather: string }>(
      database.db,
      sql`show max_parallel_workers_per_gather`,
    );
    return row?.max_parallel_workers_per_gather;
  } finally {
    await database.close();
  }
};

test("the API's connections plan without parallel workers unless DB_PARALLEL_WORKERS says otherwise", async () => {
  // The server's own default (2) would otherwise apply: a parallel plan starts worker processes per query.
  const configured = (env: Record<string, string>) =>
    openDatabase(loadConfig({ DATA_DIR: '/tmp/ukgh-client-test', DATABASE_URL: serverUrl, ...env }));
  expect(await parallelWorkersOf(configured({}))).toBe('0');
  expect(await parallelWorkersOf(configured({ DB_PARALLEL_WORKERS: '2' }))).toBe('2');
  expect(await parallelWorkersOf(openPostgres(serverUrl, { max: 1 }))).toBe('0');
});

test('DB_PARALLEL_WORKERS must be a whole number of workers', () => {
  expect(() => loadConfig({ DATA_DIR: '/tmp/ukgh-client-test', DB_PARALLEL_WORKERS: '-1' })).toThrow();
  expect(() => loadConfig({ DATA_DIR: '/tmp/ukgh-client-test', DB_PARALLEL_WORKERS: 'two' })).toThrow();
});

test('DB_POOL_SIZE caps the connections one process opens (default 10)', async () => {
  /** Backend pids seen by twelve statements sent at once, each holding its connection a moment. */
  const sessionsUsed = async (env: Record<string, string>) => {
    const database = openDatabase(
      loadConfig({ DATA_DIR: '/tmp/ukgh-client-test', DATABASE_URL: serverUrl, ...env }),
    );
    try {
      const pids = await Promise.all(
        Array.from({ length: 12 }, () =>
          rowsOf<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`).then(
            ([row]) => row!.pid,
          ),
        ),
      );
      return new Set(pids).size;
    } finally {
      await database.close();
    }
  };
  expect(await sessionsUsed({ DB_POOL_SIZE: '3' })).toBe(3);
  expect(await sessionsUsed({})).toBe(10);
});
