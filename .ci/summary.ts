// Adds up the JSON reports of every suite into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.';
const read = (name: string) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

// The names of what failed, printed last so that the tail of a long log still says which test it was.
const failures: string[] = [];
const firstLine = (message: unknown) =>
  String(message ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

type VitestFile = {
  name: string;
  message?: string;
  assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
};
const vitestFailures = (suite: string, files: VitestFile[]) => {
  for (const file of files) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${suite} ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (!failedTests.length && file.message) failures.push(`${suite} ${where}: ${firstLine(file.message)}`);
  }
};

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
};
const playwrightFailures = (suites: PlaywrightSuite[], titles: string[] = []) => {
  for (const suite of suites) {
    const path_ = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const error = test.results.at(-1)?.error?.message;
        failures.push(`playwright ${spec.file} › ${[...path_, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites ?? [], path_);
  }
};

let passed = 0;
let failed = 0;
let skipped = 0;
const expected = ['vitest-pglite.json', 'vitest-postgres.json', 'playwright.json'];
for (const name of expected) {
  const report = read(name);
  if (!report) {
    console.log(`${name}: missing (the suite did not run)`);
    failed += 1;
    continue;
  }
  if (name.startsWith('vitest')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
    skipped += report.numPendingTests + report.numTodoTests;
    console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    vitestFailures(name.replace(/\.json$/, ''), report.testResults ?? []);
  } else {
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`${name}: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
    playwrightFailures(report.suites ?? []);
  }
}
// The cluster test is one check of the whole installation: one pass, or one failure naming what failed.
const cluster = read('cluster.json') as {
  passed: boolean;
  checks: { name: string; ok: boolean; detail: string }[];
} | null;
if (!cluster) {
  console.log('cluster.json: missing (the suite did not run)');
  failed += 1;
} else if (cluster.passed) {
  passed += 1;
  console.log('cluster.json: 1 passed, 0 failed');
} else {
  failed += 1;
  console.log('cluster.json: 0 passed, 1 failed');
  for (const check of cluster.checks.filter((c) => !c.ok))
    failures.push(`cluster ${check.name}: ${firstLine(check.detail).slice(0, 300)}`);
}
if (failures.length) console.log(`failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(
  skipped ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 ? 1 : 0);
