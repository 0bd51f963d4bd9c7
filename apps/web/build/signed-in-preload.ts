import type { Plugin, Rollup } from 'vite';

/** The module listing the signed-in users' screens (src/app/signed-in-screens.ts), loaded before any of them. */
const SIGNED_IN_SCREENS = /src[\\/]app[\\/]signed-in-screens\.ts$/;
/** Marks the preload so that build/prerender.ts can leave it out of the public pages. */
export const SIGNED_IN_PRELOAD_ATTRIBUTE = 'data-signed-in';

/** The files a chunk imports statically, itself included, but for those the entry already loads. */
const closure = (bundle: Rollup.OutputBundle, start: Rollup.OutputChunk, loaded: Set<string>) => {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || loaded.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const child of chunk.imports) visit(child);
  };
  visit(start.fileName);
  return [...files];
};

/**
 * The empty shell (index.html) is the page of every signed-in screen: it preloads the signed-in screens' list
 * and what it imports (the prefetches of the screens' data) with the entry, so that a customer or agent opening
 * the app does not wait for the entry to ask for them. The public pages, prerendered from the same file, leave
 * them out (a visitor may never sign in).
 */
export const signedInPreload = (): Plugin => ({
  name: 'ukgh-signed-in-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => {
      const chunk = Object.values(bundle ?? {}).find(
        (output) => output.type === 'chunk' && SIGNED_IN_SCREENS.test(output.facadeModuleId ?? ''),
      );
      if (chunk?.type !== 'chunk') throw new Error('The build has no chunk for src/app/signed-in-screens.ts');
      const entry = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry);
      const loaded = new Set(entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : []);
      return closure(bundle ?? {}, chunk, loaded).map((fileName) => ({
        tag: 'link',
        attrs: {
          rel: 'modulepreload',
          crossorigin: true,
          href: `/${fileName}`,
          [SIGNED_IN_PRELOAD_ATTRIBUTE]: true,
        },
        injectTo: 'head' as const,
      }));
    },
  },
});
