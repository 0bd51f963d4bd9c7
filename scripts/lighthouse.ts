// Lighthouse performance scores (mobile preset, simulated throttling: Lighthouse's defaults) of the public
// pages, in Debian's Chromium, against a server that is already running the built product (`npm start`).
// Usage: npm run lighthouse [-- http://127.0.0.1:3000] ; CHROME_PATH overrides /usr/bin/chromium.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const PAGES = ['/', '/track', '/rates'];
// The flags the browser tests use (e2e/chromium.ts), headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
].join(' ');
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Report {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { displayValue?: string }>;
}

const lighthouseBin = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');
const outDir = await mkdtemp(path.join(tmpdir(), 'ukgh-lighthouse-'));
let failed = false;
try {
  for (const page of PAGES) {
    const output = path.join(outDir, `${PAGES.indexOf(page)}.json`);
    try {
      const report = await audit(page, output);
      const score = Math.round((report.categories.performance.score ?? 0) * 100);
      const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue ?? '?'}`);
      // Lighthouse's measure of the host's CPU: its score scales what it observed, so a slower or busier host
      // scores lower for the same page.
      const host = `benchmarkIndex ${Math.round(report.environment?.benchmarkIndex ?? 0)}`;
      console.log(
        `${page.padEnd(8)} performance ${String(score).padStart(3)}   ${[...metrics, host].join(' · ')}`,
      );
    } catch (error) {
      failed = true;
      console.error(`${page}: Lighthouse failed: ${(error as Error).message}`);
    }
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
if (failed) process.exit(1);

// Chromium now and then loses the trace of a load (NO_NAVSTART, NO_FCP): Lighthouse then saves a report with
// a runtime error and no score and exits with an error, so that page is measured again (up to three times).
async function audit(page: string, output: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    await rm(output, { force: true });
    const exited = run(
      lighthouseBin,
      [
        `${base}${page}`,
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    ).then(
      () => null,
      (error: Error) => error,
    );
    const failure = await exited;
    const report = await readFile(output, 'utf8').then(
      (text) => JSON.parse(text) as Report,
      () => null,
    );
    if (!report) throw failure ?? new Error('Lighthouse saved no report');
    if (!report.runtimeError) return report;
    if (attempt === 3) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    console.error(`${page}: ${report.runtimeError.code}, measuring again`);
  }
}
