import { addDays, DEFAULT_DELIVERY_ESTIMATE, formatDayMonth, formatDeliveryWindow } from '@ukgh/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeDeparture } from '../../../test/departures.ts';
import { makeBooking, signedIn } from '../../../test/factories.ts';
import { departures, notificationOutbox } from '../../db/schema.ts';

const t = await createTestApp();
type Caller = Awaited<ReturnType<typeof signedIn>>;
let admin: Caller;
let warehouse: Caller;
let ama: Caller;
let yaw: Caller;

beforeAll(async () => {
  admin = await signedIn(t, 'ADMIN');
  warehouse = await signedIn(t, 'WAREHOUSE');
  ama = await signedIn(t, 'CUSTOMER');
  yaw = await signedIn(t, 'CUSTOMER');
});

const DAY = 24 * 3600_000;
const ghanaDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
const sea = DEFAULT_DELIVERY_ESTIMATE.customs_clearance_days.sea;
const region = (code: 'GR' | 'NR') => DEFAULT_DELIVERY_ESTIMATE.delivery_days[code];
/** What the window should be for a parcel to `code` on a sailing due on `eta`. */
const expected = (eta: Date | string, code: 'GR' | 'NR') => ({
  from: addDays(ghanaDate(eta), sea[0] + region(code)[0]),
  to: addDays(ghanaDate(eta), sea[1] + region(code)[1]),
});

/** A Standard parcel to `code`, received at the UK warehouse and scanned onto `departureId`. */
const parcelOn = async (departureId: string, customer: Caller, code: 'GR' | 'NR') => {
  const made = await makeBooking(t.db, customer.user, {
    status: 'CONFIRMED',
    input: { gh_region_code: code },
    events: [{ status: 'picked_up' }, { status: 'at_warehouse' }],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/departures/${departureId}/packages/`,
    headers: warehouse.headers,
    payload: { tracking_number: made.trackingNumber },
  });
  expect(res.statusCode).toBe(201);
  return made;
};

const track = async (n: string) =>
  (await t.app.inject({ url: `/api/v1/shipments/track/${n}/` })).json().delivery_window;
const editDeparture = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/departures/${id}/`, headers: admin.headers, payload });
const movedMails = (userId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.kind, 'delivery_window_moved')));

describe('the delivery window in every answer', () => {
  it('follows the departure a parcel is on: tracker, customer list and details, packages hub', async () => {
    const departure = await makeDeparture(t.db);
    const made = await parcelOn(departure.id, ama, 'NR');
    const want = {
      ...expected(departure.eta, 'NR'),
      depends_on: `sailing MSC ABIDJAN ETA ${formatDayMonth(ghanaDate(departure.eta))}`,
      delivered_on: null,
    };
    const text = formatDeliveryWindow(want.from, want.to);

    expect(await track(made.trackingNumber!)).toEqual({ ...want, text });

    // My Shipments (the parcels on the move).
    const list = await t.app.inject({ url: '/api/v1/bookings/?tab=shipments', headers: ama.headers });
    const card = list.json().results.find((b: { id: string }) => b.id === made.booking.id);
    expect(card.delivery_window).toEqual({ ...want, text });
    const details = await t.app.inject({ url: `/api/v1/bookings/${made.booking.id}/`, headers: ama.headers });
    expect(details.json().delivery_window).toEqual({ ...want, text });

    const hub = await t.app.inject({
      url: `/api/v1/shipments/?search=${made.trackingNumber}`,
      headers: admin.headers,
    });
    expect(hub.json().results[0].delivery_window).toEqual({ ...want, text });
  });

  it('before consolidation, follows the next sailing whose cut-off is still to come', async () => {
    const made = await makeBooking(t.db, ama.user, {
      status: 'CONFIRMED',
      events: [{ status: 'at_warehouse' }],
    });
    // Every open sailing the test database holds: the estimate takes the one with the earliest cut-off.
    const next = await makeDeparture(t.db, { cutOffAt: new Date(Date.now() + 2 * 3600_000) });
    const w = await track(made.trackingNumber!);
    expect(w.depends_on).toBe(`next sailing cut-off ${formatDayMonth(ghanaDate(next.cutOffAt))}`);
    expect(w).toMatchObject(expected(next.eta, 'GR'));
  });

  it('has none for a cancelled booking', async () => {
    const cancelled = await makeBooking(t.db, ama.user, { status: 'CANCELLED' });
    const list = await t.app.inject({ url: '/api/v1/bookings/', headers: ama.headers });
    const card = list.json().results.find((b: { id: string }) => b.id === cancelled.booking.id);
    expect(card.delivery_window).toBeNull();
  });
});

describe('a departure whose ETA slips', () => {
  it('moves every parcel on it at once and mails each customer once', async () => {
    const departure = await makeDeparture(t.db);
    const mine = await parcelOn(departure.id, ama, 'GR');
    const theirs = await parcelOn(departure.id, yaw, 'NR');
    const later = new Date(departure.eta.getTime() + 4 * DAY);
    // Looked up once before the slip, so the tracker's cached answer must be dropped by the edit.
    expect(await track(mine.trackingNumber!)).toMatchObject(expected(departure.eta, 'GR'));

    const res = await editDeparture(departure.id, { eta: later.toISOString() });
    expect(res.statusCode).toBe(200);
    expect(await track(mine.trackingNumber!)).toMatchObject(expected(later, 'GR'));
    expect(await track(theirs.trackingNumber!)).toMatchObject(expected(later, 'NR'));

    const [amaMail, ...amaMore] = await movedMails(ama.user.id);
    expect(amaMore).toHaveLength(0);
    const was = expected(departure.eta, 'GR');
    const now = expected(later, 'GR');
    expect(amaMail!.payload).toMatchObject({
      tracking_number: mine.trackingNumber,
      previous: { text: formatDeliveryWindow(was.from, was.to) },
      window: { text: formatDeliveryWindow(now.from, now.to) },
    });
    expect(await movedMails(yaw.user.id)).toHaveLength(1);

    // The same edit again changes nothing and mails nobody; a one-day slip is not worth a mail.
    await editDeparture(departure.id, { eta: later.toISOString() });
    await editDeparture(departure.id, { eta: new Date(later.getTime() + DAY).toISOString() });
    expect(await movedMails(ama.user.id)).toHaveLength(1);
    expect(await movedMails(yaw.user.id)).toHaveLength(1);
  });
});

const setState = (id: string, state: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/departures/${id}/state/`,
    headers: admin.headers,
    payload: { state },
  });
const windowText = (w: { from: string; to: string }) => formatDeliveryWindow(w.from, w.to);

describe('a departure whose state changes', () => {
  it('mails nobody when it leaves as planned, and each customer once when it arrives far from its ETA', async () => {
    const esi = await signedIn(t, 'CUSTOMER');
    const departure = await makeDeparture(t.db);
    const made = await parcelOn(departure.id, esi, 'GR');

    expect((await setState(departure.id, 'departed')).statusCode).toBe(200);
    // Still due on its ETA: the window has not moved.
    expect(await track(made.trackingNumber!)).toMatchObject(expected(departure.eta, 'GR'));
    expect(await movedMails(esi.user.id)).toHaveLength(0);

    // It arrives today, nearly three weeks early.
    expect((await setState(departure.id, 'arrived')).statusCode).toBe(200);
    const arrived = expected(new Date(), 'GR');
    expect(await track(made.trackingNumber!)).toMatchObject(arrived);
    const [mail, ...more] = await movedMails(esi.user.id);
    expect(more).toHaveLength(0);
    expect(mail!.payload).toMatchObject({
      tracking_number: made.trackingNumber,
      previous: { text: windowText(expected(departure.eta, 'GR')) },
      window: { text: windowText(arrived) },
    });
  });
});

describe('parcels waiting for the next sailing', () => {
  it('are mailed once when its ETA slips, and again when it leaves without them', async () => {
    const kofi = await signedIn(t, 'CUSTOMER');
    // The earliest cut-off of all: the next sailing for a parcel already in the UK warehouse.
    const next = await makeDeparture(t.db, { cutOffAt: new Date(Date.now() + 30 * 60_000) });
    await makeDeparture(t.db, { cutOffAt: new Date(Date.now() + 3 * 3600_000) });
    const waiting = await makeBooking(t.db, kofi.user, {
      status: 'CONFIRMED',
      events: [{ status: 'at_warehouse' }],
    });
    expect(await track(waiting.trackingNumber!)).toMatchObject({
      ...expected(next.eta, 'GR'),
      depends_on: `next sailing cut-off ${formatDayMonth(ghanaDate(next.cutOffAt))}`,
    });

    const later = new Date(next.eta.getTime() + 4 * DAY);
    expect((await editDeparture(next.id, { eta: later.toISOString() })).statusCode).toBe(200);
    expect(await track(waiting.trackingNumber!)).toMatchObject(expected(later, 'GR'));
    const [slip, ...none] = await movedMails(kofi.user.id);
    expect(none).toHaveLength(0);
    expect(slip!.payload).toMatchObject({
      tracking_number: waiting.trackingNumber,
      previous: { text: windowText(expected(next.eta, 'GR')) },
      window: { text: windowText(expected(later, 'GR')) },
    });

    // It sails without the parcel: the window follows the sailing after it, four days sooner.
    expect((await setState(next.id, 'departed')).statusCode).toBe(200);
    const following = await track(waiting.trackingNumber!);
    expect(following.depends_on).toMatch(/^next sailing cut-off/);
    expect(following.from < expected(later, 'GR').from).toBe(true);
    const mails = await movedMails(kofi.user.id);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.id !== slip!.id)!.payload).toMatchObject({
      previous: { text: windowText(expected(later, 'GR')) },
      window: { text: following.text },
    });
  });
});

describe('mails', () => {
  it('the confirmation carries the estimated delivery', async () => {
    const made = await makeBooking(t.db, ama.user, { status: 'CONFIRMED' });
    const [mail] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `booking_confirmed:${made.booking.id}`));
    const w = (mail!.payload as { delivery_window: { text: string; depends_on: string } }).delivery_window;
    expect(w.text).toMatch(/^[A-Z][a-z]{2} \d{1,2}/);
    expect(w.depends_on).toMatch(/^next sailing cut-off|^no sailing scheduled yet/);
  });
});

describe('the delivery window and the settings', () => {
  it('follows a change of the clearance days on the very next lookup (the tracker reads them with the parcel)', async () => {
    const departure = await makeDeparture(t.db);
    const made = await parcelOn(departure.id, yaw, 'GR');
    const before = await track(made.trackingNumber!);
    expect(before).toMatchObject(expected(departure.eta, 'GR'));

    const slower = structuredClone(DEFAULT_DELIVERY_ESTIMATE);
    slower.customs_clearance_days.sea = [sea[0] + 2, sea[1] + 3];
    const put = (delivery_estimate: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings/',
        headers: admin.headers,
        payload: { delivery_estimate },
      });
    expect((await put(slower)).statusCode).toBe(200);
    try {
      expect(await track(made.trackingNumber!)).toMatchObject({
        from: addDays(before.from, 2),
        to: addDays(before.to, 3),
      });
    } finally {
      expect((await put(DEFAULT_DELIVERY_ESTIMATE)).statusCode).toBe(200);
    }
  });

  it('follows a departure written outside the app (a correction in SQL) once the database has told the server', async () => {
    const made = await makeBooking(t.db, ama.user, {
      status: 'CONFIRMED',
      events: [{ status: 'at_warehouse' }],
    });
    await track(made.trackingNumber!); // the answer and what every window reads are now kept
    // Sooner than every other open sailing here, without the app's invalidation: the database's trigger
    // tells every API process when this commits.
    const cutOffAt = new Date(Date.now() + 10 * 60_000);
    const eta = new Date(Date.now() + 6 * DAY);
    const [sooner] = await t.db
      .insert(departures)
      .values({
        mode: 'sea',
        carrier: 'MSC',
        vesselOrFlight: 'MSC CORRECTED',
        cutOffAt,
        etd: new Date(Date.now() + DAY),
        eta,
        state: 'loading',
      })
      .returning();
    try {
      await expect
        .poll(() => track(made.trackingNumber!), { timeout: 5000, interval: 20 })
        .toMatchObject(expected(eta, 'GR'));
    } finally {
      await t.db.delete(departures).where(eq(departures.id, sooner!.id));
    }
  });
});
