import { createHash } from 'node:crypto';
import {
  type BookingCreateInput,
  type BookingListQuery,
  bookingFilterOf,
  canCustomerCancel,
  canCustomerEdit,
  normalizeShipmentStatus,
  normalizeTrackingNumber,
  pickupDatesIssue,
  priceChangeRefusal,
  quote,
  SECURITY_MESSAGES,
  shipmentStatusFilterOf,
} from '@ukgh/domain';
import { and, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, invalid, notFound, unprocessable } from '../../lib/errors.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import { actorOf } from '../operations/actor.ts';
import { changedFields, recordAudit } from '../operations/audit.ts';
import { applyMoveIn } from '../operations/moves.service.ts';
import {
  currentGbpToGhs,
  getBankDetails,
  getBankHolidays,
  getCollectionDays,
  getRateCard,
} from '../settings/settings.repository.ts';
import { canStaffCorrect, correctableFields } from './booking-correction.ts';
import { bookingMailData } from './booking-mail.ts';
import { bookingScope, ownerScope } from './bookings.policy.ts';
import {
  allBookings,
  bookingListSearch,
  bumpShipmentVersion,
  clausesSql,
  countShipmentsByStatus,
  findBookingByIdempotencyKey,
  findBookingCustomer,
  findBookingIdByTrackingNumber,
  findBookingIn,
  insertBooking,
  loadBookingDetail,
  loadBookingViews,
  loadHistory,
  loadMoneyIn,
  movingShipments,
  preShipment,
  readBookingPage,
  readBookingStats,
  readPackagePage,
  replaceBookingDetails,
  shipmentStatusIs,
} from './bookings.repository.ts';

export const NOT_PENDING_EDIT = 'Only a pending booking can be changed';
export const NOT_OPEN_CORRECT = 'Only an open booking can be corrected';
export const NOT_PENDING_CANCEL = 'Only pending bookings can be cancelled';

export const createBookingsService = (ctx: AppContext) => {
  const { db } = ctx;

  /**
   * A customer's pickup dates must fall on the collection calendar of the moment (collection days and bank
   * holidays in settings).
   */
  const assertCollectionDates = async (input: BookingCreateInput) => {
    const [days, holidays] = await Promise.all([getCollectionDays(db), getBankHolidays(db)]);
    const issue = pickupDatesIssue(input, days, new Date(), holidays);
    if (issue) throw invalid(issue.message, { [issue.field]: [issue.message] });
  };

  /**
   * A paid booking keeps its price (SECURITY.md P2). Called under the booking's lock, as receipts and
   * payments are taken, so a receipt accepted mid-edit waits for the edit.
   */
  const assertPriceMayChange = async (
    tx: DbOrTx,
    booking: { id: string; priceQuotePence: number },
    newTotalPence: number,
    by: 'customer' | 'staff',
  ) => {
    const refusal = priceChangeRefusal(
      { ...(await loadMoneyIn(tx, booking.id)), currentTotalPence: booking.priceQuotePence, newTotalPence },
      by,
    );
    if (refusal) throw conflict(refusal);
  };

  /** The server's own price: the current rate card and GBP→GHS rate; nothing from the payload but goods. */
  const priceOf = async (tx: DbOrTx, input: BookingCreateInput) =>
    quote(input, await getRateCard(tx), await currentGbpToGhs(tx));

  /**
   * The booking an earlier request with this key made, or null. The same key with another body is a 422:
   * answering the first booking would silently drop what the client sent now.
   */
  const findByIdempotencyKey = async (customerId: string, key: string, fingerprint: string) => {
    const row = await findBookingByIdempotencyKey(db, customerId, key);
    if (row?.fingerprint && row.fingerprint !== fingerprint)
      throw unprocessable(SECURITY_MESSAGES.idempotencyKeyReused, {
        'Idempotency-Key': [SECURITY_MESSAGES.idempotencyKeyReused],
      });
    return row?.id ?? null;
  };

  const statusFilter = (query: BookingListQuery): SQL | undefined => {
    if (query.tab === 'all') {
      if (!query.status || query.status === 'all') return undefined;
      throw invalid('Unknown status filter', { status: ["Only 'all' lists every stage"] });
    }
    if (query.tab === 'bookings') {
      const filter = bookingFilterOf(query.status);
      if (filter === undefined) return undefined;
      if (filter === null)
        throw invalid('Unknown status filter', { status: [`'${query.status}' is not a booking status`] });
      return clausesSql(filter);
    }
    const status = shipmentStatusFilterOf(query.status);
    if (status === undefined) return undefined;
    if (status === null)
      throw invalid('Unknown status filter', { status: [`'${query.status}' is not a shipment status`] });
    return shipmentStatusIs(status);
  };

  const searchFilter = (query: BookingListQuery): SQL | undefined =>
    query.search ? bookingListSearch(query.search, query.tab === 'packages') : undefined;

  const listWhere = (user: UserRow, query: BookingListQuery) =>
    and(
      bookingScope(user),
      query.tab === 'all' ? undefined : query.tab === 'bookings' ? preShipment : movingShipments,
      statusFilter(query),
      searchFilter(query),
    );

  return {
    /**
     * Stores a PENDING booking at the server's price. With an idempotency key, a retry (or a second click
     * racing the first) gets the booking the first request made: the unique index on (customer, key) is
     * the backstop when two requests pass the first look-up together.
     */
    async create(user: UserRow, input: BookingCreateInput, idempotencyKey: string | null) {
      // The validated input, not the raw bytes: the same booking sent with other spacing or key order matches.
      const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      if (idempotencyKey) {
        const existing = await findByIdempotencyKey(user.id, idempotencyKey, fingerprint);
        if (existing) return { view: await loadBookingDetail(db, existing), created: false };
      }
      await assertCollectionDates(input);
      for (let attempt = 0; ; attempt++) {
        try {
          const { booking } = await db.transaction(async (tx) => {
            const made = await insertBooking(tx, user.id, input, await priceOf(tx, input), {
              idempotencyKey,
              idempotencyFingerprint: idempotencyKey ? fingerprint : null,
            });
            await queueNotification(
              tx,
              'booking_received',
              user,
              {
                ...(await bookingMailData(tx, made.booking, user.firstName)),
                pay_to: await getBankDetails(tx),
                pay_online: ctx.config.stripe !== null,
              },
              { dedupeKey: `booking_received:${made.booking.id}` },
            );
            return made;
          });
          return { view: await loadBookingDetail(db, booking.id), created: true };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (idempotencyKey) {
            const existing = await findByIdempotencyKey(user.id, idempotencyKey, fingerprint);
            if (existing) return { view: await loadBookingDetail(db, existing), created: false };
          }
          // Otherwise two random booking codes clashed: draw another.
          if (attempt >= 3) throw error;
        }
      }
    },

    /** Bookings (default tab) or shipments, newest first: a keyset or numbered page and a capped count. */
    async list(user: UserRow, query: BookingListQuery) {
      const { items, next, count } = await readBookingPage(db, listWhere(user, query), query, (ids) =>
        loadBookingViews(db, ids),
      );
      return { count, next, results: items };
    },

    /** My Packages: every package of the caller's shipments, one row each. */
    async listPackages(user: UserRow, query: BookingListQuery) {
      const where = listWhere(user, query);
      // Rows are packages here, so the page stays a page number (OFFSET); the count is capped all the same.
      const { total, read } = await readPackagePage(db, where, query.page, query.page_size);
      const rows = read.slice(0, query.page_size);
      const views = new Map(
        (await loadBookingViews(db, [...new Set(rows.map((r) => r.bookingId))])).map((v) => [
          v.booking.id,
          v,
        ]),
      );
      const results = rows.flatMap((r) => {
        const view = views.get(r.bookingId);
        const pkg = view?.packages.find((p) => p.id === r.id);
        return view && pkg ? [{ view, pkg }] : [];
      });
      return { count: total, hasMore: read.length > query.page_size, results };
    },

    /** Real figures for the dashboard tiles and the list counters. */
    async stats(user: UserRow) {
      const scope = bookingScope(user);
      const row = await readBookingStats(db, scope);
      const byStatus = await countShipmentsByStatus(db, scope);
      const by_shipment_status: Record<string, number> = {};
      for (const { status, n } of byStatus) {
        const key = normalizeShipmentStatus(status) ?? status;
        by_shipment_status[key] = (by_shipment_status[key] ?? 0) + n;
      }
      const { spent_pence, outstanding_pence, ...counts } = row;
      return {
        ...counts,
        bookings_in_progress: counts.pending + counts.booked + counts.confirmed + counts.assigned,
        by_shipment_status,
        total_spent_gbp: spent_pence / 100,
        outstanding_gbp: outstanding_pence / 100,
      };
    },

    async get(user: UserRow, id: string) {
      await findBookingIn(db, bookingScope(user), id);
      return loadBookingDetail(db, id);
    },

    /** The owner corrects a pending booking: same payload as create, package set replaced, price recomputed. */
    async update(user: UserRow, id: string, input: BookingCreateInput) {
      await assertCollectionDates(input);
      await db.transaction(async (tx) => {
        const { booking } = await findBookingIn(tx, ownerScope(user), id, { lock: true });
        if (!canCustomerEdit(booking.status)) throw conflict(NOT_PENDING_EDIT);
        const price = await priceOf(tx, input);
        await assertPriceMayChange(tx, booking, price.pence.total, 'customer');
        const updated = await replaceBookingDetails(tx, booking.id, input, price);
        await queueNotification(
          tx,
          'booking_updated',
          user,
          await bookingMailData(tx, updated, user.firstName),
        );
      });
      return loadBookingDetail(db, id);
    },

    /**
     * An admin corrects a booking's details (addresses, packages, notes; spec 000 §7 staff PUT) through the
     * same write as the owner's edit, at the current price, while it is still open (not cancelled, rejected
     * or delivered). Audited with the fields that changed; the shipment's version moves so open screens
     * reload; the customer is told.
     */
    async correct(user: UserRow, id: string, input: BookingCreateInput, requestId?: string) {
      await db.transaction(async (tx) => {
        const { booking, shipment } = await findBookingIn(tx, allBookings, id, { lock: true });
        if (!canStaffCorrect(booking.status, shipment.status)) throw conflict(NOT_OPEN_CORRECT);
        const price = await priceOf(tx, input);
        await assertPriceMayChange(tx, booking, price.pence.total, 'staff');
        const before = await loadBookingDetail(tx, booking.id);
        const updated = await replaceBookingDetails(tx, booking.id, input, price);
        const diff = changedFields(
          correctableFields(before),
          correctableFields(await loadBookingDetail(tx, id)),
        );
        await bumpShipmentVersion(tx, shipment.id);
        await recordAudit(tx, actorOf(user, requestId), {
          action: 'booking-correction',
          entity: 'booking',
          entityId: booking.id,
          before: diff.before,
          after: diff.after,
        });
        const customer = await findBookingCustomer(tx, booking.customerId);
        await queueNotification(
          tx,
          'booking_updated',
          customer!,
          await bookingMailData(tx, updated, customer!.firstName),
        );
      });
      return loadBookingDetail(db, id);
    },

    /**
     * The owner calls off a pending booking, through the move service (status, history entry, audit entry,
     * mail). Someone else's booking is not found (404); one past pending is a 409 with this screen's words.
     */
    async cancel(
      user: UserRow,
      id: string,
      { reason, expectedVersion }: { reason?: string | null; expectedVersion?: number | null } = {},
      requestId?: string,
    ) {
      await db.transaction(async (tx) => {
        const { booking } = await findBookingIn(tx, ownerScope(user), id, { lock: true });
        if (!canCustomerCancel(booking.status)) throw conflict(NOT_PENDING_CANCEL);
        await applyMoveIn(tx, actorOf(user, requestId), {
          bookingId: booking.id,
          entity: 'booking',
          to: 'CANCELLED',
          reason,
          expectedVersion,
        });
      });
      return loadBookingDetail(db, id);
    },

    async history(user: UserRow, id: string) {
      const { shipment } = await findBookingIn(db, bookingScope(user), id);
      return loadHistory(db, shipment.id);
    },

    /** The caller's booking with this tracking number (POST /shipments/search/). */
    async findByTrackingNumber(user: UserRow, trackingNumber: string) {
      const id = await findBookingIdByTrackingNumber(
        db,
        bookingScope(user),
        normalizeTrackingNumber(trackingNumber),
      );
      if (!id) throw notFound('No booking with this tracking number');
      return loadBookingDetail(db, id);
    },
  };
};
export type BookingsService = ReturnType<typeof createBookingsService>;
