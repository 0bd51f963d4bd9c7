// Screenshots of given paths at 1440 px and 390 px, for looking at what we build.
// Usage: node scripts/screenshots.ts <baseUrl> <outDir> <email|-> <password|-> <path> [path...]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/shots', email = '-', password = '-', ...paths] =
  process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1440, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  if (email !== '-') {
    const res = await page.request.post('/api/v1/auth/login/', { data: { email, password } });
    const body = await res.json();
    await page.goto('/');
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: body.tokens.access, user: body.user },
    );
  }
  for (const p of paths) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // parts drawn on scrolling
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
