import {
  AGENT_HISTORY_DAYS,
  type AssignmentKind,
  type BookingCreateInput,
  type BookingStatus,
  type BucketClause,
  type CappedCount,
  COUNT_CAP,
  type DeliveryWindowDto,
  MY_BOOKINGS_BUCKET_CLAUSES,
  MY_BOOKINGS_BUCKETS,
  type MyBookingsBucket,
  normalizeShipmentStatus,
  PRE_SHIPMENT_STATUSES,
  PROHIBITED_GOODS_DECLARATION,
  type Quote,
  ROUTE_STAGE_SPELLINGS,
  SHIPMENT_GROUP_STATUSES,
  type ShipmentStatus,
  SPECIAL_EVENT_CODES,
} from '@ukgh/domain';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { anyOfIds, preparedPerHandle } from '../../db/prepared.ts';
import {
  assignments,
  type BookingRow,
  bookings,
  packages,
  payments,
  type RecipientChoicesRow,
  receipts,
  recipientChoices,
  type ShipmentRow,
  shipments,
  travelEvents,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { afterKey, capped, cappedCount, decodeCursor, keysetPage, timestampText } from '../../lib/keyset.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { matchCount, pageWithinCount, type SearchBranches } from '../../lib/search-branches.ts';
import {
  loadBookingsWindowContext,
  presentDeliveryWindow,
  windowIn,
} from '../delivery-window/delivery-window.service.ts';
import { recordBookingReceived } from '../operations/travel-events.ts';
import { invalidateTrackingOfBookings, noteChange } from '../tracking/tracking.cache.ts';
import { generateBookingCode } from './booking-code.ts';

const toPence = (gbp: number) => Math.round(gbp * 100);

/** The columns a create or an update payload sets, with the server's own price. */
const bookingFields = (input: BookingCreateInput, price: Quote) => ({
  senderName: input.sender_name,
  senderEmail: input.sender_email,
  senderPhone: input.sender_phone,
  senderLine1: input.sender_address.line1,
  senderLine2: input.sender_address.line2,
  senderCity: input.sender_address.city,
  senderPostcode: input.sender_address.postcode,
  senderCountry: input.sender_address.country_code,
  recipientName: input.recipient_name,
  recipientEmail: input.recipient_email,
  recipientPhone: input.recipient_phone,
  ...(input.recipient_whatsapp_opt_in !== undefined && {
    recipientWhatsappOptIn: input.recipient_whatsapp_opt_in,
  }),
  recipientLine1: input.recipient_address.line1,
  recipientLine2: input.recipient_address.line2,
  recipientCity: input.recipient_address.city,
  recipientPostcode: input.recipient_address.postcode,
  recipientCountry: input.recipient_address.country_code,
  recipientIdNumber: input.recipient_id_number,
  // Accepted again with each submission from the wizard; an edit that leaves it out keeps the earlier one.
  ...(input.prohibited_goods_declared && {
    prohibitedGoodsDeclaration: PROHIBITED_GOODS_DECLARATION,
    prohibitedGoodsDeclaredAt: new Date(),
  }),
  ghRegionCode: input.gh_region_code,
  serviceLevel: input.service_level_code,
  preferredPickupStart: input.preferred_pickup_start,
  preferredPickupEnd: input.preferred_pickup_end,
  proofMode: input.proof_mode,
  fragile: input.fragile,
  insuranceOptIn: input.insurance_opt_in,
  codOptIn: input.cod_opt_in,
  notes: input.notes,
  priceQuotePence: price.pence.total,
  priceQuotePesewas: price.pence.ghs_pesewas,
  gbpToGhsRate: String(price.gbp_to_ghs_rate),
  priceBreakdown: price.breakdown,
});

const packageRows = (bookingId: string, input: BookingCreateInput) =>
  input.packages.map((pkg, position) => ({
    bookingId,
    position,
    description: pkg.description,
    pkgType: pkg.pkg_type,
    qty: pkg.qty,
    weightKg: String(pkg.weight_kg),
    lengthCm: String(pkg.length_cm),
    widthCm: String(pkg.width_cm),
    heightCm: String(pkg.height_cm),
    declaredValuePence: toPence(pkg.declared_value),
    category: pkg.category,
    hsCode: pkg.hs_code,
  }));

/**
 * Writes a new PENDING booking with its packages, its shipment (status pending, no tracking number yet),
 * a pending payment for the quoted total and the first travel event. Call inside a transaction.
 */
export const insertBooking = async (
  tx: DbOrTx,
  customerId: string,
  input: BookingCreateInput,
  price: Quote,
  options: { idempotencyKey?: string | null; idempotencyFingerprint?: string | null; at?: Date } = {},
) => {
  const at = options.at ?? new Date();
  const [booking] = await tx
    .insert(bookings)
    .values({
      bookingCode: generateBookingCode(),
      customerId,
      status: 'PENDING',
      ...bookingFields(input, price),
      idempotencyKey: options.idempotencyKey ?? null,
      idempotencyFingerprint: options.idempotencyFingerprint ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx.insert(packages).values(packageRows(booking!.id, input));
  const [shipment] = await tx
    .insert(shipments)
    .values({ bookingId: booking!.id, createdAt: at, updatedAt: at })
    .returning();
  await tx
    .insert(payments)
    .values({ bookingId: booking!.id, amountPence: price.pence.total, createdAt: at, updatedAt: at });
  await recordBookingReceived(tx, shipment!.id, {
    customerId,
    location: `${input.sender_address.city}, UK`,
    at,
  });
  await noteChange(tx);
  return { booking: booking!, shipment: shipment! };
};

/** What has been paid or sent in for a booking: its payment's status and each receipt's. */
export const loadMoneyIn = async (tx: DbOrTx, bookingId: string) => {
  const [payment] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const rows = await tx
    .select({ status: receipts.status })
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId));
  return { paymentStatus: payment?.status ?? 'PENDING', receiptStatuses: rows.map((row) => row.status) };
};

/**
 * The owner's correction of a pending booking: every field of the payload, the package set replaced, the
 * new price and the pending payment's amount. Call inside a transaction, with the booking row locked.
 */
export const replaceBookingDetails = async (
  tx: DbOrTx,
  bookingId: string,
  input: BookingCreateInput,
  price: Quote,
  at = new Date(),
) => {
  const [booking] = await tx
    .update(bookings)
    .set({ ...bookingFields(input, price), updatedAt: at })
    .where(eq(bookings.id, bookingId))
    .returning();
  await tx.delete(packages).where(eq(packages.bookingId, bookingId));
  await tx.insert(packages).values(packageRows(bookingId, input));
  await tx
    .update(payments)
    .set({ amountPence: price.pence.total, updatedAt: at })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PENDING')));
  // Names, service and packages show on the public tracker (a staff correction may touch a confirmed one).
  await invalidateTrackingOfBookings(tx, [bookingId]);
  return booking!;
};

export type PackageRow = typeof packages.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type TravelEventRow = typeof travelEvents.$inferSelect;
export type TravelEventWithAgent = TravelEventRow & { agent: UserRow | null };

/** A booking with everything its list card shows. */
export interface BookingView {
  booking: BookingRow;
  customer: UserRow | null;
  shipment: ShipmentRow | null;
  packages: PackageRow[];
  agents: { pickup: UserRow | null; warehouse: UserRow | null; delivery: UserRow | null };
  lastEvent: TravelEventRow | null;
  /** The last real route stage (not an exception): where a progress bar stands after an exception. */
  lastStage: TravelEventRow | null;
  pickedUpAt: Date | null;
  payment: PaymentRow | null;
  /** The estimated delivery window (issue 15), computed on read. */
  deliveryWindow: DeliveryWindowDto;
}

/** A booking with everything its details page shows. */
export interface BookingDetailView extends BookingView {
  history: TravelEventWithAgent[];
  receipts: ReceiptRow[];
  /** What the recipient chose on their page (issue 50), or null when they have not been there. */
  recipientChoices: RecipientChoicesRow | null;
}

export const BOOKING_NOT_FOUND = 'Booking not found';

const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));

const usersByIds = preparedPerHandle((db) =>
  db.select().from(users).where(anyOfIds(users.id)).prepare('users_by_ids'),
);

const usersById = async (db: DbOrTx, ids: (string | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, UserRow>();
  return byKey(await usersByIds(db).execute({ ids: wanted }), (u) => u.id);
};

/**
 * `limit 1` written in the statement: drizzle sends a limit as a parameter, and with `limit $n` PostgreSQL
 * prices the reusable plan of a prepared statement as if each lateral read a tenth of the events, so it planned
 * the cards' query afresh on every call, which cost more than running it. Drizzle writes a limit that is a SQL
 * chunk as it is.
 */
const LIMIT_ONE = sql.raw('1') as unknown as number;

/** The newest (or, `asc`, the oldest) event of the outer query's shipment that `where` selects. */
const eventOfShipment = (db: DbOrTx, name: string, where: SQL | undefined, order: 'asc' | 'desc') =>
  db
    .select()
    .from(travelEvents)
    .where(and(eq(travelEvents.shipmentId, shipments.id), where))
    .orderBy(order === 'asc' ? asc(travelEvents.createdAt) : desc(travelEvents.createdAt))
    .limit(LIMIT_ONE)
    .as(name);

const eventColumns = getTableColumns(travelEvents);
/** A lateral event's columns, selected as one nested row (Drizzle selects a subquery only as a scalar). */
const eventFields = (event: ReturnType<typeof eventOfShipment>) =>
  Object.fromEntries(
    Object.keys(eventColumns).map((key) => [key, event[key as keyof typeof eventColumns]]),
  ) as typeof eventColumns;
/** A left-joined row that found nothing comes back with every column null. */
const foundEvent = (event: TravelEventRow | null | undefined) => (event?.id ? event : null);

const pickupAgents = aliasedTable(users, 'pickup_agent');
const warehouseAgents = aliasedTable(users, 'warehouse_agent');
const deliveryAgents = aliasedTable(users, 'delivery_agent');

/**
 * These bookings with their customer, shipment, payment and agents, and each shipment's last event, last real
 * route stage (not an exception) and collection (three index lookups per shipment): one query.
 */
const cardBookings = preparedPerHandle((db) => {
  const last = eventOfShipment(db, 'last_event', undefined, 'desc');
  const stage = eventOfShipment(
    db,
    'last_stage',
    and(
      inArray(sql`lower(${travelEvents.status})`, [...ROUTE_STAGE_SPELLINGS]),
      or(isNull(travelEvents.code), notInArray(sql`lower(${travelEvents.code})`, [...SPECIAL_EVENT_CODES])),
    ),
    'desc',
  );
  const pickup = eventOfShipment(db, 'pickup', eq(travelEvents.status, 'picked_up'), 'asc');
  return db
    .select({
      booking: bookings,
      customer: users,
      shipment: shipments,
      payment: payments,
      pickupAgent: pickupAgents,
      warehouseAgent: warehouseAgents,
      deliveryAgent: deliveryAgents,
      last: eventFields(last),
      stage: eventFields(stage),
      pickedUpAt: pickup.createdAt,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(shipments, eq(shipments.bookingId, bookings.id))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(pickupAgents, eq(pickupAgents.id, shipments.pickupAgentId))
    .leftJoin(warehouseAgents, eq(warehouseAgents.id, shipments.warehouseAgentId))
    .leftJoin(deliveryAgents, eq(deliveryAgents.id, shipments.deliveryAgentId))
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(stage, sql`true`)
    .leftJoinLateral(pickup, sql`true`)
    .where(anyOfIds(bookings.id))
    .prepare('card_bookings');
});

const cardPackages = preparedPerHandle((db) =>
  db
    .select()
    .from(packages)
    .where(anyOfIds(packages.bookingId))
    .orderBy(packages.bookingId, asc(packages.position), asc(packages.createdAt))
    .prepare('card_packages'),
);

/**
 * Loads the card data of these bookings in the order of `ids`, in three queries sent together whatever the
 * number: each query is a socket write and a wake-up of a database process, which cost more than the queries
 * themselves on a list's few rows.
 */
export const loadBookingViews = async (db: DbOrTx, ids: string[]): Promise<BookingView[]> => {
  if (ids.length === 0) return [];
  const [joined, packageRows, windows] = await Promise.all([
    cardBookings(db).execute({ ids }),
    cardPackages(db).execute({ ids }),
    loadBookingsWindowContext(db, ids),
  ]);

  const rowById = byKey(joined, (row) => row.booking.id);
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const { booking, customer, shipment, payment } = row;
    return [
      {
        booking,
        customer,
        shipment,
        packages: packageRows.filter((p) => p.bookingId === id),
        agents: { pickup: row.pickupAgent, warehouse: row.warehouseAgent, delivery: row.deliveryAgent },
        lastEvent: foundEvent(row.last),
        lastStage: foundEvent(row.stage),
        pickedUpAt: row.pickedUpAt ?? null,
        payment,
        deliveryWindow: presentDeliveryWindow(
          windowIn(windows, {
            bookingStatus: booking.status,
            serviceLevel: booking.serviceLevel,
            ghRegionCode: booking.ghRegionCode,
            preferredPickupStart: booking.preferredPickupStart,
            shipmentStatus: shipment?.status ?? null,
            lastEventAt: shipment?.lastEventAt ?? null,
            deliveredAt: shipment?.deliveredAt ?? null,
            departureId: shipment?.departureId ?? null,
          }),
        ),
      },
    ];
  });
};

/** The travel history of a shipment, oldest first, with each event's agent. */
export const loadHistory = async (db: DbOrTx, shipmentId: string | null): Promise<TravelEventWithAgent[]> => {
  if (!shipmentId) return [];
  const events = await db
    .select()
    .from(travelEvents)
    .where(eq(travelEvents.shipmentId, shipmentId))
    .orderBy(asc(travelEvents.createdAt));
  const agents = await usersById(
    db,
    events.map((e) => e.agentId),
  );
  return events.map((e) => ({ ...e, agent: e.agentId ? (agents.get(e.agentId) ?? null) : null }));
};

export const loadReceipts = (db: DbOrTx, bookingId: string) =>
  db.select().from(receipts).where(eq(receipts.bookingId, bookingId)).orderBy(asc(receipts.createdAt));

export const loadBookingDetail = async (db: DbOrTx, id: string): Promise<BookingDetailView> => {
  const [view] = await loadBookingViews(db, [id]);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  const [history, receiptRows, [choices]] = await Promise.all([
    loadHistory(db, view.shipment?.id ?? null),
    loadReceipts(db, id),
    db.select().from(recipientChoices).where(eq(recipientChoices.bookingId, id)),
  ]);
  return {
    ...view,
    history,
    receipts: receiptRows,
    recipientChoices: choices ?? null,
  };
};

/**
 * The id of the booking `id` if `scope` lets the caller see it; 404 otherwise. With `lock`, the booking row
 * stays locked until the caller's transaction ends (changes to one booking queue behind each other).
 */
export const findBookingIn = async (
  db: DbOrTx,
  scope: SQL,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ booking: BookingRow; shipment: ShipmentRow }> => {
  const query = db
    .select({ booking: bookings, shipment: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(and(eq(bookings.id, id), scope))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
};

/**
 * The bookings lists (My Bookings and My Shipments, Manage Bookings) over bookings ⨝ shipments, newest first:
 * a keyset page when the caller follows `next` (a cursor: an index walk from there, as fast as the first
 * page), else the `page` number as an OFFSET (what the spec's clients send; its cost grows with the page), and
 * the count capped at COUNT_CAP (lib/keyset.ts). Migration 0008 indexes the sort. A search comes as branches
 * (lib/search-branches.ts): each branch reads its own page and the union keeps the newest.
 */
const pageSelect = (db: DbOrTx, where: SQL | undefined, limit: number) =>
  db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      // Named: a cast column is otherwise also called created_at, which the union's ORDER BY could not tell apart.
      createdAtText: timestampText(bookings.createdAt).as('created_at_text'),
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);

export const bookingPageQuery = (
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  search?: SearchBranches,
) => {
  if (!search) return pageSelect(db, where, limit).offset(offset);
  const [first, second, ...rest] = search.branches.map((branch) =>
    pageSelect(db, and(where, branch), offset + limit),
  );
  return union(first!, second!, ...rest)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
};

/** A search's first page with its number of matches, in one statement (lib/search-branches.ts, pageWithinCount). */
export const bookingSearchPageWithCount = (
  db: DbOrTx,
  where: SQL | undefined,
  search: SearchBranches,
  limit: number,
) => {
  const [first, second, ...rest] = search.branches.map((branch) =>
    pageSelect(db, and(where, branch), search.countCap + 1),
  );
  const matched = union(first!, second!, ...rest).as('matched');
  return db
    .select({ id: matched.id, createdAtText: matched.createdAtText, matched: matchCount })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(limit);
};

const matchingSelect = (db: DbOrTx, where: SQL | undefined, cap: number) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(where)
    .limit(cap + 1);

/**
 * The rows a capped count reads: at most COUNT_CAP + 1 of them. A search counts its branches' first pages (its
 * cap + 1 rows each, in the list's order, as the hub does: modules/shipments/hub.repository.ts).
 */
export const bookingMatchingQuery = (db: DbOrTx, where: SQL | undefined, search?: SearchBranches) => {
  if (!search) return matchingSelect(db, where, COUNT_CAP);
  const [first, second, ...rest] = search.branches.map((branch) =>
    matchingSelect(db, and(where, branch), search.countCap).orderBy(
      desc(bookings.createdAt),
      desc(bookings.id),
    ),
  );
  return union(first!, second!, ...rest).limit(search.countCap + 1);
};

export const countBookings = (db: DbOrTx, where: SQL | undefined, search?: SearchBranches) =>
  cappedCount(db, bookingMatchingQuery(db, where, search), search?.countCap ?? COUNT_CAP);

export interface BookingPageInput {
  page: number;
  page_size: number;
  cursor?: string | undefined;
}

/**
 * One page of bookings (after the cursor, or at the page number) read by `load` from their ids, its capped
 * count and the next cursor. The page's rows are loaded while the count is still being read: a broad search's
 * count can take as long as the page and its cards together.
 */
export const readBookingPage = async <T>(
  db: DbOrTx,
  where: SQL | undefined,
  input: BookingPageInput,
  load: (ids: string[]) => Promise<T[]>,
  search?: SearchBranches,
  /** The count when the caller already has it (Manage Bookings' counters). */
  known?: Promise<CappedCount>,
) => {
  const cursor = decodeCursor(input.cursor);
  const offset = cursor ? 0 : offsetOf(input.page, input.page_size);
  // A search's first page and its count in one statement (a later page or a cursor reads the two apart).
  if (search && !cursor && offset === 0 && pageWithinCount(search, input.page_size + 1)) {
    const rows = await bookingSearchPageWithCount(db, where, search, input.page_size + 1);
    const { page, next } = keysetPage(rows, input.page_size, (row) => row.id);
    const count = capped(rows[0]?.matched ?? 0, search.countCap);
    return { items: await load(page.map((row) => row.id)), next, count, countCap: search.countCap };
  }
  const page = bookingPageQuery(
    db,
    and(where, afterKey(bookings.createdAt, bookings.id, cursor)),
    input.page_size + 1,
    offset,
    search,
  ).then(async (rows) => {
    const { page, next } = keysetPage(rows, input.page_size, (row) => row.id);
    return { items: await load(page.map((row) => row.id)), next };
  });
  const [{ items, next }, count] = await Promise.all([page, known ?? countBookings(db, where, search)]);
  return { items, next, count, countCap: search?.countCap ?? COUNT_CAP };
};

/**
 * The domain's My Bookings buckets (packages/domain customer-bookings.ts) as SQL over bookings ⨝ shipments,
 * so the list filter and the counters select exactly what the domain says, from one definition.
 */
const clauseSql = (clause: BucketClause): SQL =>
  and(
    eq(bookings.status, clause.booking),
    clause.shipment ? inArray(shipments.status, [...clause.shipment]) : undefined,
    clause.pickupAgent === undefined
      ? undefined
      : clause.pickupAgent
        ? isNotNull(shipments.pickupAgentId)
        : isNull(shipments.pickupAgentId),
  )!;

export const clausesSql = (clauses: readonly BucketClause[]): SQL => or(...clauses.map(clauseSql))!;

const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** One count per My Bookings counter: { pending, booked, confirmed, assigned }. */
export const bucketCounts = () =>
  Object.fromEntries(
    MY_BOOKINGS_BUCKETS.map((bucket) => [bucket, countIf(clausesSql(MY_BOOKINGS_BUCKET_CLAUSES[bucket]))]),
  ) as Record<MyBookingsBucket, SQL<number>>;

// Statuses are stored canonical (the move service normalises what it writes; migration 0002 fixed older rows),
// so these lists hold one spelling each.
/** The statuses that make a booking a shipment (spec 000 §4 Grouping). */
const SHIPMENT_GROUP = [
  ...new Set(SHIPMENT_GROUP_STATUSES.flatMap((status) => normalizeShipmentStatus(status) ?? [])),
];
const PRE_SHIPMENT: ShipmentStatus[] = [...PRE_SHIPMENT_STATUSES];
const IN_TRANSIT: ShipmentStatus[] = ['in_transit', 'out_for_delivery'];
const IN_GHANA: ShipmentStatus[] = ['arrived_ghana', 'at_ghana_warehouse'];

/** Pre-shipment: pending, cancelled and rejected bookings, and confirmed ones still with the sender. */
export const preShipment = or(
  inArray(bookings.status, ['PENDING', 'CANCELLED', 'REJECTED']),
  and(eq(bookings.status, 'CONFIRMED'), inArray(shipments.status, PRE_SHIPMENT)),
)!;

/**
 * `preShipment` for bookings of one status, written so each reads one index (bookings by status, or shipments
 * by status for confirmed ones): the OR across the two tables above makes the database join every booking
 * to its shipment first, seconds at a million bookings.
 */
export const preShipmentOf = (status: BookingStatus): SQL =>
  status === 'CONFIRMED'
    ? and(eq(bookings.status, 'CONFIRMED'), inArray(shipments.status, PRE_SHIPMENT))!
    : eq(bookings.status, status);

/** Bookings that have become shipments (the Shipments tab and the shipment figures). */
export const movingShipments = inArray(shipments.status, SHIPMENT_GROUP);

/** The shipment-status filter of the Shipments tab. */
export const shipmentStatusIs = (status: ShipmentStatus): SQL => eq(shipments.status, status);

/** Booking scopes as SQL over bookings ⨝ shipments; which one applies to whom is bookings.policy.ts. */
export const allBookings: SQL = sql`true`;
export const noBookings: SQL = sql`false`;
export const bookingsOfCustomer = (customerId: string): SQL => eq(bookings.customerId, customerId);

/** The agent holds a job of this kind on the shipment, open or completed lately (domain jobOpensBooking). */
export const bookingsWithAgentJob = (agentId: string, kind: AssignmentKind): SQL =>
  sql`exists (select 1 from ${assignments} where ${assignments.shipmentId} = ${shipments.id}
    and ${assignments.agentId} = ${agentId} and ${assignments.kind} = ${kind}
    and (${assignments.status} <> 'COMPLETED'
      or ${assignments.completedAt} >= now() - make_interval(days => ${AGENT_HISTORY_DAYS})))`;

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list search: code, recipient address and name, tracking number, and on the packages tab the goods. */
export const bookingListSearch = (search: string, withPackages: boolean): SQL | undefined => {
  const term = `%${escapeLike(search)}%`;
  const fields = [
    ilike(bookings.bookingCode, term),
    ilike(bookings.recipientLine1, term),
    ilike(bookings.recipientCity, term),
    ilike(bookings.recipientName, term),
    ilike(shipments.trackingNumber, term),
  ];
  if (withPackages) fields.push(ilike(packages.description, term));
  return or(...fields);
};

/** The booking a customer's earlier request with this idempotency key made, with that request's fingerprint. */
export const findBookingByIdempotencyKey = async (db: DbOrTx, customerId: string, key: string) => {
  const [row] = await db
    .select({ id: bookings.id, fingerprint: bookings.idempotencyFingerprint })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row;
};

/**
 * A page of packages (one row each) of the bookings matching `where`, newest booking first, by page number
 * (OFFSET, rows being packages), one row past the page to tell whether more follow; and their capped count.
 */
export const readPackagePage = async (
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ total: CappedCount; read: { id: string; bookingId: string }[] }> => {
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(packages)
      .innerJoin(bookings, eq(bookings.id, packages.bookingId))
      .innerJoin(shipments, eq(shipments.bookingId, bookings.id));
  const total = await cappedCount(
    db,
    from({ one: sql`1` })
      .where(where)
      .limit(COUNT_CAP + 1),
  );
  const read = (await from({ id: packages.id, bookingId: packages.bookingId })
    .where(where)
    .orderBy(desc(bookings.createdAt), bookings.id, packages.position, packages.id)
    .limit(pageSize + 1)
    .offset(offsetOf(page, pageSize))) as { id: string; bookingId: string }[];
  return { total, read };
};

/** The dashboard tiles' and list counters' figures over the bookings in `scope`, in one aggregate row. */
export const readBookingStats = async (db: DbOrTx, scope: SQL) => {
  const [row] = await db
    .select({
      total_bookings: count(),
      ...bucketCounts(),
      cancelled: countIf(eq(bookings.status, 'CANCELLED')),
      rejected: countIf(eq(bookings.status, 'REJECTED')),
      total_shipments: countIf(movingShipments),
      active_shipments: countIf(and(movingShipments, ne(shipments.status, 'delivered'))!),
      in_transit: countIf(inArray(shipments.status, IN_TRANSIT)),
      delivered: countIf(eq(shipments.status, 'delivered')),
      in_ghana: countIf(inArray(shipments.status, IN_GHANA)),
      exceptions: countIf(eq(shipments.status, 'exception')),
      spent_pence:
        sql<number>`coalesce(sum(${payments.amountPence}) filter (where ${payments.status} = 'PAID'), 0)`.mapWith(
          Number,
        ),
      outstanding_pence:
        sql<number>`coalesce(sum(${payments.amountPence}) filter (where ${payments.status} = 'PENDING' and ${bookings.status} in ('PENDING', 'CONFIRMED')), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(scope);
  return row!;
};

/** How many of the shipments in `scope` are at each stored status. */
export const countShipmentsByStatus = (db: DbOrTx, scope: SQL) =>
  db
    .select({ status: shipments.status, n: count() })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(and(scope, movingShipments))
    .groupBy(shipments.status);

/** Moves the shipment's version on, so screens holding it reload. */
export const bumpShipmentVersion = async (tx: DbOrTx, shipmentId: string) => {
  await tx
    .update(shipments)
    .set({ version: sql`${shipments.version} + 1`, updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId));
};

/** A booking's row by id. */
export const findBookingRow = async (tx: DbOrTx, id: string): Promise<BookingRow | undefined> => {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id));
  return booking;
};

/** The account a booking belongs to. */
export const findBookingCustomer = async (tx: DbOrTx, customerId: string): Promise<UserRow | undefined> => {
  const [customer] = await tx.select().from(users).where(eq(users.id, customerId));
  return customer;
};

/** The id of the booking in `scope` whose shipment has this (normalised) tracking number. */
export const findBookingIdByTrackingNumber = async (db: DbOrTx, scope: SQL, trackingNumber: string) => {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(and(eq(shipments.trackingNumber, trackingNumber), scope))
    .limit(1);
  return row?.id ?? null;
};

/** A booking's package lines in their order, as its mails list them. */
export const listPackageLines = (tx: DbOrTx, bookingId: string) =>
  tx
    .select({ description: packages.description, qty: packages.qty, weightKg: packages.weightKg })
    .from(packages)
    .where(eq(packages.bookingId, bookingId))
    .orderBy(asc(packages.position));
