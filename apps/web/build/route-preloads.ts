import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { AREAS, entryKey, type Manifest, staticClosure } from './budget.ts';

/**
 * Where the server finds a page's own index.html (apps/api/src/plugins/static-web.ts reads the same names):
 * `pages/index.html` for `/`, `pages/track.html` for `/track`.
 */
export const pageHtmlFile = (page: string) => `pages/${page === '/' ? 'index' : page.slice(1)}.html`;

/**
 * A copy of index.html for each public page, listing as `modulepreload` the chunks its first screen imports
 * (AREAS in budget.ts): the browser then fetches them beside the entry, instead of only once the entry has
 * run and the router has asked for the page (a round trip more before anything paints).
 */
export const routePreloads = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'ukgh-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Once the manifest and index.html are on disk (precompress runs later, at closeBundle).
    async writeBundle() {
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const withEntry = staticClosure(manifest, [entryKey(manifest)]);
      await mkdir(path.join(outDir, 'pages'), { recursive: true });
      for (const { page, modules } of AREAS.filter((area) => area.area === 'public')) {
        const links = [...staticClosure(manifest, modules)]
          .filter((file) => file.endsWith('.js') && !withEntry.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        await writeFile(path.join(outDir, pageHtmlFile(page)), html.replace('</head>', `${links}  </head>`));
      }
    },
  };
};
