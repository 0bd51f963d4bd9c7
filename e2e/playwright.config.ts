import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { STRIPE_E2E } from './support/stripe.ts';
import { WHATSAPP_E2E } from './support/whatsapp.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Stripe's stand-in (e2e/support/stripe-stand-in.ts) listens on the next port.
const STRIPE_PORT = PORT + 1;
// Meta's Graph API (WhatsApp Cloud API) stand-in (e2e/support/whatsapp-stand-in.ts) on the one after; the
// tests read what it received at E2E_WHATSAPP_URL/__sent.
const WHATSAPP_PORT = PORT + 2;
process.env.E2E_WHATSAPP_URL = `http://127.0.0.1:${WHATSAPP_PORT}`;

// The product starts on a fresh database holding the demo seed (its logins are in apps/api/src/seed/demo-data.ts).
export { ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD } from './demo-logins.ts';

// Every run starts the real product (built web app + API) on a fresh embedded database with the demo seed.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ukgh-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// E2E_WEB_BUILT=1 starts the web app already in apps/web/dist instead of building it first: .ci/run sets it
// because its previous step has just built it (and checked its budget). Unset, every run builds it.
const build = process.env.E2E_WEB_BUILT === '1' ? '' : 'npm run build -w apps/web && ';

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
  webServer: [
    {
      command: 'node e2e/support/stripe-stand-in.ts',
      cwd: '..',
      url: `http://127.0.0.1:${STRIPE_PORT}/v1/`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_STAND_IN_PORT: String(STRIPE_PORT),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/v1/payments/stripe/webhook/`,
      },
    },
    {
      command: 'node e2e/support/whatsapp-stand-in.ts',
      cwd: '..',
      url: `http://127.0.0.1:${WHATSAPP_PORT}/__sent`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        WHATSAPP_STAND_IN_PORT: String(WHATSAPP_PORT),
        WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/v1/webhooks/whatsapp/`,
      },
    },
    {
      // The API as `npm start` runs it: bundled (apps/api/build.ts) into apps/api/dist/main.js.
      command: `${build}node apps/api/src/seed/demo.ts && node apps/api/build.ts && node apps/api/dist/main.js`,
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health`,
      // Build, seed and start: seconds on a quiet machine, minutes on a loaded one.
      timeout: 420_000,
      // E2E_REUSE_SERVER=1 runs against a product already started on the port (while writing a spec).
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
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
        STRIPE_SECRET_KEY: STRIPE_E2E.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        // WhatsApp for the recipients who opted in (none of the demo seed's, nor any test's but
        // 73-whatsapp-recipient.spec.ts): every other text still goes by SMS to DATA_DIR/outbox/sms.
        WHATSAPP_TOKEN: WHATSAPP_E2E.token,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_E2E.phoneNumberId,
        WHATSAPP_APP_SECRET: WHATSAPP_E2E.appSecret,
        WHATSAPP_VERIFY_TOKEN: WHATSAPP_E2E.verifyToken,
        WHATSAPP_API_VERSION: WHATSAPP_E2E.apiVersion,
        WHATSAPP_API_URL: `http://127.0.0.1:${WHATSAPP_PORT}`,
      },
    },
  ],
});
