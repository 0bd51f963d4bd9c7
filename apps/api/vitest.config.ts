import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database; a PGlite instance is ~100 MB, so keep two at a time on 2 cores.
    maxWorkers: 2,
    // Its own worker limit needs its own group: it runs after the fast domain and web suites.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
