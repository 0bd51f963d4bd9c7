import { randomUUID } from 'node:crypto';
import {
  type BookingStatus,
  bookingCreateSchema,
  DEFAULT_NOTIFICATION_PREFERENCES,
  quote,
  type Role,
} from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../src/db/client.ts';
import {
  type BookingRow,
  bookings,
  type ShipmentRow,
  shipments,
  type UserRow,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createTokenService } from '../src/lib/tokens.ts';
import { insertBooking } from '../src/modules/bookings/bookings.repository.ts';
import { currentGbpToGhs, getRateCard } from '../src/modules/settings/settings.repository.ts';
import { issueTrackingNumber } from '../src/modules/shipments/tracking-number.ts';
import { type NewTravelEvent, recordTravelEvent } from '../src/modules/shipments/travel-events.ts';
import type { TestApp } from './app.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!23';

// The production hash is deliberately slow (and so is checking it at sign-in). Factory accounts get one
// cheap hash per password: the stored format names its cost, so sign-in checks it with the same code.
const TEST_HASH_COST = { n: 2 ** 10, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password, TEST_HASH_COST));
  return hashes.get(password)!;
};

export const makeUser = async (
  db: Db,
  overrides: Partial<{
    role: Role;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    isActive: boolean;
    phoneE164: string | null;
  }> = {},
): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${randomUUID()}@example.com`,
      firstName: overrides.firstName ?? 'Kofi',
      lastName: overrides.lastName ?? 'Boateng',
      phoneE164: overrides.phoneE164 ?? null,
      role: overrides.role ?? 'CUSTOMER',
      isActive: overrides.isActive ?? true,
      passwordHash: await cachedHash(overrides.password ?? DEFAULT_PASSWORD),
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    })
    .returning();
  return row!;
};

export const loginAs = async (t: TestApp, email: string, password = DEFAULT_PASSWORD) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().tokens.access as string;
};

/** The header a request needs to act with this token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The status a login with these credentials gets (200, or 401 when refused), without throwing. */
export const loginStatus = async (t: TestApp, email: string, password = DEFAULT_PASSWORD, ip?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return res.statusCode;
};

/**
 * An access token for this user, signed as sign-in signs one (same secret, lifetime and claims), without
 * the round trip: the sign-in itself is tested in auth.test.ts.
 */
export const tokenFor = (t: TestApp, user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) =>
  createTokenService(t.config.jwtSecret, t.config.jwtTtl).sign({
    sub: user.id,
    role: user.role,
    tv: user.tokenVersion,
  });

/** A user of the given role with a valid token, ready to call the API. */
export const signedIn = async (
  t: TestApp,
  role: Role = 'CUSTOMER',
  overrides: Parameters<typeof makeUser>[1] = {},
) => {
  const user = await makeUser(t.db, { role, ...overrides });
  const token = await tokenFor(t, user);
  return { user, token, headers: bearer(token) };
};

/** A complete, valid booking create payload (spec 000 §3); tests override what they care about. */
export const bookingPayload = (
  overrides: Partial<z.input<typeof bookingCreateSchema>> = {},
): z.input<typeof bookingCreateSchema> => ({
  sender_name: 'Kofi Boateng',
  sender_email: 'kofi.sender@example.com',
  sender_phone: '+447700900123',
  sender_address: { line1: '221B Baker Street', line2: 'Flat 2', city: 'London', postcode: 'NW1 6XE' },
  recipient_name: 'Akosua Owusu',
  recipient_email: 'akosua.recipient@example.com',
  recipient_phone: '+233241234567',
  recipient_address: { line1: '14 Oxford Street', line2: 'Osu', city: 'Accra', postcode: 'GA-183-8164' },
  gh_region_code: 'GR',
  packages: [{ description: 'Clothes and shoes', weight_kg: 20, pkg_type: 'BOX', declared_value: 150 }],
  service_level_code: 'STANDARD',
  insurance_opt_in: false,
  ...overrides,
});

export interface MakeBookingOptions {
  /** Payload fields over `bookingPayload()`'s. */
  input?: Partial<z.input<typeof bookingCreateSchema>>;
  /** PENDING (default); CONFIRMED issues a tracking number; REJECTED and CANCELLED never had one. */
  status?: BookingStatus;
  /** A fixed tracking number for a CONFIRMED booking, instead of a random one. */
  trackingNumber?: string;
  /** Travel events after confirmation, oldest first; each moves the shipment status. */
  events?: NewTravelEvent[];
  /** When the booking was made (default ten days ago); confirmation is an hour later, events hourly after. */
  at?: Date;
}

const HOUR = 3600_000;

/**
 * A booking as the API would have made it: the payload parsed by the domain schema, priced by the domain
 * engine on the rate card in settings, written by `insertBooking`; then confirmed with a tracking number
 * and moved through `events` when asked.
 */
export const makeBooking = async (
  db: Db,
  customer: UserRow,
  options: MakeBookingOptions = {},
): Promise<{ booking: BookingRow; shipment: ShipmentRow; trackingNumber: string | null }> => {
  const input = bookingCreateSchema.parse(bookingPayload(options.input));
  const [card, rate] = await Promise.all([getRateCard(db), currentGbpToGhs(db)]);
  const price = quote(input, card, rate);
  const created = options.at ?? new Date(Date.now() - 10 * 24 * HOUR);
  const status = options.status ?? 'PENDING';
  return db.transaction(async (tx) => {
    const { booking, shipment } = await insertBooking(tx, customer.id, input, price, { at: created });
    if (status === 'PENDING') return { booking, shipment, trackingNumber: null };
    const decided = new Date(created.getTime() + HOUR);
    const stamps =
      status === 'CONFIRMED'
        ? { confirmedAt: decided }
        : status === 'REJECTED'
          ? { rejectedAt: decided, rejectionReason: 'We cannot ship these items' }
          : { cancelledAt: decided, cancellationReason: 'Cancelled by the customer' };
    const [updated] = await tx
      .update(bookings)
      .set({ status, ...stamps, updatedAt: decided })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (status !== 'CONFIRMED') return { booking: updated!, shipment, trackingNumber: null };

    const trackingNumber = options.trackingNumber ?? (await issueTrackingNumber(tx));
    await tx.update(shipments).set({ trackingNumber }).where(eq(shipments.id, shipment.id));
    await recordTravelEvent(tx, shipment.id, {
      status: 'confirmed',
      location: 'London, UK',
      notes: 'Booking confirmed',
      at: decided,
    });
    let at = decided.getTime();
    for (const event of options.events ?? []) {
      at = event.at?.getTime() ?? at + HOUR;
      await recordTravelEvent(tx, shipment.id, { ...event, at: new Date(at) });
    }
    const [moved] = await tx.select().from(shipments).where(eq(shipments.id, shipment.id));
    return { booking: updated!, shipment: moved!, trackingNumber };
  });
};

/**
 * Confirms an existing pending booking as an admin would: CONFIRMED, a tracking number, a 'confirmed'
 * event; then, when given, agents on the shipment and further travel events (hourly unless timed).
 */
export const confirmBooking = async (
  db: Db,
  bookingId: string,
  options: {
    pickupAgentId?: string | null;
    warehouseAgentId?: string | null;
    deliveryAgentId?: string | null;
    events?: NewTravelEvent[];
    at?: Date;
  } = {},
): Promise<{ shipment: ShipmentRow; trackingNumber: string }> =>
  db.transaction(async (tx) => {
    const at = options.at ?? new Date(Date.now() - 5 * 24 * HOUR);
    await tx
      .update(bookings)
      .set({ status: 'CONFIRMED', confirmedAt: at, updatedAt: at })
      .where(eq(bookings.id, bookingId));
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.bookingId, bookingId));
    const trackingNumber = await issueTrackingNumber(tx);
    await tx
      .update(shipments)
      .set({
        trackingNumber,
        pickupAgentId: options.pickupAgentId ?? null,
        warehouseAgentId: options.warehouseAgentId ?? null,
        deliveryAgentId: options.deliveryAgentId ?? null,
      })
      .where(eq(shipments.id, shipment!.id));
    await recordTravelEvent(tx, shipment!.id, { status: 'confirmed', location: 'London, UK', at });
    let time = at.getTime();
    for (const event of options.events ?? []) {
      time = event.at?.getTime() ?? time + HOUR;
      await recordTravelEvent(tx, shipment!.id, { ...event, at: new Date(time) });
    }
    const [moved] = await tx.select().from(shipments).where(eq(shipments.id, shipment!.id));
    return { shipment: moved!, trackingNumber };
  });
