import { type AdminBookingFilter, type CappedCount, COUNT_CAP } from '@ukgh/domain';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { memoUntilChange } from '../../lib/memo-until-change.ts';
import {
  countBookings,
  loadBookingDetail,
  loadBookingViews,
  preShipment,
  preShipmentOf,
  readBookingPage,
} from '../bookings/bookings.repository.ts';
import type { Actor } from '../operations/actor.ts';
import { createMoveService } from '../operations/moves.service.ts';
import { deleteBookingIn } from './admin-bookings.delete.ts';
import { listActivePickupAgents, searchOf } from './admin-bookings.repository.ts';

export interface AdminBookingListInput {
  page: number;
  page_size: number;
  cursor?: string | undefined;
  search?: string | undefined;
  status?: AdminBookingFilter | undefined;
}

// Manage Bookings lists what is still a booking (spec 001 §2): once the goods are picked up the booking is
// a shipment and is handled from Manage Shipments. `preShipment` is the customer lists' rule, shared; for one
// status it is `preShipmentOf`, which reads an index instead of joining every booking.
const listCondition = (status: AdminBookingFilter | undefined): SQL =>
  !status || status === 'all' ? preShipment : preShipmentOf(status);

// The four statuses split the list between them, so the total is their sum (capped like each of them).
const COUNTERS = {
  pending: 'PENDING',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  rejected: 'REJECTED',
} as const;
type CounterName = keyof typeof COUNTERS | 'total';

const withTotal = (counts: Record<keyof typeof COUNTERS, CappedCount>): Record<CounterName, CappedCount> => {
  const parts = Object.values(counts);
  const sum = parts.reduce((total, part) => total + part.count, 0);
  const capped = parts.some((part) => part.capped) || sum > COUNT_CAP;
  return { total: { count: Math.min(sum, COUNT_CAP), capped }, ...counts };
};

/**
 * Manage Bookings (spec 001 §2) for admins, read-only for warehouse staff; every move via the move service.
 * `changesVersion` (the tracking cache's version, moved on by every booking's creation, move or deletion in
 * every process: noteChange) lets the counters be counted once per change instead of on every page.
 */
export const createAdminBookingsService = (
  ctx: AppContext,
  changesVersion: () => number | null = () => null,
) => {
  const { db } = ctx;
  const names = Object.keys(COUNTERS) as (keyof typeof COUNTERS)[];
  const counters = memoUntilChange(changesVersion, async () => {
    const counts = await Promise.all(names.map((name) => countBookings(db, preShipmentOf(COUNTERS[name]))));
    return withTotal(
      Object.fromEntries(names.map((name, i) => [name, counts[i]!])) as Record<
        keyof typeof COUNTERS,
        CappedCount
      >,
    );
  });
  const moves = createMoveService(db);
  return {
    /** A page (keyset after `cursor`, else the page number), its capped count and the capped counters. */
    async list(query: AdminBookingListInput) {
      const counting = counters();
      const search = searchOf(query.search);
      // Without a search the list is one status or all of them: its count is that counter.
      const listed = names.find((name) => COUNTERS[name] === query.status) ?? 'total';
      const withCustomers = async (ids: string[]) =>
        (await loadBookingViews(db, ids)).map((view) => ({ view, customer: view.customer }));
      const [page, counted] = await Promise.all([
        readBookingPage(
          db,
          listCondition(query.status),
          query,
          withCustomers,
          search,
          search ? undefined : counting.then((c) => c[listed]),
        ),
        counting,
      ]);
      const counter = <T>(pick: (c: CappedCount) => T) =>
        Object.fromEntries(Object.entries(counted).map(([name, c]) => [name, pick(c)])) as Record<
          CounterName,
          T
        >;
      return {
        count: page.count,
        countCap: page.countCap,
        next: page.next,
        counters: counter((c) => c.count),
        countersCapped: counter((c) => c.capped),
        results: page.items,
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
    pickupAgents: () => listActivePickupAgents(db),
  };
};
export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
