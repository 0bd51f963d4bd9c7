import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { RECEIPT_MAX_PER_BOOKING } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, signedIn } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { receipts } from '../../db/schema.ts';
import { RECEIPT_LIMIT_MESSAGE } from './receipts.service.ts';

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
const url = (id: string) => `/api/v1/bookings/${id}/receipts/`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let owner: Caller;
let bookingId: string;
let jpeg: Buffer;

beforeAll(async () => {
  owner = await signedIn(t, 'CUSTOMER');
  bookingId = (await makeBooking(t.db, owner.user)).booking.id;
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
    .jpeg()
    .withMetadata()
    .toBuffer();
});

const upload = (
  parts: Parameters<typeof multipart>[0],
  headers: Record<string, string> = owner.headers,
  id = bookingId,
) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: url(id),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('POST /bookings/{id}/receipts/', () => {
  it('takes an image, re-encodes it in its own format and serves it under the name it was sent with', async () => {
    const res = await upload({
      notes: 'Bank transfer, ref 1234',
      file: { filename: 'receipt.jpg', contentType: 'image/jpeg', data: jpeg },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      booking_id: bookingId,
      mime_type: 'image/jpeg',
      notes: 'Bank transfer, ref 1234',
      original_name: 'receipt.jpg',
      download_name: 'receipt.jpg',
    });
    expect(body.url).toMatch(
      /^\/api\/v1\/files\/receipts\/[0-9a-f-]{36}\.jpg\?expires=\d+&name=receipt\.jpg&sig=/,
    );
    const file = await t.app.inject({ url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe('attachment; filename=receipt.jpg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    // Still re-encoded: the camera's metadata is gone.
    expect(meta.exif).toBeUndefined();
    // The name is part of the signature: a link cannot offer the file under another one.
    const renamed = await t.app.inject({ url: body.url.replace('name=receipt.jpg', 'name=invoice.exe') });
    expect(renamed.statusCode).toBe(403);
  });

  it('a PDF downloads under its own name, a name of any script too', async () => {
    const res = await upload({
      file: { filename: 'Relevé de compte.pdf', contentType: 'application/pdf', data: PDF },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().download_name).toBe('Relevé de compte.pdf');
    const file = await t.app.inject({ url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Relev%C3%A9%20de%20compte.pdf");
  });

  it('takes a PDF as it is, whatever type the browser claims', async () => {
    const res = await upload({
      file: { filename: 'r.bin', contentType: 'application/octet-stream', data: PDF },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mime_type: 'application/pdf', notes: null });
    const file = await t.app.inject({ url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("refuses text dressed as an image or PDF (415, 'Please upload an image or PDF receipt')", async () => {
    const before = await t.db.select().from(receipts).where(eq(receipts.bookingId, bookingId));
    for (const contentType of ['image/png', 'application/pdf', 'text/plain']) {
      const res = await upload({
        file: { filename: 'receipt.png', contentType, data: Buffer.from('just some text, not a receipt') },
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().message).toBe('Please upload an image or PDF receipt');
    }
    expect(await t.db.select().from(receipts).where(eq(receipts.bookingId, bookingId))).toHaveLength(
      before.length,
    );
  });

  it('refuses a file over 10 MB (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload({ file: { filename: 'huge.pdf', contentType: 'application/pdf', data: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it("answers 400 'Please select a receipt file' without a file", async () => {
    const res = await upload({ notes: 'forgot the file' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please select a receipt file' });
    expect(res.json().details.file).toEqual(['Please select a receipt file']);
  });

  it('answers 404 to another customer, 403 to staff, 401 to nobody', async () => {
    const file = { file: { filename: 'r.pdf', contentType: 'application/pdf', data: PDF } };
    const stranger = await signedIn(t, 'CUSTOMER');
    expect((await upload(file, stranger.headers)).statusCode).toBe(404);
    expect((await upload(file, (await signedIn(t, 'ADMIN')).headers)).statusCode).toBe(403);
    expect((await upload(file, {})).statusCode).toBe(401);
  });
});

describe(`at most ${RECEIPT_MAX_PER_BOOKING} receipts per booking`, () => {
  const storedReceipts = async () =>
    (await readdir(path.join(t.dataDir, 'uploads', 'receipts')).catch(() => [])).length;
  const file = { file: { filename: 'r.pdf', contentType: 'application/pdf', data: PDF } };

  /** A new booking of the owner's already holding `n` receipt rows. */
  const bookingWithReceipts = async (n: number) => {
    const { booking } = await makeBooking(t.db, owner.user);
    await t.db.insert(receipts).values(
      Array.from({ length: n }, () => ({
        bookingId: booking.id,
        uploadedBy: owner.user.id,
        fileKey: `receipts/${randomUUID()}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: PDF.length,
      })),
    );
    return booking;
  };

  it('lets exactly one of five simultaneous uploads take the last place; the others leave no row or file', async () => {
    const booking = await bookingWithReceipts(RECEIPT_MAX_PER_BOOKING - 1);
    const filesBefore = await storedReceipts();

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(file, owner.headers, booking.id)),
    );

    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({ code: 'conflict', message: RECEIPT_LIMIT_MESSAGE });
    const rows = await t.db.select().from(receipts).where(eq(receipts.bookingId, booking.id));
    expect(rows).toHaveLength(RECEIPT_MAX_PER_BOOKING);
    expect(await storedReceipts()).toBe(filesBefore + 1);
  });

  it('refuses one more to a full booking', async () => {
    const booking = await bookingWithReceipts(RECEIPT_MAX_PER_BOOKING);
    const res = await upload(file, owner.headers, booking.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECEIPT_LIMIT_MESSAGE);
  });
});

describe('GET /bookings/{id}/receipts/', () => {
  it('lists the receipts, oldest first, also in the booking details; 404 to another customer', async () => {
    const res = await t.app.inject({ url: url(bookingId), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { mime_type: string }) => r.mime_type)).toEqual([
      'image/jpeg',
      'application/pdf',
      'application/pdf',
    ]);
    const details = (
      await t.app.inject({ url: `/api/v1/bookings/${bookingId}/`, headers: owner.headers })
    ).json();
    expect(details.receipts.map((r: { id: string }) => r.id)).toEqual(list.map((r: { id: string }) => r.id));
    expect(details.payment.status).toBe('PENDING');
    const stranger = await signedIn(t, 'CUSTOMER');
    expect((await t.app.inject({ url: url(bookingId), headers: stranger.headers })).statusCode).toBe(404);
    const admin = await signedIn(t, 'ADMIN');
    expect((await t.app.inject({ url: url(bookingId), headers: admin.headers })).statusCode).toBe(200);
  });
});
