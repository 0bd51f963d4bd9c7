// Bundles the API server into dist/main.js (what `npm start`, the bench and the browser tests run), with the
// migrations beside it in dist/migrations. The bundle holds our own modules, the domain package and
// drizzle-orm; every other package is imported from node_modules as it is (several carry files of their own:
// PGlite's WebAssembly, sharp's binary, pdfkit's fonts; and one copy of zod must serve us and the Fastify
// plugin that reads our schemas).
// Why: run from its sources, the server started at about 330 MB. Node's ESM loader takes drizzle-orm's ESM
// build (hundreds of modules joined by `export *`) in about 2 s and 150 MB of short-lived heap that V8 then
// keeps, and strips the types of some 300 TypeScript modules at every start. Bundled: about 170 MB, so a CSV
// export of every package stays under the 300 MB the issue allows.
// Usage: node build.ts (from apps/api; `npm run build -w apps/api`).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const outDir = path.join(apiDir, 'dist');
/** Packages compiled into the bundle; any other bare import stays an import from node_modules. */
const BUNDLED = /^(?:@ukgh\/domain|drizzle-orm)(?:\/|$)/;
/** drizzle-orm's `is`, and ours that the bundle compiles in its place (src/db/drizzle-entity.ts says why). */
const DRIZZLE_ENTITY = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('drizzle-orm'))),
  'entity.js',
);
const MEMOISED_ENTITY = path.join(apiDir, 'src', 'db', 'drizzle-entity.ts');
/** drizzle-orm's `utils.js`, from which its PostgreSQL sessions import `mapResultRow` and nothing else, and the
 * row mapper they import in its place (src/db/drizzle-row-mapper.ts says why). */
const DRIZZLE_UTILS = path.join(path.dirname(DRIZZLE_ENTITY), 'utils.js');
const DRIZZLE_SESSIONS = ['postgres-js', 'pglite'].map((driver) =>
  path.join(path.dirname(DRIZZLE_ENTITY), driver, 'session.js'),
);
const KEPT_ROW_MAPPER = path.join(apiDir, 'src', 'db', 'drizzle-row-mapper.ts');

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src', 'main.ts')],
  outfile: path.join(outDir, 'main.js'),
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
    {
      name: 'memoised-drizzle-is',
      setup(bundler) {
        bundler.onResolve({ filter: /entity\.js$/ }, ({ path: specifier, resolveDir }) =>
          path.resolve(resolveDir, specifier) === DRIZZLE_ENTITY ? { path: MEMOISED_ENTITY } : undefined,
        );
      },
    },
    {
      // Should a later drizzle import more from utils.js in these files, the build fails on the missing export.
      name: 'kept-drizzle-row-mapper',
      setup(bundler) {
        bundler.onResolve({ filter: /utils\.js$/ }, ({ path: specifier, resolveDir, importer }) =>
          DRIZZLE_SESSIONS.includes(importer) && path.resolve(resolveDir, specifier) === DRIZZLE_UTILS
            ? { path: KEPT_ROW_MAPPER }
            : undefined,
        );
      },
    },
  ],
});
// src/db/client.ts finds its migrations beside the module that runs it.
await cp(path.join(apiDir, 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
