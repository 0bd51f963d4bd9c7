import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SECURITY_MESSAGES } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, signedIn } from '../../../test/factories.ts';
import { type FilePart, multipart } from '../../../test/multipart.ts';
import { receipts, travelEvents, users } from '../../db/schema.ts';
import { FIELD_TOO_LARGE_MESSAGE } from '../../lib/uploads.ts';
import { PROOF_MIN_SIDE, PROOF_TOO_SMALL_MESSAGE } from '../package-status/proof-files.ts';

/**
 * Uploads as a whole (issue 13, Input): a request with more files or more bytes than its route allows is
 * refused whole and stores nothing, also when many such requests arrive at once; what is stored is under
 * a name the server makes; it is served with its real type, `nosniff` and as an attachment.
 */

const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof signedIn>>;
let customer: Caller;
let admin: Caller;
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  customer = await signedIn(t, 'CUSTOMER');
  admin = await signedIn(t, 'ADMIN');
  png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});

const stored = async () => {
  const root = path.join(t.dataDir, 'uploads');
  const folders = await readdir(root).catch(() => [] as string[]);
  const names = await Promise.all(
    folders.map((f) => readdir(path.join(root, f)).catch(() => [] as string[])),
  );
  return names.flat();
};

const post = (url: string, caller: Caller, parts: Record<string, string | FilePart>) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
};

const file = (data: Buffer, filename = 'x.png', contentType = 'image/png'): FilePart => ({
  filename,
  contentType,
  data,
});

/** Each upload route with a request that has one file more than it takes. */
const tooManyFiles = async () => {
  const { booking: receiptBooking } = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
  const { booking: proofBooking } = await makeBooking(t.db, customer.user, {
    status: 'CONFIRMED',
    events: [{ status: 'out_for_delivery' }],
  });
  return [
    {
      name: 'a receipt with a second file',
      send: () =>
        post(`/api/v1/bookings/${receiptBooking.id}/receipts/`, customer, {
          file: file(PDF, 'r.pdf', 'application/pdf'),
          extra: file(PDF, 'r2.pdf', 'application/pdf'),
        }),
      rows: async () =>
        (await t.db.select().from(receipts).where(eq(receipts.bookingId, receiptBooking.id))).length,
    },
    {
      name: 'proofs with a third file',
      send: () =>
        post(`/api/v1/admin/bookings/${proofBooking.id}/update-status/`, admin, {
          status: 'delivered',
          proof_photo: file(png),
          proof_signature: file(png),
          extra: file(png),
        }),
      rows: async () =>
        (await t.db.select().from(travelEvents)).filter((e) => e.status === 'delivered').length,
    },
    {
      name: 'an avatar with a second file',
      send: () =>
        post('/api/v1/auth/profile/upload-avatar/', customer, { avatar: file(png), extra: file(png) }),
      rows: async () =>
        (await t.db.select().from(users).where(eq(users.id, customer.user.id)))[0]!.avatarKey ? 1 : 0,
    },
  ];
};

describe('upload limits', () => {
  it('refuses a request with more files than its route takes with 413 and stores nothing from it', async () => {
    for (const route of await tooManyFiles()) {
      const [files, rows] = [await stored(), await route.rows()];
      const res = await route.send();
      expect(res.statusCode, route.name).toBe(413);
      expect(res.json(), route.name).toMatchObject({
        code: 'payload_too_large',
        message: 'Too many files in one upload',
      });
      expect(await stored(), route.name).toEqual(files);
      expect(await route.rows(), route.name).toBe(rows);
    }
  });

  it('refuses 12 such requests sent at once, every one whole', async () => {
    const routes = await tooManyFiles();
    const [files, rows] = [await stored(), await Promise.all(routes.map((r) => r.rows()))];
    const answers = await Promise.all(routes.flatMap((r) => Array.from({ length: 4 }, () => r.send())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(413));
    expect(await stored()).toEqual(files);
    expect(await Promise.all(routes.map((r) => r.rows()))).toEqual(rows);
  });

  it('refuses proofs whose second file is over the size cap with 413, the first (valid) one not stored either', async () => {
    const { booking } = await makeBooking(t.db, customer.user, {
      status: 'CONFIRMED',
      events: [{ status: 'out_for_delivery' }],
    });
    const files = await stored();
    const big = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1)]);
    const sends = Array.from({ length: 4 }, () =>
      post(`/api/v1/admin/bookings/${booking.id}/update-status/`, admin, {
        status: 'delivered',
        proof_photo: file(png),
        proof_signature: file(big),
      }),
    );
    expect((await Promise.all(sends)).map((r) => r.statusCode)).toEqual([413, 413, 413, 413]);
    expect(await stored()).toEqual(files);
  });

  it('refuses a text field over 64 KB in an upload with 413 (so a request is at most its files plus small fields)', async () => {
    const { booking } = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    const files = await stored();
    const res = await post(`/api/v1/bookings/${booking.id}/receipts/`, customer, {
      notes: 'n'.repeat(64 * 1024 + 1),
      file: file(PDF, 'r.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(FIELD_TOO_LARGE_MESSAGE);
    expect(await stored()).toEqual(files);
  });
});

describe('stored and served', () => {
  it('stores a receipt under a name the server makes and serves it as an attachment of its real type, named for it', async () => {
    const { booking } = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    // A PDF that calls itself a PNG, named to climb out of the folder.
    const res = await post(`/api/v1/bookings/${booking.id}/receipts/`, customer, {
      file: file(PDF, '../../../evil.html', 'image/png'),
    });
    expect(res.statusCode).toBe(201);
    const key = /\/files\/(receipts\/[0-9a-f-]{36}\.pdf)\?/.exec(res.json().url)?.[1];
    expect(key).toBeDefined();
    expect(await stored()).toContain(path.basename(key!));
    expect((await stored()).some((name) => name.includes('evil'))).toBe(false);

    const served = await t.app.inject({ url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The customer's name without its folders, and with the extension of what the file really is.
    expect(served.headers['content-disposition']).toBe('attachment; filename=evil.pdf');
  });

  it('serves an avatar as a WebP attachment with nosniff', async () => {
    const res = await post('/api/v1/auth/profile/upload-avatar/', customer, { avatar: file(png, 'me.svg') });
    expect(res.statusCode).toBe(200);
    const url = res.json().user.avatar_url as string;
    expect(url).toMatch(/\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url: new URL(url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('attachment; filename="avatar.webp"');
  });
});

describe('images that are not what their header says, and proofs too small to prove anything', () => {
  /** A PNG whose header is whole (320 × 240) but whose pixel data is cut off after 200 bytes. */
  const damaged = async () => {
    const noise = Buffer.alloc(320 * 240 * 3).map((_, i) => (i * 7919) % 251);
    const whole = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } })
      .png()
      .toBuffer();
    return whole.subarray(0, 200);
  };
  const sized = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
  const deliveryBooking = async () =>
    (
      await makeBooking(t.db, customer.user, {
        status: 'CONFIRMED',
        events: [{ status: 'out_for_delivery' }],
      })
    ).booking;
  const deliver = (bookingId: string, parts: Record<string, FilePart>) =>
    post(`/api/v1/admin/bookings/${bookingId}/update-status/`, admin, { status: 'delivered', ...parts });

  it('answers 415 with a clear message for a damaged image as an avatar, a receipt and a proof (it was 500), storing nothing', async () => {
    const data = await damaged();
    const { booking } = await makeBooking(t.db, customer.user, { status: 'CONFIRMED' });
    const proofBooking = await deliveryBooking();
    const files = await stored();
    const answers = [
      await post('/api/v1/auth/profile/upload-avatar/', customer, { avatar: file(data) }),
      await post(`/api/v1/bookings/${booking.id}/receipts/`, customer, { file: file(data) }),
      await deliver(proofBooking.id, { proof_photo: file(data) }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'unsupported_media_type',
        message: SECURITY_MESSAGES.imageUnreadable,
      });
    }
    expect(await stored()).toEqual(files);
  });

  it(`refuses a proof under ${PROOF_MIN_SIDE} px on its shorter side with 400 on the field, and takes one at ${PROOF_MIN_SIDE}`, async () => {
    const booking = await deliveryBooking();
    const files = await stored();
    for (const [field, [width, height]] of [
      ['proof_photo', [1, 1]],
      ['proof_photo', [PROOF_MIN_SIDE - 1, 1000]],
      ['proof_signature', [400, PROOF_MIN_SIDE - 1]],
    ] as const) {
      const res = await deliver(booking.id, { [field]: file(await sized(width, height)) });
      expect(res.statusCode, `${field} ${width}×${height}`).toBe(400);
      expect(res.json().details).toEqual({ [field]: [PROOF_TOO_SMALL_MESSAGE] });
    }
    expect(await stored()).toEqual(files);
    const ok = await deliver(booking.id, {
      proof_photo: file(await sized(PROOF_MIN_SIDE, 300)),
      proof_signature: file(await sized(400, PROOF_MIN_SIDE)),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
