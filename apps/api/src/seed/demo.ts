import { bookingCreateSchema, DEFAULT_NOTIFICATION_PREFERENCES, quote, type Role } from '@ukgh/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ensureDefaultSettings } from '../bootstrap/default-settings.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Tx } from '../db/client.ts';
import { payments, shipments, type UserRow, users } from '../db/schema.ts';
import { openFileStore } from '../lib/file-store.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertBooking } from '../modules/bookings/bookings.repository.ts';
import type { Actor } from '../modules/operations/actor.ts';
import { applyMoveIn, assignIn } from '../modules/operations/moves.service.ts';
import { currentGbpToGhs, getRateCard } from '../modules/settings/settings.repository.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoScenario,
  LOCATIONS,
  ROUTE,
  type RouteStatus,
  SCENARIOS,
} from './demo-data.ts';
import { seedDepartures } from './demo-departures.ts';
import { seedSettings } from './demo-settings.ts';

const config = loadConfig();
if (config.isProduction) {
  console.error(
    'seed:demo is refused when NODE_ENV=production: it creates accounts with a published password.',
  );
  process.exit(1);
}

const database = openDatabase(config);
await database.migrate();
const { db } = database;
await ensureDefaultSettings(db);
const files = await openFileStore(config.storage);

const printLogins = () => {
  console.log('\nDemo logins (password for all: %s)', DEMO_PASSWORD);
  for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(9)} ${u.email}`);
  console.log('');
};

const [existing] = await db.select().from(users).where(eq(users.email, DEMO_USERS[0]!.email));
if (existing) {
  console.log('The demo data is already there.');
  printLogins();
  await database.close();
  process.exit(0);
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const passwordHash = await hashPassword(DEMO_PASSWORD);
const rateCard = await getRateCard(db);
const rate = await currentGbpToGhs(db);

/** A small image standing in for a camera photo or a drawn signature, stored like a real upload. */
const demoProof = async (kind: 'photo' | 'signature') => {
  const svg =
    kind === 'photo'
      ? '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#c9a36b"/><rect x="170" y="140" width="300" height="220" fill="#8b5a2b" stroke="#5c3a1a" stroke-width="8"/><text x="320" y="440" font-size="28" text-anchor="middle" fill="#222">Parcel at the door</text></svg>'
      : '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#fff"/><path d="M40 140 C 90 40, 130 180, 180 100 S 260 60, 300 130 S 350 90, 370 110" stroke="#1a237e" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return files.put('proofs', png, 'png');
};

const seedUsers = async (tx: Tx) => {
  const created: UserRow[] = [];
  for (const u of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        phoneE164: u.phone,
        role: u.role,
        passwordHash,
        notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
        createdAt: new Date(Date.now() - 60 * DAY),
      })
      .returning();
    created.push(row!);
  }
  return created;
};

/** The morning after booking, 09:00 to 13:00 UK time (GMT in winter, when the seed's dates fall). */
const pickupWindow = (bookedAt: Date) => {
  const start = new Date(bookedAt.getTime() + DAY);
  start.setUTCHours(9, 0, 0, 0);
  return { start, end: new Date(start.getTime() + 4 * HOUR) };
};

/** Who makes each step of the route in the demo (absent: the admin). */
const STAGE_AGENT: Partial<Record<RouteStatus, Role>> = {
  picked_up: 'PICKUP',
  at_warehouse: 'WAREHOUSE',
  consolidated: 'WAREHOUSE',
  in_transit: 'WAREHOUSE',
  at_ghana_warehouse: 'WAREHOUSE',
  out_for_delivery: 'DELIVERY',
  delivered: 'DELIVERY',
};

const seedScenario = async (tx: Tx, s: DemoScenario, people: Record<string, UserRow>, customer: UserRow) => {
  const start = new Date(Date.now() - s.daysAgo * DAY - 3 * HOUR);
  const input = bookingCreateSchema.parse({
    sender_name: `${customer.firstName} ${customer.lastName}`,
    sender_email: customer.email,
    sender_phone: customer.phoneE164,
    sender_address: { line1: '27 Coldharbour Lane', city: 'London', postcode: 'SE5 9NR' },
    recipient_name: s.recipient.name,
    recipient_phone: s.recipient.phone,
    recipient_address: {
      line1: s.recipient.line1,
      city: s.recipient.city,
      postcode: s.recipient.postcode ?? null,
    },
    gh_region_code: s.recipient.region,
    packages: s.packages.map((p) => ({
      ...p,
      length_cm: p.dims?.[0] ?? 0,
      width_cm: p.dims?.[1] ?? 0,
      height_cm: p.dims?.[2] ?? 0,
    })),
    service_level_code: s.service,
    preferred_pickup_start: pickupWindow(start).start.toISOString(),
    preferred_pickup_end: pickupWindow(start).end.toISOString(),
    insurance_opt_in: s.insurance ?? false,
    fragile: s.packages.some((p) => p.description.includes('Television') || p.description.includes('Laptop')),
    notes: s.outcome === 'pending' ? 'Please call 30 minutes before arriving.' : null,
  });
  const price = quote(input, rateCard, rate);
  const { booking } = await insertBooking(tx, customer.id, input, price, { at: start });
  const admin = people.ADMIN!;

  const act = (user: UserRow): Actor => ({ id: user.id, role: user.role, requestId: null });

  if (s.outcome === 'pending') return;
  if (s.outcome === 'REJECTED' || s.outcome === 'CANCELLED') {
    const rejected = s.outcome === 'REJECTED';
    await applyMoveIn(tx, act(rejected ? admin : customer), {
      bookingId: booking.id,
      entity: 'booking',
      to: s.outcome,
      reason: rejected ? 'Car batteries are dangerous goods and cannot be shipped.' : null,
      at: new Date(start.getTime() + 5 * HOUR),
    });
    return;
  }

  // Every step through the move service, made by the agent whose stage it is (the arrival in Ghana and
  // exceptions in transit are the admin's), so the demo's history, jobs and audit trail are the real thing.
  const finalStatus: RouteStatus = s.outcome === 'exception' ? 'in_transit' : s.outcome;
  const steps = ROUTE.slice(ROUTE.indexOf('pickup_assigned') + 1, ROUTE.indexOf(finalStatus) + 1);
  const span = Math.max(1, s.daysAgo * DAY - 6 * HOUR);
  const confirmedAt = new Date(start.getTime() + 4 * HOUR);
  await applyMoveIn(tx, act(admin), {
    bookingId: booking.id,
    entity: 'booking',
    to: 'CONFIRMED',
    pickupAgentId: finalStatus === 'confirmed' ? null : people.PICKUP!.id,
    location: LOCATIONS.confirmed(s),
    at: confirmedAt,
  });
  for (const [i, status] of steps.entries()) {
    const at = new Date(confirmedAt.getTime() + (span * (i + 1)) / (steps.length + 1));
    const agent = STAGE_AGENT[status] ? people[STAGE_AGENT[status]]! : admin;
    const proof =
      status === 'delivered'
        ? { photoKey: await demoProof('photo'), signatureKey: await demoProof('signature') }
        : {};
    await applyMoveIn(tx, act(agent), {
      bookingId: booking.id,
      entity: 'shipment',
      to: status,
      location: LOCATIONS[status](s),
      notes: status === 'delivered' ? `Received by ${s.recipient.name}` : null,
      deliveryAgentId: status === 'out_for_delivery' ? people.DELIVERY!.id : null,
      at,
      ...proof,
    });
  }
  if (s.outcome === 'at_ghana_warehouse') {
    // The Ghana warehouse gives the parcel to the delivery agent, whose My Packages then has a job to start.
    await assignIn(tx, act(people.WAREHOUSE!), {
      bookingId: booking.id,
      kind: 'DELIVERY',
      agentId: people.DELIVERY!.id,
      at: new Date(Date.now() - 3 * HOUR),
    });
  }
  if (s.outcome === 'exception') {
    await applyMoveIn(tx, act(admin), {
      bookingId: booking.id,
      entity: 'shipment',
      to: 'exception',
      location: 'Kotoka International Airport, Accra',
      reason: 'Held by customs: invoice for the phones requested from the sender.',
      at: new Date(Date.now() - 2 * HOUR),
    });
  }

  const reached = (status: RouteStatus) => ROUTE.indexOf(finalStatus) >= ROUTE.indexOf(status);
  if (reached('picked_up')) {
    await tx
      .update(payments)
      .set({
        status: 'PAID',
        method: 'BANK_TRANSFER',
        reference: `DEMO-${booking.bookingCode}`,
        paidAt: confirmedAt,
        recordedBy: admin.id,
      })
      .where(eq(payments.bookingId, booking.id));
  }
};

await db.transaction(async (tx) => {
  const created = await seedUsers(tx);
  const people = Object.fromEntries(created.filter((u) => u.role !== 'CUSTOMER').map((u) => [u.role, u]));
  const customers = created.filter((u) => u.role === 'CUSTOMER');
  for (const s of SCENARIOS) await seedScenario(tx, s, people, customers[s.customer]!);
  await seedDepartures(tx, people.ADMIN!);
  await seedSettings(tx, people.ADMIN!);
});

const tracked = await db.select({ t: shipments.trackingNumber, s: shipments.status }).from(shipments);
console.log(`Seeded ${DEMO_USERS.length} users and ${tracked.length} bookings.`);
console.log('Tracking numbers to try on /track:');
for (const row of tracked.filter((r) => r.t)) console.log(`  ${row.t}  (${row.s})`);
printLogins();
await database.close();
files.close();
