import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The product starts on a fresh database holding the demo seed (its logins are in apps/api/src/seed/demo-data.ts).
export const DEMO_PASSWORD = 'DemoPass123!';
export const ADMIN = { email: 'admin@demo.ukghanashipping.com', password: DEMO_PASSWORD };
export const DEMO_CUSTOMER = { email: 'ama.mensah@demo.ukghanashipping.com', password: DEMO_PASSWORD };

// Every run starts the real product (built web app + API) on a fresh embedded database with the demo seed.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ukgh-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm run build -w apps/web && node apps/api/src/seed/demo.ts && node apps/api/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    },
  },
});
