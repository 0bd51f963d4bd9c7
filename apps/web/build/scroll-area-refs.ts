import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's ScrollArea (under every Table too), which imports floating-ui for this one function. */
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const STAND_IN = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea takes `useMergeRefs` from @floating-ui/react, and with it the whole of floating-ui
 * (14 KB gzipped) comes to every page with a table and no popover: a booking's page, the insurance page, the
 * tracker's result. It gets Mantine's own `useMergedRef` instead (src/lib/merge-refs.ts), which merges refs
 * the same way (React 19's ref cleanups included); its popovers and tooltips still import floating-ui.
 */
export const scrollAreaRefs = (): Plugin => ({
  name: 'ukgh-scroll-area-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return STAND_IN;
    return null;
  },
});
