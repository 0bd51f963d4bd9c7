import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { ROUTE_VISITS, type RouteVisit, routePaths, sessionState, type Who } from '../support/routes.ts';

// Issue 12's accessibility point: every route of both spec documents (e2e/support/routes.ts, the list
// `npm run screenshots` walks), opened by the role that uses it, scanned by axe-core at 1440 px and 390 px.
// No serious or critical violation is allowed. Every axe rule runs (none is disabled), so the `label` rule
// checks that every form field has a label.
// Each role signs in once (its session is kept as a storage state); each route is one test that scans both
// widths in one page (laid out again, not reloaded), so a failure names its route and the whole list is
// reported in one run.

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const BLOCKING = new Set(['serious', 'critical']);
// One load and two scans of a long page: a few seconds on a quiet machine, far more on a busy one.
test.describe.configure({ timeout: 150_000 });

let pathOf: (pattern: RouteVisit['pattern']) => string;
const sessions = new Map<Who, BrowserContextOptions['storageState']>();

test.beforeAll(async ({ request, baseURL }) => {
  pathOf = await routePaths(request);
  for (const who of new Set(ROUTE_VISITS.map((visit) => visit.who)))
    sessions.set(who, await sessionState(request, who, baseURL!));
});

/** Waits until the screen has drawn its content: requests done, no loader left, the main landmark shown. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main').first()).toBeVisible();
};

/** The serious and critical violations axe finds on the page as it is drawn now. */
const scan = async (page: Page, label: string) => {
  // Transitions end first, so colours are checked as they are shown. One cancelled on the way (its element
  // replaced as the page settles) rejects its promise: that animation is over too.
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  // Only violations are wanted: axe skips the details of what passed, a good part of its time.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${label} [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `      ${n.target.join(' ')}`).join('\n')}`,
    );
};

for (const visit of ROUTE_VISITS) {
  test(`${visit.pattern} (${visit.who}): no serious or critical axe violation at 1440 and 390 px`, async ({
    browser,
    baseURL,
  }) => {
    const [wide, narrow] = WIDTHS;
    const context = await browser.newContext({
      baseURL,
      storageState: sessions.get(visit.who),
      viewport: wide,
    });
    const page = await context.newPage();
    const path = pathOf(visit.pattern);
    await page.goto(path);
    await settle(page);
    const found = await scan(page, `${path} @${wide!.width}px`);
    // The phone width is the same screen laid out again (the app reacts to the width as a phone turning
    // would), not a second load: half the time of the scan, which CI runs for every route.
    await page.setViewportSize(narrow!);
    await expect(page.locator('main').first()).toBeVisible();
    found.push(...(await scan(page, `${path} @${narrow!.width}px`)));
    await context.close();
    expect(found, `axe violations on ${path} as ${visit.who}:\n${found.join('\n')}`).toEqual([]);
  });
}
