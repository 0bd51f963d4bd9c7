import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { vendorStandIns } from '../../build/vendor-stand-ins.ts';
import { RemoveScroll } from './remove-scroll-class-names.ts';

// The modules the build resolves: @mantine/core's ES build, found from its entry.
const mantineEsm = path.dirname(createRequire(import.meta.url).resolve('@mantine/core'));
const component = (file: string) => {
  const module = path.join(mantineEsm, '..', 'esm', 'components', `${file}.mjs`);
  expect(existsSync(module), module).toBe(true);
  return module;
};
const resolve = (source: string, importer: string) => {
  const hook = vendorStandIns().resolveId as (source: string, importer?: string) => string | null;
  const resolved = hook(source, importer);
  return resolved ? path.basename(resolved) : null;
};

describe("the build's stand-ins for parts of Mantine's libraries (build/vendor-stand-ins.ts)", () => {
  it("gives Mantine's ScrollArea and AppShell's bars their stand-ins", () => {
    expect(resolve('@floating-ui/react', component('ScrollArea/ScrollArea'))).toBe('merge-refs.ts');
    for (const bar of ['Header', 'Footer', 'Aside'])
      expect(resolve('react-remove-scroll', component(`AppShell/AppShell${bar}/AppShell${bar}`))).toBe(
        'remove-scroll-class-names.ts',
      );
  });

  it('leaves every other import of those libraries alone', () => {
    expect(resolve('@floating-ui/react', component('Popover/use-popover'))).toBeNull();
    expect(resolve('react-remove-scroll', component('ModalBase/ModalBase'))).toBeNull();
    expect(resolve('react', component('ScrollArea/ScrollArea'))).toBeNull();
  });

  it("names AppShell's classes as react-remove-scroll does", () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames);
  });
});
