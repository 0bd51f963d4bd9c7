/**
 * Backups of the embedded database and the stored files (`npm run backup` / `npm run restore`): one tar
 * archive holding `manifest.json`, `pglite.tar.gz` (PGlite's own dump of its data folder, made with the
 * database open and consistent) and `uploads/` (receipts, proofs, avatars), read from and put back through
 * the configured file store: the disk's DATA_DIR/uploads or the bucket (STORAGE=s3). PostgreSQL is backed
 * up with pg_dump instead (README, Operations). The server must be stopped: PGlite allows one process at a time.
 */
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { StorageConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { openFileStore } from '../lib/file-store.ts';
import { type FileStore, isFileKey } from '../lib/storage.ts';
import { runningServerPid } from './server-pid.ts';

const run = promisify(execFile);
const FORMAT = 'ukgh-backup-1';

export class BackupError extends Error {}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const assertNoServer = (dataDir: string) => {
  const pid = runningServerPid(dataDir);
  if (pid) throw new BackupError(`A server (pid ${pid}) is using ${dataDir}: stop it first.`);
};

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
  /** Where the files are (config.ts); the disk store in DATA_DIR/uploads when not given. */
  storage?: StorageConfig;
}

const storageOf = (target: BackupTarget): StorageConfig =>
  target.storage ?? { kind: 'disk', root: path.join(target.dataDir, 'uploads') };

/** Every file of the store into `folder`, each under its key; returns how many. */
const saveFiles = async (files: FileStore, folder: string) => {
  let count = 0;
  for await (const { key } of files.list()) {
    const file = await files.getStream(key);
    if (!file) continue;
    await mkdir(path.dirname(path.join(folder, key)), { recursive: true });
    await pipeline(file.body, createWriteStream(path.join(folder, key)));
    count++;
  }
  return count;
};

/** The keys of the files saved in `folder` (`<folder>/<key>`, as saveFiles and older backups left them). */
const savedKeys = async (folder: string) => {
  const keys: string[] = [];
  for (const sub of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    if (!sub.isDirectory()) continue;
    for (const name of await readdir(path.join(folder, sub.name)))
      if (isFileKey(`${sub.name}/${name}`)) keys.push(`${sub.name}/${name}`);
  }
  return keys;
};

/** Writes the archive to `file` and returns what it holds. */
export const createBackup = async (target: BackupTarget, file: string) => {
  if (target.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the files with tar (README, "Backups").',
    );
  assertNoServer(target.dataDir);
  const pgliteDir = path.join(target.dataDir, 'pglite');
  if (!(await exists(pgliteDir))) throw new BackupError(`No embedded database in ${target.dataDir}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'ukgh-backup-'));
  try {
    const database = openPglite({ dataDir: pgliteDir });
    try {
      await database.ping(); // opened and recovered before it is dumped
      const client = (database as unknown as { client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).client;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(staging, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    await mkdir(path.join(staging, 'uploads'));
    const storage = storageOf(target);
    const files = await openFileStore(storage);
    let fileCount: number;
    try {
      fileCount = await saveFiles(files, path.join(staging, 'uploads'));
    } finally {
      files.close();
    }
    const manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      database: 'pglite',
      storage: storage.kind,
      files: fileCount,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await run('tar', ['-cf', path.resolve(file), '-C', staging, 'manifest.json', 'pglite.tar.gz', 'uploads']);
    return { file: path.resolve(file), ...manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

/**
 * Puts an archive's database and files in place of `dataDir`'s. Refuses to overwrite an existing database
 * unless `force`, and then keeps the old one beside it (`pglite.before-restore-<time>`, `uploads.…`).
 */
export const restoreBackup = async (
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
) => {
  if (target.databaseUrl)
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups").');
  assertNoServer(target.dataDir);
  const pgliteDir = path.join(target.dataDir, 'pglite');
  if (!options.force && (await exists(pgliteDir)))
    throw new BackupError(`${pgliteDir} already holds a database: pass --force to replace it.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'ukgh-restore-'));
  try {
    await run('tar', ['-xf', path.resolve(file), '-C', staging]);
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '{}'),
    );
    if (manifest.format !== FORMAT) throw new BackupError(`${file} is not a backup made by npm run backup.`);
    await mkdir(target.dataDir, { recursive: true });
    const storage = storageOf(target);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // The disk's files are kept aside with the database; a bucket's are only added to (keys never repeat).
    for (const existing of [pgliteDir, ...(storage.kind === 'disk' ? [storage.root] : [])]) {
      if (await exists(existing)) await rename(existing, `${existing}.before-restore-${stamp}`);
    }
    const database = openPglite({
      dataDir: pgliteDir,
      loadDataDir: new Blob([await readFile(path.join(staging, 'pglite.tar.gz'))]),
    });
    try {
      await database.ping(); // unpacks the dump into the folder
    } finally {
      await database.close();
    }
    const files = await openFileStore(storage);
    try {
      for (const key of await savedKeys(path.join(staging, 'uploads')))
        await files.putAt(key, createReadStream(path.join(staging, 'uploads', key)));
    } finally {
      files.close();
    }
    return { file: path.resolve(file), created_at: manifest.created_at as string };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
