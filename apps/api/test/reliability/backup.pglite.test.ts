/**
 * SECURITY.md "Nothing lost" 6: `npm run backup` then `npm run restore` (the real scripts, in processes of
 * their own) bring back every booking and every stored file of the embedded database after the data folder
 * is wiped, whether the files are on the disk or in a bucket (STORAGE=s3, issue 47). (PostgreSQL is backed
 * up with pg_dump, README "Backups"; this file runs where PGlite does.)
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ensureDefaultSettings } from '../../src/bootstrap/default-settings.ts';
import { loadConfig } from '../../src/config.ts';
import { openPglite } from '../../src/db/client.ts';
import { bookings, packages, receipts } from '../../src/db/schema.ts';
import { createS3Store } from '../../src/lib/s3-store.ts';
import { createDiskStore, type FileStore } from '../../src/lib/storage.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { makeBooking, makeUser } from '../factories.ts';
import { multipart } from '../multipart.ts';
import { startS3Server } from '../s3-server.ts';
import { TEST_JWT_SECRET } from '../server-process.ts';

const root = await mkdtemp(path.join(tmpdir(), 'ukgh-backup-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const s3 = await startS3Server();

/** Runs `npm run backup|restore`'s script as npm does, on DATA_DIR; resolves with its exit code and output. */
const script = async (
  name: 'backup' | 'restore',
  args: string[],
  dataDir: string,
  env: Record<string, string>,
) => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL(`../../src/backup/${name}.ts`, import.meta.url)), ...args],
    { env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: root, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
};

const pdf = (n: number) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% receipt ${n}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * Three receipts uploaded, a backup, the data folder wiped and the store emptied, a restore: every booking
 * and every receipt's bytes come back, in the same store.
 */
const roundTrip = async (
  name: string,
  env: Record<string, string>,
  store: (dataDir: string) => FileStore,
) => {
  const dataDir = path.join(root, `data-${name}`);
  const archive = path.join(root, 'saved', `backup-${name}.tar`);
  const files = store(dataDir);
  try {
    // A data folder as `npm start` leaves it: the embedded database and uploaded receipts.
    await mkdir(dataDir);
    const database = openPglite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
    });
    await ensureDefaultSettings(database.db);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        MAIL_WORKER: 'off',
        ...env,
      }),
      database,
      logger: false,
      serveWeb: false,
      mailer: { send: async () => {} },
    });
    const customer = await makeUser(database.db, { role: 'CUSTOMER' });
    const token = await createTokenService(TEST_JWT_SECRET, '1h').sign({
      sub: customer.id,
      role: 'CUSTOMER',
      tv: customer.tokenVersion,
    });
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const { booking } = await makeBooking(database.db, customer);
      ids.push(booking.id);
      const body = multipart({
        file: { filename: `receipt-${n}.pdf`, contentType: 'application/pdf', data: pdf(n) },
      });
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/receipts/`,
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const savedReceipts = await database.db.select().from(receipts).where(inArray(receipts.bookingId, ids));
    expect(savedReceipts).toHaveLength(3);
    const saved = new Map<string, Buffer>();
    for (const receipt of savedReceipts) saved.set(receipt.fileKey, (await files.get(receipt.fileKey))!);
    expect([...saved.values()].every(Boolean)).toBe(true);
    const packageCount = (await database.db.select().from(packages).where(inArray(packages.bookingId, ids)))
      .length;
    await app.close();
    await database.close();

    const backup = await script('backup', [path.relative(root, archive)], dataDir, env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(archive);

    await rm(dataDir, { recursive: true, force: true });
    for (const key of saved.keys()) await files.remove(key);
    expect(await files.stat([...saved.keys()][0]!)).toBeNull();

    const restore = await script('restore', [archive], dataDir, env);
    expect(restore.code, restore.output).toBe(0);
    // A second restore over the restored database is refused without --force.
    const again = await script('restore', [archive], dataDir, env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('--force');

    const restored = openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const back = await restored.db.select().from(bookings).where(inArray(bookings.id, ids));
      expect(back.map((b) => b.id).sort()).toEqual([...ids].sort());
      expect((await restored.db.select().from(packages).where(inArray(packages.bookingId, ids))).length).toBe(
        packageCount,
      );
      const backReceipts = await restored.db.select().from(receipts).where(inArray(receipts.bookingId, ids));
      expect(backReceipts.map((r) => r.fileKey).sort()).toEqual([...saved.keys()].sort());
      for (const [key, bytes] of saved) expect((await files.get(key))?.equals(bytes), key).toBe(true);
    } finally {
      await restored.close();
    }
  } finally {
    files.close();
  }
};

describe('npm run backup / npm run restore', () => {
  it('restores every booking and every file after the data folder is wiped', async () => {
    await roundTrip('disk', {}, (dataDir) => createDiskStore(path.join(dataDir, 'uploads')));
  }, 600_000);

  it('with STORAGE=s3, backs the bucket’s files up and puts them back into the bucket', async () => {
    const bucket = await createS3Store({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await roundTrip('s3', s3.env, () => bucket);
    // Nothing of them was on the local disk.
    expect(existsSync(path.join(root, 'data-s3', 'uploads'))).toBe(false);
  }, 600_000);
});
