import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Test files share one module registry (isolate: false in vitest.config.ts), so a module mocked in one file
 * may already be loaded, unmocked or mocked differently, by a component another file imported first. The
 * modules every test needs mocked are mocked once, in setup.ts; a file that mocks one again passes alone and
 * fails in the full run, depending on order. This keeps them there.
 */
const SHARED_MOCKS = ['lib/toast.ts', 'lib/navigation.ts', 'signature_pad'];
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('shared mocks', () => {
  it('are mocked only in the setup file', () => {
    const offenders = testFiles(SRC).filter((file) => {
      const source = readFileSync(file, 'utf8');
      return SHARED_MOCKS.some((name) =>
        new RegExp(`vi\\.mock\\(['"][./]*${name.replace('.', '\\.')}['"]`).test(source),
      );
    });
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
