// Bundles the API server into dist/main.js (what `npm start`, the bench and the browser tests run) and the
// background worker into dist/worker.js (`npm run worker`), with the migrations beside them in dist/migrations. The bundle holds our own modules, the domain package and
// drizzle-orm; every other package is imported from node_modules as it is (several carry files of their own:
// PGlite's WebAssembly, sharp's binary, pdfkit's fonts; and one copy of zod must serve us and the Fastify
// plugin that reads our schemas).
// Why a bundle: loaded from its sources, Node's ESM loader walks drizzle-orm's hundreds of modules and strips the
// types of ours at every start, which makes the server start slower and hold much more memory.
// Usage: node build.ts (from apps/api; `npm run build -w apps/api`).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const outDir = path.join(apiDir, 'dist');
/** Packages compiled into the bundle; any other bare import stays an import from node_modules. */
const BUNDLED = /^(?:@ukgh\/domain|drizzle-orm)(?:\/|$)/;

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(apiDir, 'src', 'main.ts'),
    worker: path.join(apiDir, 'src', 'worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(bundler) {
        bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
          BUNDLED.test(specifier) ? undefined : { path: specifier, external: true },
        );
      },
    },
  ],
});
// src/db/client.ts finds its migrations beside the module that runs it.
await cp(path.join(apiDir, 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
// The SMS texts are files (a language is a folder of them), read beside the module as the migrations are.
await cp(
  path.join(apiDir, 'src', 'modules', 'notifications', 'templates', 'sms'),
  path.join(outDir, 'templates', 'sms'),
  { recursive: true },
);
