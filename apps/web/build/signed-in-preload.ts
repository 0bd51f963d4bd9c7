import type { Plugin } from 'vite';

/** The module listing the signed-in users' screens (src/app/signed-in-screens.ts), loaded before any of them. */
const SIGNED_IN_SCREENS = /src[\\/]app[\\/]signed-in-screens\.ts$/;
/** Marks the preload so that build/prerender.ts can leave it out of the public pages. */
export const SIGNED_IN_PRELOAD_ATTRIBUTE = 'data-signed-in';

/**
 * The empty shell (index.html) is the page of every signed-in screen: it preloads the signed-in screens' list
 * with the entry, so that a customer or agent opening the app does not wait for the entry to ask for it. The
 * public pages, prerendered from the same file, leave it out (a visitor may never sign in).
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
      if (!chunk) throw new Error('The build has no chunk for src/app/signed-in-screens.ts');
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${chunk.fileName}`,
            [SIGNED_IN_PRELOAD_ATTRIBUTE]: true,
          },
          injectTo: 'head',
        },
      ];
    },
  },
});
