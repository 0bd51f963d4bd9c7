import type { AdminBookingFilter } from '@ukgh/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import { bookings, shipments, type UserRow, users } from '../../db/schema.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { loadBookingDetail, loadBookingViews } from '../bookings/bookings.read-model.ts';
import { escapeLike, preShipment } from '../bookings/bookings.service.ts';
import type { Actor } from '../operations/actor.ts';
import { createMoveService } from '../operations/moves.service.ts';
import { deleteBookingIn } from './admin-bookings.delete.ts';

export interface AdminBookingListInput {
  page: number;
  page_size: number;
  search?: string;
  status?: AdminBookingFilter;
}

const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

// Manage Bookings lists what is still a booking (spec 001 §2): once the goods are picked up the booking is
// a shipment and is handled from Manage Shipments. `preShipment` is the customer lists' rule, shared.
const statusCondition = (status: AdminBookingFilter | undefined): SQL | undefined =>
  !status || status === 'all' ? undefined : eq(bookings.status, status);

const searchCondition = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const term = `%${escapeLike(search)}%`;
  return or(
    ilike(bookings.bookingCode, term),
    ilike(users.firstName, term),
    ilike(users.lastName, term),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
  );
};

/** Manage Bookings (spec 001 §2) for admins, read-only for warehouse staff; every move via the move service. */
export const createAdminBookingsService = (ctx: AppContext) => {
  const { db } = ctx;
  const moves = createMoveService(db);
  /** A query over bookings with their shipment and customer (the list filters on all three). */
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(shipments, eq(shipments.bookingId, bookings.id))
      .innerJoin(users, eq(users.id, bookings.customerId));

  const customersOf = async (ids: string[]) => {
    if (ids.length === 0) return new Map<string, UserRow>();
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    return new Map(rows.map((u) => [u.id, u]));
  };

  return {
    async list(query: AdminBookingListInput) {
      const where = and(preShipment, statusCondition(query.status), searchCondition(query.search));
      const [[total], [counters], rows] = await Promise.all([
        joined(db.select({ n: count() }).from(bookings).$dynamic()).where(where),
        joined(
          db
            .select({
              total: count(),
              pending: countIf(eq(bookings.status, 'PENDING')),
              confirmed: countIf(eq(bookings.status, 'CONFIRMED')),
              cancelled: countIf(eq(bookings.status, 'CANCELLED')),
              rejected: countIf(eq(bookings.status, 'REJECTED')),
            })
            .from(bookings)
            .$dynamic(),
        ).where(preShipment),
        joined(db.select({ id: bookings.id }).from(bookings).$dynamic())
          .where(where)
          .orderBy(desc(bookings.createdAt), bookings.id)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      const views = await loadBookingViews(
        db,
        rows.map((r) => r.id),
      );
      const customers = await customersOf([...new Set(views.map((v) => v.booking.customerId))]);
      return {
        count: total?.n ?? 0,
        counters: counters!,
        results: views.map((view) => ({ view, customer: customers.get(view.booking.customerId) ?? null })),
      };
    },

    get: (id: string) => loadBookingDetail(db, id),

    /** PENDING → CONFIRMED (a UKG number; pickup_assigned with an agent). The domain says who may. */
    async confirm(actor: Actor, id: string, pickupAgentId: string | null) {
      await moves.apply(actor, { bookingId: id, entity: 'booking', to: 'CONFIRMED', pickupAgentId });
      return loadBookingDetail(db, id);
    },

    async reject(actor: Actor, id: string, reason: string) {
      await moves.apply(actor, { bookingId: id, entity: 'booking', to: 'REJECTED', reason });
      return loadBookingDetail(db, id);
    },

    /** CONFIRMED → CANCELLED while the goods are still with the sender (the domain's canAdminCancel). */
    async cancel(actor: Actor, id: string, reason: string) {
      await moves.apply(actor, { bookingId: id, entity: 'booking', to: 'CANCELLED', reason });
      return loadBookingDetail(db, id);
    },

    /** Deletes the booking and all it owns; its stored files go once the deletion has committed. */
    async remove(actor: Actor, id: string) {
      const fileKeys = await db.transaction((tx) => deleteBookingIn(tx, actor, id));
      await Promise.all(
        fileKeys.map((key) =>
          ctx.files.remove(key).catch((error: unknown) => {
            // The rows are gone already; a file left behind is only disk space, so log it and carry on.
            ctx.log.warn({ err: error, key }, 'could not remove a deleted booking’s file');
          }),
        ),
      );
    },

    /** Active pickup agents, for the Assign Pickup Agent dialog. */
    pickupAgents: () =>
      db
        .select()
        .from(users)
        .where(and(eq(users.role, 'PICKUP'), eq(users.isActive, true), isNull(users.deletedAt)))
        .orderBy(asc(users.firstName), asc(users.lastName)),
  };
};
export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
