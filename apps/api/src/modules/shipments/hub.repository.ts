import {
  HUB_COUNT_CAP,
  HUB_SHIPMENT_STATUSES,
  type HubFilters,
  readSearchTerm,
  type ShipmentStatus,
} from '@ukgh/domain';
import {
  aliasedTable,
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { anyOfIds, preparedPerHandle } from '../../db/prepared.ts';
import {
  bookingSearchText,
  bookings,
  shipments,
  travelEvents,
  userSearchText,
  users,
} from '../../db/schema.ts';
import { afterKey, cappedCount, type KeysetCursor, timestampText } from '../../lib/keyset.ts';
import { matchCount, type SearchBranches, searchBranches } from '../../lib/search-branches.ts';

/**
 * The packages hub's one definition of "which parcels": the hub's scope (confirmed bookings whose goods are
 * on the move, spec 001 §4) and each filter as SQL over shipments ⨝ bookings. The list, the capped count and
 * the CSV export all build their WHERE from here, and every condition is one an index of migration 0003
 * serves (see apps/api/bench/hub-plans.ts for the plans on 200,000 bookings).
 */
export const hubScope = (): SQL =>
  and(eq(bookings.status, 'CONFIRMED'), inArray(shipments.status, [...HUB_SHIPMENT_STATUSES]))!;

/** `%term%` for ILIKE, with the user's own % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back-office search, one rule for the packages hub and the dashboard (domain `readSearchTerm`): the
 * booking's code, names, phones and address lines, the recipient's town, the tracking number, and the
 * customer's name and phone, each a condition one trigram index serves (migrations 0003 and 0015); a phone
 * typed the national way is looked for as the E.164 the database stores, too.
 */
export const bookingSearchFields = (raw: string): [SQL, SQL, ...SQL[]] => {
  const term = readSearchTerm(raw);
  const pattern = containsPattern(term.text);
  const customerMatches = (p: string) =>
    sql`${bookings.customerId} in (select ${users.id} from ${users} where (${userSearchText(users)}) ilike ${p})`;
  const fields: [SQL, SQL, ...SQL[]] = [
    sql`(${bookingSearchText(bookings)}) ilike ${pattern}`,
    sql`${shipments.trackingNumber} ilike ${containsPattern(term.tracking)}`,
    customerMatches(pattern),
    sql`${bookings.recipientCity} ilike ${pattern}`,
  ];
  if (term.phone) {
    const phone = containsPattern(term.phone);
    fields.push(sql`(${bookingSearchText(bookings)}) ilike ${phone}`, customerMatches(phone));
  }
  return fields;
};

/** The list's search: a branch per field (lib/search-branches.ts). */
export const hubSearchOf = (term: string | undefined): SearchBranches | undefined =>
  term ? searchBranches(bookingSearchFields(term)) : undefined;

/**
 * The export's search: every match is read anyway, so one semi-join on the union of each field's ids (an OR
 * across joined tables would make the planner scan them instead).
 */
const searchCondition = (term: string): SQL => {
  const matching = bookingSearchFields(term).map(
    (field) =>
      sql`select ${shipments.id} from ${shipments} inner join ${bookings} on ${bookings.id} = ${shipments.bookingId} where ${field}`,
  );
  return sql`${shipments.id} in (${sql.join(matching, sql` union `)})`;
};

/** A travel event of this shipment matching `condition` (the partial indexes of migration 0003 hold them). */
const hasEvent = (condition: SQL) =>
  sql`exists (select 1 from ${travelEvents} where ${travelEvents.shipmentId} = ${shipments.id} and (${condition}))`;

export const PROOF_EVENT = sql`${travelEvents.photoKey} is not null or ${travelEvents.signatureKey} is not null`;
export const CONSOLIDATED_EVENT = sql`${travelEvents.status} = 'consolidated' or ${travelEvents.code} = 'consolidated'`;

const yesNo = (value: string | undefined, condition: SQL): SQL | undefined => {
  if (value === 'yes') return condition;
  if (value === 'no') return sql`not ${condition}`;
  return undefined;
};

/** The start of the date range: "today" is the office's day (Europe/London), the others rolling windows. */
const since = (range: string | undefined): SQL | undefined => {
  switch (range) {
    case 'today':
      return sql`${shipments.createdAt} >= (date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')`;
    case '7d':
      return sql`${shipments.createdAt} >= now() - interval '7 days'`;
    case '30d':
      return sql`${shipments.createdAt} >= now() - interval '30 days'`;
    default:
      return undefined;
  }
};

/**
 * Agents: `pickup` = with its pickup agent (no delivery agent yet), `delivery` = a delivery agent is
 * assigned, `unassigned` = no agent at all; together they partition the hub.
 */
const agentCondition = (agent: string | undefined): SQL | undefined => {
  switch (agent) {
    case 'pickup':
      return and(isNotNull(shipments.pickupAgentId), isNull(shipments.deliveryAgentId));
    case 'delivery':
      return isNotNull(shipments.deliveryAgentId);
    case 'unassigned':
      return and(isNull(shipments.pickupAgentId), isNull(shipments.deliveryAgentId));
    default:
      return undefined;
  }
};

/** The conditions the filters add to the hub's scope: none when every filter is off. */
export const hubFilterConditions = (filters: HubFilters): SQL[] =>
  [
    filters.status && filters.status !== 'all' ? eq(shipments.status, filters.status as never) : undefined,
    agentCondition(filters.agent),
    since(filters.date_range),
    yesNo(filters.proof, hasEvent(PROOF_EVENT)),
    yesNo(filters.consolidated, hasEvent(CONSOLIDATED_EVENT)),
    filters.search ? searchCondition(filters.search) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);

/** Everything the filters select, search included (the CSV export). */
export const hubWhere = (filters: HubFilters): SQL => and(hubScope(), ...hubFilterConditions(filters))!;

/** The list's: the filters as one condition and the search as branches. */
export const hubListWhere = (filters: HubFilters) => ({
  where: and(hubScope(), ...hubFilterConditions({ ...filters, search: undefined }))!,
  search: hubSearchOf(filters.search),
});

/** The hub's keyset: (shipments.created_at, shipments.id), newest first (lib/keyset.ts). */
export const afterCursor = (cursor: KeysetCursor | null): SQL | undefined =>
  afterKey(shipments.createdAt, shipments.id, cursor);

/** The row's created_at as PostgreSQL's text, for the next cursor. */
export const createdAtText = timestampText(shipments.createdAt);

const pageSelect = (db: DbOrTx, where: SQL, limit: number) =>
  db
    .select({
      shipmentId: shipments.id,
      bookingId: shipments.bookingId,
      customerId: bookings.customerId,
      createdAt: shipments.createdAt,
      // Named: a cast column is otherwise also called created_at, which a union's ORDER BY could not tell apart.
      createdAtText: createdAtText.as('created_at_text'),
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(where)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit);

/** One page of the hub's rows (ids and the cursor's key), newest first: what `EXPLAIN` is checked on. */
export const hubPageQuery = (db: DbOrTx, where: SQL, limit: number, search?: SearchBranches) => {
  if (!search) return pageSelect(db, where, limit);
  const [first, second, ...rest] = search.branches.map((branch) =>
    pageSelect(db, and(where, branch)!, limit),
  );
  return union(first!, second!, ...rest)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit);
};

/** A search's first page with its number of matches, in one statement (lib/search-branches.ts, pageWithinCount). */
export const hubSearchPageWithCount = (db: DbOrTx, where: SQL, search: SearchBranches, limit: number) => {
  const [first, second, ...rest] = search.branches.map((branch) =>
    pageSelect(db, and(where, branch)!, search.countCap + 1),
  );
  const matched = union(first!, second!, ...rest).as('matched');
  return db
    .select({
      shipmentId: matched.shipmentId,
      bookingId: matched.bookingId,
      customerId: matched.customerId,
      createdAtText: matched.createdAtText,
      matched: matchCount,
    })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.shipmentId))
    .limit(limit);
};

const matchingSelect = (db: DbOrTx, where: SQL, cap: number) =>
  db
    .select({ id: shipments.id })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(where)
    .limit(cap + 1);

/**
 * The rows a capped count reads: at most `cap` + 1 of them. A search counts its branches' first pages (cap + 1
 * rows each, in the list's order): unordered, the planner reads a broad branch from the table's oldest rows,
 * where a filter for parcels on the move finds few.
 */
export const hubMatchingQuery = (db: DbOrTx, where: SQL, cap: number, search?: SearchBranches) => {
  if (!search) return matchingSelect(db, where, cap);
  const [first, second, ...rest] = search.branches.map((branch) =>
    matchingSelect(db, and(where, branch)!, search.countCap).orderBy(
      desc(shipments.createdAt),
      desc(shipments.id),
    ),
  );
  return union(first!, second!, ...rest).limit(search.countCap + 1);
};

/** The hub's scope narrowed to these statuses (a stats card). */
export const hubScopeAt = (statuses: readonly ShipmentStatus[]): SQL =>
  and(hubScope(), inArray(shipments.status, [...statuses]))!;

/** How many parcels match, capped (at the search's cap, else the hub's). */
export const countHubMatching = (db: DbOrTx, where: SQL, search?: SearchBranches) =>
  cappedCount(db, hubMatchingQuery(db, where, HUB_COUNT_CAP, search), search?.countCap ?? HUB_COUNT_CAP);

/** Whether each of these shipments has a proof of delivery and has been consolidated. */
const shipmentFlags = preparedPerHandle((db) =>
  db
    .select({
      shipmentId: travelEvents.shipmentId,
      proof: sql<boolean>`bool_or(${PROOF_EVENT})`,
      consolidated: sql<boolean>`bool_or(${CONSOLIDATED_EVENT})`,
    })
    .from(travelEvents)
    .where(and(anyOfIds(travelEvents.shipmentId), or(PROOF_EVENT, CONSOLIDATED_EVENT)))
    .groupBy(travelEvents.shipmentId)
    .prepare('hub_shipment_flags'),
);

/** The proof and consolidated flags of these shipments (those with neither have no row). */
export const readShipmentFlags = (db: DbOrTx, shipmentIds: string[]) =>
  shipmentFlags(db).execute({ ids: shipmentIds });

/** The booking of a shipment, by the shipment's id. */
export const findBookingIdOfShipment = async (db: DbOrTx, shipmentId: string) => {
  const [row] = await db
    .select({ bookingId: shipments.bookingId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row?.bookingId ?? null;
};

/** Scan & Update's look-up: the booking with this tracking number or booking code, within `scope` if given. */
export const findScannedBookingId = async (
  db: DbOrTx,
  by: { trackingNumber: string } | { bookingCode: string },
  scope: SQL | undefined,
) => {
  const match =
    'trackingNumber' in by
      ? eq(shipments.trackingNumber, by.trackingNumber)
      : eq(bookings.bookingCode, by.bookingCode);
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
    .where(and(match, scope))
    .limit(1);
  return row?.id ?? null;
};

/** These shipments with their booking's id and code and their tracking number (a bulk action's selection). */
export const listShipmentCodes = (db: DbOrTx, shipmentIds: string[]) =>
  db
    .select({
      shipmentId: shipments.id,
      bookingId: shipments.bookingId,
      bookingCode: bookings.bookingCode,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .where(inArray(shipments.id, shipmentIds));

const exportPickup = aliasedTable(users, 'pickup_agent');
const exportDelivery = aliasedTable(users, 'delivery_agent');
const exportCustomer = aliasedTable(users, 'customer');
const fullName = (t: typeof users) =>
  sql<string | null>`nullif(trim(${t.firstName} || ' ' || ${t.lastName}), '')`;

/** One batch of the CSV export's rows after `cursor` (keyset), newest first. */
export const readHubExportBatch = (db: DbOrTx, where: SQL, cursor: KeysetCursor | null, limit: number) =>
  db
    .select({
      id: shipments.id,
      createdAtText,
      trackingNumber: shipments.trackingNumber,
      bookingCode: bookings.bookingCode,
      customer: fullName(exportCustomer),
      sender: bookings.senderName,
      status: shipments.status,
      pickupAgent: fullName(exportPickup),
      deliveryAgent: fullName(exportDelivery),
      createdAt: shipments.createdAt,
      updatedAt: shipments.updatedAt,
    })
    .from(shipments)
    .innerJoin(bookings, eq(bookings.id, shipments.bookingId))
    .leftJoin(exportCustomer, eq(exportCustomer.id, bookings.customerId))
    .leftJoin(exportPickup, eq(exportPickup.id, shipments.pickupAgentId))
    .leftJoin(exportDelivery, eq(exportDelivery.id, shipments.deliveryAgentId))
    .where(and(where, afterCursor(cursor))!)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit);

/** The plan lines of a query (EXPLAIN, or EXPLAIN ANALYZE to see the real time). */
export const explainLines = async (db: DbOrTx, query: SQLWrapper, analyze: boolean) => {
  const result = await db.execute(sql`explain ${sql.raw(analyze ? '(analyze, buffers off) ' : '')}${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((row) => row['QUERY PLAN'] ?? Object.values(row)[0] ?? '');
};
