// `npm run screenshots`: every route of the web app (e2e/support/routes.ts), signed in as the role that uses
// it, at 1440 px and 390 px, on the built product with the demo seed, saved into screenshots/ (git-ignored).
// It builds the web app, starts the product on a fresh data folder (port SCREENSHOTS_PORT, default 3499) and
// stops it at the end. With SCREENSHOTS_URL it shoots a product already running there (with the demo seed).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { ROUTE_VISITS, routePaths, shotName, useSession } from '../support/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3499);
const running = process.env.SCREENSHOTS_URL;
const baseURL = running ?? `http://127.0.0.1:${port}`;
const node = process.execPath;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ukgh-shots-')),
  NODE_ENV: 'test',
  PUBLIC_URL: baseURL,
  LOG_LEVEL: 'warn',
};

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

const waitForHealth = async () => {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the product did not start');
};

let server: ChildProcess | undefined;
if (!running) {
  run('npm', ['run', 'build', '-w', 'apps/web']);
  run(node, ['apps/api/src/seed/demo.ts']);
  server = spawn(node, ['apps/api/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
}
try {
  await waitForHealth();
  mkdirSync(outDir, { recursive: true });
  const api = await request.newContext({ baseURL });
  const pathOf = await routePaths(api);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const width of [1440, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 844 },
      baseURL,
    });
    const page = await context.newPage();
    let session = '';
    for (const visit of ROUTE_VISITS) {
      if (visit.who !== session) {
        await useSession(page, visit.who);
        session = visit.who;
      }
      await page.goto(pathOf(visit.pattern));
      await page.waitForLoadState('networkidle');
      // A screen still loading (its data, or its code after a redirect) after 20 s is shot as it is: the
      // picture shows it.
      await page
        .locator('.mantine-Loader-root, [aria-label="Loading page"]')
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 })
        .catch(() => undefined);
      // A part drawn as the visitor scrolls to it (the rates page's calculator on a phone) is in the picture too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300); // transitions finish
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = path.join(outDir, shotName(visit, width));
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${visit.who.padEnd(9)} ${file}`);
    }
    await context.close();
  }
  await browser.close();
  await api.dispose();
} finally {
  server?.kill();
}
