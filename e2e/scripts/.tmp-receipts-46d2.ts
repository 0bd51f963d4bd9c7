import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const base = 'http://127.0.0.1:3642';
const out = '/tmp/shots-46d2';
const login = async (email: string) => {
  const res = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'DemoPass123!' }),
  });
  return res.json();
};
const ama = await login('ama.mensah@demo.ukghanashipping.com');
const admin = await login('admin@demo.ukghanashipping.com');
const list = await (
  await fetch(`${base}/api/v1/admin/bookings/?search=BK-P6DGKKYW`, { headers: { authorization: `Bearer ${admin.tokens.access}` } })
).json();
const id = list.results[0].id;
const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#e8f0ff' } }).jpeg().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
for (const [name, type, data] of [] as unknown as [string,string,Buffer][]) { void name; void type; void data; }
for (const [name, type, data] of ([] as [string,string,Buffer][]).concat( []) ) {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  const res = await fetch(`${base}/api/v1/bookings/${id}/receipts/`, { method: 'POST', headers: { authorization: `Bearer ${ama.tokens.access}` }, body: form });
  console.log('upload', name, res.status);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, { token: admin.tokens.access, user: admin.user });
  await page.goto(`${base}/admin/bookings?booking=${id}&tab=payment`);
  await page.getByTestId('admin-receipt').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/receipts-${width}.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-download').first().click()]);
  console.log(width, 'download name', download.suggestedFilename());
  await page.getByTestId('receipt-view').first().click();
  await page.getByTestId('proof-image').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/receipt-viewer-${width}.png` });
  const [d2] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-download').click()]);
  console.log(width, 'viewer download name', d2.suggestedFilename());
  await page.goto(`${base}/admin/bookings?booking=${id}&tab=payment`);
  await page.getByTestId('admin-receipt').nth(1).waitFor();
  await page.screenshot({ path: `${out}/after-escape-${width}.png` });
  console.log('views', await page.getByTestId('receipt-view').count(), await page.getByTestId('receipt-view').nth(1).textContent());
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('receipt-view').nth(1).click()]);
  await tab.waitForTimeout(1500);
  console.log(width, 'pdf tab', tab.url().slice(0, 30));
  const [d3] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-download').nth(1).click()]);
  console.log(width, 'pdf download name', d3.suggestedFilename());
  await context.close();
}
await browser.close();
