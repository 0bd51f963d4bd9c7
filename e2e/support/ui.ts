// Browser steps several specs share: the pickup calendar, the signature pad, a photo file, agent job cards.
import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, isPickupWeekday, pickupDateRange } from '@ukgh/domain';

const UK_DATE = { timeZone: 'Europe/London' } as const;

/** A collection day `daysAhead` from now, moved to Monday when it falls on a Sunday (no Sunday collections). */
const pickupDate = (daysAhead: number) => {
  const date = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  if (date.toLocaleDateString('en-GB', { ...UK_DATE, weekday: 'long' }) === 'Sunday')
    date.setTime(date.getTime() + 24 * 60 * 60 * 1000);
  return date;
};

/**
 * 09:00 UTC on the first day a collection can be booked for (tomorrow in the UK, or the next collection day
 * after it): a booking made through the API on a Saturday cannot ask for Sunday.
 */
export const firstCollectionStart = (): Date => {
  let day = pickupDateRange().first;
  while (!isPickupWeekday(day)) day = addDays(day, 1);
  return new Date(`${day}T09:00:00Z`);
};

/**
 * Opens the pickup calendar and picks a day a few days ahead, turning one page when that day is in the next
 * month. It waits for the calendar to be drawn before asking whether the day is on it: asking earlier raced
 * the popover and turned the page when it should not have.
 */
export const choosePickupDay = async (page: Page, daysAhead = 3) => {
  const label = pickupDate(daysAhead).toLocaleDateString('en-GB', {
    ...UK_DATE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await page.getByTestId('pickup-date').click();
  const next = page.locator('[data-direction="next"]').first();
  await expect(next).toBeVisible();
  const day = page.getByRole('button', { name: label, exact: true });
  if (!(await day.isVisible())) await next.click();
  await day.click();
};

/**
 * Scrolls to the rates page's calculator, as a visitor does: the page draws it only as it comes near the
 * screen. Returns its first weight field. Scrolls again if the page was replaced meanwhile (a signed-in
 * visitor's page is drawn afresh in place of the prerendered one).
 */
export const scrollToCalculator = async (page: Page) => {
  const weight = page.getByTestId('calc-weight-0');
  await expect(async () => {
    await page.getByRole('region', { name: 'Price calculator' }).scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(weight).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return weight;
};

/**
 * Picks `option` from a Mantine select. On a loaded machine a click can land while the select is still being
 * laid out (the hub's filters slide open) and leave it focused but closed: open it again until the option
 * shows, then pick it.
 */
export const chooseOption = async (page: Page, select: Locator, option: string | RegExp) => {
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click();
    await expect(choice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
};

// A 240×240 grey JPEG: the server checks uploads by content, and a proof photo is at least 200 px a side.
export const JPEG = Buffer.from(
  '/9j/2wBDABsSFBcUERsXFhceHBsgKEIrKCUlKFE6PTBCYFVlZF9VXVtqeJmBanGQc1tdhbWGkJ6jq62rZ4C8ybqmx5moq6T/2wBD' +
    'ARweHigjKE4rK06kbl1upKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKT/wAARCADw' +
    'APADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAA' +
    'AAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AK' +
    'A'.repeat(449) +
    'B/9k=',
  'base64',
);

// A small but complete PDF: the server reads receipts by their content (`%PDF-` … `%%EOF`).
export const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** An agent's job card for one parcel (pickup and delivery screens). */
export const jobCard = (page: Page, trackingNumber: string) =>
  page.locator(`[data-testid="job-card"][data-tracking="${trackingNumber}"]`);

/** Signs on the 400×200 canvas with a finger-like stroke. */
export const sign = async (page: Page) => {
  const canvas = page.getByLabel("Signature pad: draw the recipient's signature");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 60],
    [130, 150],
    [190, 50],
    [250, 140],
    [320, 80],
  ]) {
    await page.mouse.move(box.x + x!, box.y + y!, { steps: 5 });
  }
  await page.mouse.up();
};

/**
 * The delivery agent's Deliver dialog when the recipient cannot give the handover code: a reason, a drawn
 * signature and a note, then Confirm delivery.
 */
export const deliverWithSignature = async (page: Page, card: Locator, reason = 'No signal') => {
  await card.getByTestId('job-complete').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText("Recipient can't give a code", { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Why there is no code' }).click();
  await page.getByRole('option', { name: reason, exact: true }).click();
  await dialog.getByText('Signature', { exact: true }).click();
  await sign(page);
  await dialog.getByLabel('Notes (optional)').fill('Signed for by the recipient');
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog).toBeHidden();
};

/**
 * Keyboard only: presses Tab (Shift+Tab with `back`) until `target` has the focus, as someone without a
 * mouse moves through a page. Fails when it is not reached within `max` presses.
 */
export const tabTo = async (page: Page, target: Locator, { back = false, max = 60 } = {}) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
};

/**
 * Waits until the service worker (production build) controls the page, so the app shell is kept for offline
 * use. On timeout the failure says where the worker stopped (installing, waiting, or none at all).
 */
export const waitForOfflineShell = async (page: Page) => {
  const controlled = () =>
    page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  try {
    await controlled().catch(async (error) => {
      // An active worker that has not claimed this page (its claim raced the page's load, once in CI under
      // load) controls it from its next load, which is what an agent's next visit is: reload once.
      const active = await page.evaluate(
        async () => !!(await navigator.serviceWorker.getRegistration())?.active,
      );
      if (!active) throw error;
      await page.reload();
      await controlled();
    });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'no registration';
      const { installing, waiting, active } = registration;
      return `installing: ${installing?.state ?? '-'}, waiting: ${waiting?.state ?? '-'}, active: ${active?.state ?? '-'}`;
    });
    throw new Error(`The service worker did not take control of the page (${state})`, { cause: error });
  }
};

/** The review step's prohibited-goods declaration, which a new booking cannot be sent without. */
export const declareNoProhibitedGoods = (page: Page) => page.getByTestId('prohibited-goods-declared').check();
