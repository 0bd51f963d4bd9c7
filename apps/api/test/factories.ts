import { randomUUID } from 'node:crypto';
import {
  type BookingStatus,
  bookingCreateSchema,
  DEFAULT_NOTIFICATION_PREFERENCES,
  normalizeShipmentStatus,
  quote,
  type Role,
  type ShipmentStatus,
  shipmentMovesFrom,
} from '@ukgh/domain';
import { and, eq, isNull } from 'drizzle-orm';
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
import type { Actor } from '../src/modules/operations/actor.ts';
import { applyMoveIn, type MoveCommand } from '../src/modules/operations/moves.service.ts';
import { currentGbpToGhs, getRateCard } from '../src/modules/settings/settings.repository.ts';
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
  // The Accra digital address only fits Greater Accra; a test that picks another region gets none.
  recipient_address: {
    line1: '14 Oxford Street',
    line2: 'Osu',
    city: 'Accra',
    ...((overrides.gh_region_code ?? 'GR') === 'GR' ? { postcode: 'GA-183-8164' } : {}),
  },
  gh_region_code: 'GR',
  packages: [{ description: 'Clothes and shoes', weight_kg: 20, pkg_type: 'BOX', declared_value: 150 }],
  service_level_code: 'STANDARD',
  insurance_opt_in: false,
  ...overrides,
});

/** A step the test wants the goods to reach, with what the travel event should say. */
export interface FactoryEvent {
  status: string;
  code?: string | null;
  location?: string | null;
  notes?: string | null;
  /** The notes may show on the public tracker (marked for the customer). */
  notesPublic?: boolean;
  /** The agent who handled the goods (the admin records the move for them). */
  agentId?: string | null;
  photoKey?: string | null;
  signatureKey?: string | null;
  at?: Date;
}

export interface MakeBookingOptions {
  /** Payload fields over `bookingPayload()`'s. */
  input?: Partial<z.input<typeof bookingCreateSchema>>;
  /** PENDING (default); CONFIRMED issues a tracking number; REJECTED and CANCELLED never had one. */
  status?: BookingStatus;
  /** A fixed tracking number for a CONFIRMED booking, instead of a random one. */
  trackingNumber?: string;
  /** Where the goods go after confirmation, oldest first (see `moveBookingTo`). */
  events?: FactoryEvent[];
  /** When the booking was made (default ten days ago); confirmation is an hour later, events hourly after. */
  at?: Date;
}

const HOUR = 3600_000;
const FACTORY_ADMIN_EMAIL = 'factory-admin@example.com';

/** The admin the factories act as (made on first use in each database). */
export const factoryAdmin = async (db: Db): Promise<Actor> => {
  const [found] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, FACTORY_ADMIN_EMAIL), isNull(users.deletedAt)));
  const admin =
    found ?? (await makeUser(db, { role: 'ADMIN', email: FACTORY_ADMIN_EMAIL, firstName: 'Factory' }));
  return { id: admin.id, role: 'ADMIN', requestId: null };
};

/** An agent of this role for steps that need one (made on first use in each database). */
const factoryAgent = async (db: Db, role: 'PICKUP' | 'DELIVERY'): Promise<string> => {
  const email = `factory-${role.toLowerCase()}@example.com`;
  const [found] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return (found ?? (await makeUser(db, { role, email, firstName: 'Factory' }))).id;
};

/** A stand-in proof file key for a delivery a test makes without one (the file is never read). */
const FACTORY_PROOF = 'proofs/factory-proof.png';

/**
 * The shortest way along the real transition table from `from` to `to` (the steps after `from`). An
 * exception's exits depend on where the goods were, which the path itself says.
 */
export const routeBetween = (from: ShipmentStatus, to: ShipmentStatus): ShipmentStatus[] => {
  const queue: ShipmentStatus[][] = [[from]];
  const seen = new Set<ShipmentStatus>([from]);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const here = path.at(-1)!;
    if (here === to) return path.slice(1);
    const before = path.at(-2) ?? null;
    for (const rule of shipmentMovesFrom(here, here === 'exception' ? before : null)) {
      if (seen.has(rule.to)) continue;
      seen.add(rule.to);
      queue.push([...path, rule.to]);
    }
  }
  throw new Error(`No route from ${from} to ${to}`);
};

/**
 * Moves a confirmed booking's goods to `event.status` through the move service, one real move at a time
 * (e.g. picked_up → in_transit goes by at_warehouse), as the factory admin acting for `event.agentId`. The
 * last step carries the event's details; moves that need an agent or proof get the factory's.
 */
export const moveBookingTo = async (
  db: Db,
  bookingId: string,
  event: FactoryEvent,
  options: { pickupAgentId?: string | null; deliveryAgentId?: string | null } = {},
): Promise<ShipmentRow> => {
  const target = normalizeShipmentStatus(event.status);
  if (!target) throw new Error(`Unknown shipment status ${event.status}`);
  const admin = await factoryAdmin(db);
  const [current] = await db.select().from(shipments).where(eq(shipments.bookingId, bookingId));
  const steps = routeBetween(current!.status, target);
  // Agents are found or made before the transaction: PGlite has one connection, which the transaction holds.
  const pickupAgentId = steps.includes('pickup_assigned')
    ? (options.pickupAgentId ?? (await factoryAgent(db, 'PICKUP')))
    : null;
  const deliveryAgentId = steps.includes('out_for_delivery')
    ? (options.deliveryAgentId ??
      (target === 'out_for_delivery' ? event.agentId : null) ??
      (await factoryAgent(db, 'DELIVERY')))
    : null;
  return db.transaction(async (tx) => {
    const at = event.at ?? new Date();
    for (const [i, to] of steps.entries()) {
      const last = i === steps.length - 1;
      // Intermediate steps happen just before the event, in order.
      const when = new Date(at.getTime() - (steps.length - 1 - i) * 60_000);
      const command: MoveCommand = {
        bookingId,
        entity: 'shipment',
        to,
        at: when,
        reason: to === 'exception' ? (event.notes ?? 'Factory step') : null,
        ...(last
          ? {
              location: event.location ?? null,
              notes: event.notes ?? null,
              notesPublic: event.notesPublic ?? false,
              agentId: event.agentId ?? null,
              photoKey: event.photoKey ?? null,
              signatureKey: event.signatureKey ?? null,
            }
          : {}),
      };
      if (to === 'pickup_assigned') command.pickupAgentId = pickupAgentId;
      if (to === 'out_for_delivery') command.deliveryAgentId = deliveryAgentId;
      if (to === 'delivered' && !command.photoKey && !command.signatureKey)
        command.signatureKey = FACTORY_PROOF;
      await applyMoveIn(tx, admin, command);
    }
    const [moved] = await tx.select().from(shipments).where(eq(shipments.bookingId, bookingId));
    return moved!;
  });
};

/** Applies `events` in time order (given times, else hourly after `start`), each through `moveBookingTo`. */
const moveThrough = async (
  db: Db,
  bookingId: string,
  start: Date,
  events: FactoryEvent[],
  options: { pickupAgentId?: string | null; deliveryAgentId?: string | null } = {},
) => {
  let time = start.getTime();
  const timed = events.map((event) => {
    time = event.at?.getTime() ?? time + HOUR;
    return { ...event, at: new Date(time) };
  });
  timed.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of timed) await moveBookingTo(db, bookingId, event, options);
};

const reloadBooking = async (db: Db, bookingId: string) => {
  const [row] = await db
    .select({ booking: bookings, shipment: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row!;
};

/**
 * A booking as the API would have made it: the payload parsed by the domain schema, priced by the domain
 * engine on the rate card in settings, written by `insertBooking`; then confirmed, rejected or cancelled and
 * moved through `events` by the move service, as the screens would.
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
  const { booking } = await db.transaction((tx) =>
    insertBooking(tx, customer.id, input, price, { at: created }),
  );
  if (status === 'PENDING') return { ...(await reloadBooking(db, booking.id)), trackingNumber: null };
  const decided = new Date(created.getTime() + HOUR);
  if (status === 'CONFIRMED') {
    const { trackingNumber } = await confirmBooking(db, booking.id, {
      at: decided,
      trackingNumber: options.trackingNumber,
      events: options.events,
    });
    return { ...(await reloadBooking(db, booking.id)), trackingNumber };
  }
  const actor: Actor =
    status === 'CANCELLED' ? { id: customer.id, role: 'CUSTOMER' } : await factoryAdmin(db);
  await db.transaction((tx) =>
    applyMoveIn(tx, actor, {
      bookingId: booking.id,
      entity: 'booking',
      to: status,
      reason: status === 'REJECTED' ? 'We cannot ship these items' : null,
      at: decided,
    }),
  );
  return { ...(await reloadBooking(db, booking.id)), trackingNumber: null };
};

/**
 * Confirms an existing pending booking as an admin does, through the move service: CONFIRMED, a tracking
 * number, a 'confirmed' event (and pickup_assigned with a pickup agent); then the goods move through
 * `events` (hourly unless timed), out for delivery with `deliveryAgentId` when given.
 */
export const confirmBooking = async (
  db: Db,
  bookingId: string,
  options: {
    pickupAgentId?: string | null;
    deliveryAgentId?: string | null;
    trackingNumber?: string;
    events?: FactoryEvent[];
    at?: Date;
  } = {},
): Promise<{ shipment: ShipmentRow; trackingNumber: string }> => {
  const at = options.at ?? new Date(Date.now() - 5 * 24 * HOUR);
  const admin = await factoryAdmin(db);
  await db.transaction(async (tx) => {
    // A fixed number is set before the move, which keeps a number the shipment already has.
    if (options.trackingNumber)
      await tx
        .update(shipments)
        .set({ trackingNumber: options.trackingNumber })
        .where(eq(shipments.bookingId, bookingId));
    await applyMoveIn(tx, admin, {
      bookingId,
      entity: 'booking',
      to: 'CONFIRMED',
      location: 'London, UK',
      pickupAgentId: options.pickupAgentId ?? null,
      at,
    });
  });
  await moveThrough(db, bookingId, at, options.events ?? [], options);
  const { shipment } = await reloadBooking(db, bookingId);
  return { shipment, trackingNumber: shipment.trackingNumber! };
};
