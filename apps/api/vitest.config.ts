import { configDefaults, defineProject } from 'vitest/config';

// Files that open no database (no test app, no server process): the same code runs whatever the database,
// so .ci/run's PostgreSQL step (TEST_DATABASE_URL set) leaves them to `npm test`. A file that starts using a
// database must leave this list, or PostgreSQL never sees it.
const NO_DATABASE = [
  'src/config.test.ts',
  'src/db/no-string-sql.test.ts',
  'src/lib/client-address.test.ts',
  'src/lib/mailer.test.ts',
  'src/lib/sms/sms-providers.test.ts',
  'src/lib/storage.test.ts',
  'src/modules/notifications/sms-templates.test.ts',
  'src/modules/notifications/templates/payment-mails.test.ts',
  'src/modules/shipments/hub.csv.test.ts',
  'src/storage/copy-files.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts` need a PostgreSQL server (two API processes on one database, a connection cut
    // under the app): they run in .ci/run's PostgreSQL step, where TEST_DATABASE_URL is set, and `npm test`
    // (no server) leaves them out. `*.pglite.test.ts` are about the embedded database (its backup)
    // and run in `npm test` only.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL
        ? ['**/*.pglite.test.ts', ...NO_DATABASE]
        : ['**/*.postgres.test.ts']),
    ],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database and a PGlite instance takes a lot of memory, so two files run at a time.
    maxWorkers: 2,
    // Its own worker limit needs its own group: it runs after the fast domain and web suites.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
