/**
 * Issue 47, shared file storage: with STORAGE=s3 every API process keeps its uploads in one bucket, so a
 * receipt, a proof or an avatar taken by one process is served by another, through the same authorised
 * endpoints; nothing lands on the local disk, and deleting a booking removes its files from the bucket.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from '../../src/lib/s3-store.ts';
import { buildAppOn, createTestApp } from '../app.ts';
import { makeBooking, signedIn } from '../factories.ts';
import { multipart } from '../multipart.ts';
import { startS3Server } from '../s3-server.ts';

const s3 = await startS3Server();
const t = await createTestApp({ env: s3.env });
const other = (await buildAppOn(t.database, { env: s3.env })).app;
/** The bucket as an operator sees it, beside the two processes. */
const bucket = await createS3Store({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => bucket.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let png: Buffer;
beforeAll(async () => {
  await other.ready();
  png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const post = (app: typeof t.app, url: string, headers: object, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/api\/v1\/(files|media)\//, '');

describe('STORAGE=s3 with two API processes on one bucket', () => {
  it('a receipt uploaded through one process downloads through both, from the bucket only', async () => {
    const owner = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, owner.user);
    const res = await post(t.app, `/api/v1/bookings/${booking.id}/receipts/`, owner.headers, {
      file: { filename: 'receipt.pdf', contentType: 'application/pdf', data: PDF },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    for (const app of [t.app, other]) {
      const file = await app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-length']).toBe(String(PDF.length));
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await bucket.get(keyOf(url)))?.equals(PDF)).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    // Still private: without its signature the link is refused on either process.
    const unsigned = new URL(url, 'http://x').pathname;
    for (const app of [t.app, other]) expect((await app.inject({ url: unsigned })).statusCode).toBe(400);
    const forged = url.replace(/sig=[^&]+/, 'sig=forged');
    for (const app of [t.app, other]) expect((await app.inject({ url: forged })).statusCode).toBe(403);
  });

  it('a delivery proof stored by one process is served by the other', async () => {
    const admin = await signedIn(t, 'ADMIN');
    const customer = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      events: [{ status: 'out_for_delivery' }],
    });
    const res = await post(other, `/api/v1/admin/bookings/${booking.id}/update-status/`, admin.headers, {
      status: 'delivered',
      proof_signature: { filename: 'signature.png', contentType: 'image/png', data: png },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ url: res.json().event.signature_url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('an avatar set through one process shows through the other', async () => {
    const user = await signedIn(t, 'CUSTOMER');
    const res = await post(t.app, '/api/v1/auth/profile/upload-avatar/', user.headers, {
      avatar: { filename: 'me.png', contentType: 'image/png', data: png },
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = await other.inject({ url: res.json().user.avatar_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await bucket.stat(keyOf(res.json().user.avatar_url)))?.size).toBe(image.rawPayload.length);
  });

  it('a process that cannot reach the bucket answers 503 to retry, and a refusing bucket 500', async () => {
    const owner = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, owner.user);
    const res = await post(t.app, `/api/v1/bookings/${booking.id}/receipts/`, owner.headers, {
      file: { filename: 'receipt.pdf', contentType: 'application/pdf', data: PDF },
    });
    expect(res.statusCode, res.body).toBe(201);
    const away = (await buildAppOn(t.database, { env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' } }))
      .app;
    const download = await away.inject({ url: res.json().url });
    expect(download.statusCode).toBe(503);
    expect(download.headers['retry-after']).toBe('5');
    expect(download.json().code).toBe('service_unavailable');
    const refusing = (await buildAppOn(t.database, { env: { ...s3.env, AWS_ACCESS_KEY_ID: 'NOT-A-KEY' } }))
      .app;
    expect((await refusing.inject({ url: res.json().url })).statusCode).toBe(500);
  });

  it('deleting a booking removes its files from the bucket', async () => {
    const admin = await signedIn(t, 'ADMIN');
    const owner = await signedIn(t, 'CUSTOMER');
    const { booking } = await makeBooking(t.db, owner.user);
    const res = await post(t.app, `/api/v1/bookings/${booking.id}/receipts/`, owner.headers, {
      file: { filename: 'receipt.pdf', contentType: 'application/pdf', data: PDF },
    });
    expect(res.statusCode, res.body).toBe(201);
    const key = keyOf(res.json().url);
    expect(await bucket.stat(key)).toEqual({ size: PDF.length });
    const deleted = await other.inject({
      method: 'DELETE',
      url: `/api/v1/admin/bookings/${booking.id}/delete/`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await bucket.stat(key)).toBeNull();
    expect((await t.app.inject({ url: res.json().url })).statusCode).toBe(404);
  });
});
