// Adds up the JSON reports of every suite into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.';
const read = (name: string) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
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
  } else {
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`${name}: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
  }
}
console.log(
  skipped ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 ? 1 : 0);
