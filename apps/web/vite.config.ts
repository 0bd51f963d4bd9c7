import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { signedInPreload } from './build/signed-in-preload.ts';

// React (with its router) is on every page and changes rarely, so it gets a long-lived chunk of its own, as does
// Mantine's core (provider, Box, styles API), which every Mantine component builds on. Nothing else is grouped:
// a group of all of Mantine's components, @tanstack/react-query or zod would make every page download every
// part any screen uses; left alone, each page's chunks carry only what it imports (build/budget.ts checks that
// the public pages stay under budget).
const MANTINE_BASICS = [
  'Alert',
  'Anchor',
  'Badge',
  'Card',
  'CloseButton',
  'Paper',
  'SimpleGrid',
  'Skeleton',
  'ThemeIcon',
  'UnstyledButton',
];
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
  // Not core/utils: most of those serve one component (menus, tabs, comboboxes) and belong with it.
  {
    name: 'mantine-core',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/](MantineProvider|Box|factory|styles-api|InlineStyles)[\\/]/,
    priority: 2,
  },
  // The small building blocks nearly every page shows, in one file instead of a dozen tiny ones (each file
  // compresses worse and costs a request).
  {
    name: 'mantine-basics',
    test: new RegExp(
      `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${MANTINE_BASICS.join('|')})[\\\\/]`,
    ),
    priority: 2,
  },
  // The text input (the tracking form on the home and track pages), apart: most pages open without one.
  {
    name: 'mantine-inputs',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput)[\\/]/,
    priority: 2,
  },
  // The tracking number's form (the home and track pages) with the number's rule and texts, in one file: the
  // rule is also used by screens without the form, where on its own it was a tiny file. Only these three
  // modules: with their dependencies (Mantine's, the icons') the group pulled parts /rates also uses.
  {
    name: 'tracking-form',
    includeDependenciesRecursively: false,
    test: /(components[\\/]ui[\\/]TrackingNumberForm\.tsx|packages[\\/]domain[\\/]src[\\/](tracking-number|messages[\\/]tracking)\.ts)$/,
    priority: 2,
  },
  // The parts nearly every marketing page draws (a section, a link in its text, the closing call to action), in
  // one file: apart, each was a tiny file of its own. The cards, lists, legal layout and the rate card
  // for the prices a page quotes stay apart, so a page without them downloads neither them nor what they use.
  {
    name: 'marketing-parts',
    includeDependenciesRecursively: false,
    test: /features[\\/]marketing[\\/]components[\\/]parts[\\/](Section|TextLink|calls-to-action)\.tsx?$/,
    priority: 2,
  },
  // The icons, each tiny: left alone, each set of screens sharing one made it a file of its own (about a dozen
  // on the home page), and on a phone's few connections every file waits its turn.
  // Grouped by the screens that use them, with the smallest groups merged into their nearest neighbour: a
  // page may get a few icons it does not show, for far fewer files. The groups move as screens gain lazy
  // parts; the threshold is the smallest that keeps the home page's file count low.
  {
    name: 'icons',
    test: /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    entriesAware: true,
    entriesAwareMergeThreshold: 4000,
    priority: 1,
  },
];

// React Router's package exports point at its development build only (remix-run/react-router#12532), whose
// dev warnings stay in the bundle; its production build, shipped beside it, differs by that switch alone.
// Every import of it (the app's and its DOM entry's own) goes to that build, so there is one router, not two.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * The service worker (Workbox, written to dist/sw.js) that lets the agent app open without a connection: the
 * app's files are precached (a new build's worker takes over at once and drops the old ones), a page comes
 * from the network and, offline, the empty shell (index.html) opens the screen instead. /api is never cached: the app keeps each user's lists itself (IndexedDB) and a cached answer could
 * show one agent another's jobs. The app registers the worker itself on agent screens (service-worker-registration.ts).
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  // public/manifest.webmanifest, linked from index.html.
  manifest: false,
  workbox: {
    swDest: 'dist/sw.js',
    // One file: the API serves the dist folder's files by name, and a worker that needs a second file to start
    // fails when that one does not arrive on a weak signal.
    inlineWorkboxRuntime: true,
    globPatterns: [
      'index.html',
      'assets/**/*.{js,css,woff2}',
      'manifest.webmanifest',
      'favicon.svg',
      'icon-192.png',
    ],
    // The prerendered public pages are pages (network first, below), and the renderer is the server's.
    globIgnores: ['prerendered/**', 'server/**', '**/*.map', '**/*.br', '**/*.gz'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Navigations are handled below, not answered from the precache.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.pathname !== '/api' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'ukgh-pages',
          networkTimeoutSeconds: 4,
          // No page is kept: a prerendered public page would open every other page, and a kept shell could
          // name files an older build had. Offline, the precached shell answers instead.
          plugins: [{ cacheWillUpdate: async () => null }],
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
    ],
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), VitePWA(pwaOptions), signedInPreload(), precompress()],
  // The dev server and the tests keep the development build and its warnings.
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by build/budget.ts to add up what each area loads first.
    manifest: true,
    // Every browser the app supports preloads modules natively (Chromium, Firefox 115+, Safari 17+).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
        // The entry lists every lazy chunk's files (to preload them with the route): names without the
        // module's name keep that list short. The manifest still maps each source file to its chunk.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
}));
