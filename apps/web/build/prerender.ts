// Renders the public pages (PRERENDERED_ROUTES) to HTML after the browser build, so their first paint needs
// only the HTML and its style sheets instead of waiting for the JavaScript (issue 14: Lighthouse). Each page
// is dist/index.html with the page's markup in #root, its own title and description, and the style sheets of
// the lazily loaded chunks it uses. The API draws each again with the current rate card and company details
// into that page (apps/api/src/plugins/rendered-pages.ts, through the renderer kept in dist/server/) and sends
// the page as written here when it cannot.
// Usage (after `vite build`): node build/prerender.ts [distDir]
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  COMPANY_DEFAULTS,
  DEFAULT_RATE_CARD,
  PRERENDERED_ROUTES,
  type PublicPageData,
  prerenderedFile,
} from '@ukgh/domain';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { PrerenderedPage } from '../src/prerender.tsx';
import { precompressDir } from './precompress.ts';
import { SIGNED_IN_PRELOAD_ATTRIBUTE } from './signed-in-preload.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The class names a style sheet defines (what is inside url(…) and strings is not a selector). */
const classesDefinedIn = (css: string) =>
  new Set(
    [...css.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
      (m) => m[1]!,
    ),
  );

/** Every class name used in the markup. */
const classesUsedIn = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));

/** The built style sheets other than those index.html links already: those of lazily loaded chunks. */
const chunkStyleSheets = async (template: string) => {
  const linked = new Set([...template.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  const files = (await readdir(path.join(distDir, 'assets')))
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith('.css') && !linked.has(file));
  return Promise.all(
    files.map(async (file) => ({
      href: `/${file}`,
      classes: classesDefinedIn(await readFile(path.join(distDir, file), 'utf8')),
    })),
  );
};

/**
 * The server-side build of src/prerender.tsx, kept in dist/server/ (which the server never sends): the API
 * renders the public pages again with the current rate card and company details through it (apps/api/src/plugins/rendered-pages.ts).
 * Its imports of React, Mantine and the router resolve to the app's own packages from there.
 */
const buildRenderer = async (outDir: string) => {
  // The API runs the renderer with React's production build, which has no development JSX (jsxDEV): a build
  // made under NODE_ENV=test (the browser tests' environment) would fail there on every page.
  process.env.NODE_ENV = 'production';
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    // The app's public files are the browser build's; the renderer needs none of them.
    publicDir: false,
    // Its packages bundled in, so that only what the pages use is loaded: imported from node_modules, the
    // icon package alone loads thousands of modules, which the API's first page would wait for.
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  if ((await readFile(path.join(outDir, 'prerender.js'), 'utf8')).includes('jsx-dev-runtime')) {
    throw new Error('The page renderer was built with React development JSX, which production cannot run');
  }
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as {
    prerender: (pathname: string, data?: PublicPageData) => Promise<PrerenderedPage>;
  };
  return module.prerender;
};

/**
 * The script a prerendered page starts the app with: once the browser has painted the page, it preloads the
 * entry's modules and runs them, then the entry. index.html loads them at once, which is right for an empty shell,
 * but a prerendered page would have its first paint wait for them (the browser runs a script that has arrived
 * before it paints) and share the connection with the style sheets the paint needs. A tab opened in the
 * background starts at once, since it paints nothing until it is shown.
 */
const bootScript = (template: string) => {
  const entry = template.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/);
  if (!entry) throw new Error('dist/index.html has no entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  const source = `// Starts the app after the prerendered page's first paint (apps/web/build/prerender.ts).
const modules = ${JSON.stringify(preloads)};
const start = async () => {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // One shared chunk at a time, dependencies first (as the entry would run them), each in a task of its own:
  // no single task holds a phone's taps for the whole start-up.
  for (const href of modules) {
    await import(href);
    await new Promise((resolve) => setTimeout(resolve));
  }
  await import(${JSON.stringify(entry[1])});
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;
  const file = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const tags = [entry[0], ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)];
  return { file, source, tags, tag: `<script type="module" crossorigin src="/${file}"></script>` };
};

const pageHtml = (
  template: string,
  boot: ReturnType<typeof bootScript>,
  page: PrerenderedPage,
  styleSheets: string[],
) => {
  let html = template;
  for (const tag of boot.tags) html = html.replace(tag, '');
  html = html.replace('</head>', () => `${boot.tag}</head>`);
  html = html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_match, start: string) => `${start}${escapeHtml(page.description!)}"`,
    );
  }
  const links = styleSheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return html.replace('</head>', () => `${links}</head>`);
};

// The shell's preloads of the signed-in screens' list and what it imports are not for the public pages.
const template = (await readFile(path.join(distDir, 'index.html'), 'utf8')).replace(
  new RegExp(`<link [^>]*${SIGNED_IN_PRELOAD_ATTRIBUTE}[^>]*>\\s*`, 'g'),
  '',
);
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
const outDir = path.join(distDir, 'prerendered');
const prerender = await buildRenderer(path.join(distDir, 'server'));
const sheets = await chunkStyleSheets(template);
const boot = bootScript(template);
await writeFile(path.join(distDir, boot.file), boot.source);
await rm(outDir, { recursive: true, force: true });
for (const route of PRERENDERED_ROUTES) {
  // Written as the page looks before its data has loaded (what the server sends if it cannot draw the page
  // with the current data); its style sheets also cover the page drawn with data.
  const page = await prerender(route);
  const withData = await prerender(route, { rates: DEFAULT_RATE_CARD, company: COMPANY_DEFAULTS });
  const used = classesUsedIn(page.html + withData.html);
  const needed = sheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name)));
  const file = path.join(distDir, prerenderedFile(route)!);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    pageHtml(
      template,
      boot,
      page,
      needed.map((sheet) => sheet.href),
    ),
  );
}
await precompressDir(outDir);
console.log(`Prerendered ${PRERENDERED_ROUTES.length} public pages into ${path.relative(webRoot, outDir)}/`);
