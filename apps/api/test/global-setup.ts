import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    templateDatabase: string;
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it (a PGlite data-dir dump,
 * or a PostgreSQL database created from a template), which is far cheaper than migrating per file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `ukgh_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${template}`);
    const db = openPostgres(databaseUrlFor(serverUrl, template), { max: 1 });
    await db.migrate();
    await db.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', '');
    return async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${template}%`}`;
      for (const { datname } of leftovers)
        await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ukgh-pglite-'));
  const db = openPglite();
  await db.migrate();
  const dump = await (
    db as unknown as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).client.dumpDataDir('none');
  await db.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('templateDatabase', '');
  return () => rm(dir, { recursive: true, force: true });
}
