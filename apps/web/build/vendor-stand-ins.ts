import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) => fileURLToPath(new URL(`../src/lib/${file}`, import.meta.url));
const mantine = (component: string) =>
  new RegExp(`@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${component}\\.mjs$`);

/**
 * Mantine modules that import a whole library for one small part of it, which then comes to every page that
 * shows them; each gets that part alone instead, and the library still comes with the components that need
 * the rest (popovers and tooltips, modals and drawers).
 * - ScrollArea (under every Table) takes `useMergeRefs` from @floating-ui/react (14 KB gzipped): it gets
 *   Mantine's own `useMergedRef`, which merges refs the same way, React 19's ref cleanups included.
 * - AppShell's header, footer and aside take two class names from react-remove-scroll (4 KB, every back-office
 *   screen): they get those names from react-remove-scroll-bar, where the library itself takes them.
 */
const STAND_INS = [
  {
    importer: mantine('ScrollArea/ScrollArea'),
    source: '@floating-ui/react',
    file: standIn('merge-refs.ts'),
  },
  {
    importer: mantine('AppShell/AppShell(Header|Footer|Aside)/AppShell(Header|Footer|Aside)'),
    source: 'react-remove-scroll',
    file: standIn('remove-scroll-class-names.ts'),
  },
];

export const vendorStandIns = (): Plugin => ({
  name: 'ukgh-vendor-stand-ins',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer) return null;
    return STAND_INS.find((s) => s.source === source && s.importer.test(importer))?.file ?? null;
  },
});
