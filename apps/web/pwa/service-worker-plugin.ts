import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = fileURLToPath(new URL('./service-worker.js', import.meta.url));

/**
 * Writes dist/sw.js from the hand-written service worker (pwa/service-worker.js), filling in the build's
 * version (a hash of every emitted file name, and Vite's names carry content hashes, so any change to the
 * app gives a new version, a new cache and a worker that takes over) and the shell to keep: index.html and
 * the files it loads at once. Other chunks are kept as the app loads them.
 */
export const serviceWorker = (): Plugin => ({
  name: 'ukgh-service-worker',
  apply: 'build',
  // After Vite's own HTML plugin, so index.html (and the files it loads) is in the bundle.
  enforce: 'post',
  generateBundle(_options, bundle) {
    const names = Object.keys(bundle).sort();
    const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
    const index = bundle['index.html'];
    const html = index && index.type === 'asset' ? String(index.source) : '';
    const entryFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    const precache = [
      '/index.html',
      ...new Set(entryFiles),
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icon-192.png',
    ];
    const source = readFileSync(TEMPLATE, 'utf8')
      .replace('__BUILD_VERSION__', JSON.stringify(version))
      .replace('__PRECACHE__', JSON.stringify(precache));
    this.emitFile({ type: 'asset', fileName: 'sw.js', source });
  },
});
