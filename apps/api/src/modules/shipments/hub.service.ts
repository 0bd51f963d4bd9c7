import { Readable } from 'node:stream';
import {
  type CappedCount,
  HUB_COUNT_CAP,
  type HubBulkAction,
  type HubFilters,
  normalizeTrackingNumber,
  type ShipmentStatus,
  statusLabel,
  TRACKING_NUMBER_PATTERN,
} from '@ukgh/domain';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { capped, decodeCursor, type KeysetCursor, keysetPage } from '../../lib/keyset.ts';
import { memoUntilChange } from '../../lib/memo-until-change.ts';
import { pageWithinCount } from '../../lib/search-branches.ts';
import { bookingScope } from '../bookings/bookings.policy.ts';
import { type BookingView, loadBookingDetail, loadBookingViews } from '../bookings/bookings.repository.ts';
import { actorOf } from '../operations/actor.ts';
import type { MoveService } from '../operations/moves.service.ts';
import { csvLine } from './hub.csv.ts';
import {
  afterCursor,
  countHubMatching,
  findBookingIdOfShipment,
  findScannedBookingId,
  hubFilterConditions,
  hubListWhere,
  hubPageQuery,
  hubScope,
  hubScopeAt,
  hubSearchPageWithCount,
  hubWhere,
  listShipmentCodes,
  readHubExportBatch,
  readShipmentFlags,
} from './hub.repository.ts';

export const SHIPMENT_NOT_FOUND = 'Package not found';
const EXPORT_BATCH = 500;

/** The stats cards: which hub statuses each one counts. */
type StatName =
  | 'total'
  | 'awaiting_pickup'
  | 'in_warehouse'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'exceptions';
const STAT_BUCKETS: Record<StatName, readonly ShipmentStatus[] | null> = {
  total: null,
  awaiting_pickup: ['pickup_assigned'],
  in_warehouse: ['picked_up', 'at_warehouse', 'consolidated'],
  in_transit: ['in_transit', 'arrived_ghana', 'at_ghana_warehouse'],
  out_for_delivery: ['out_for_delivery'],
  delivered: ['delivered'],
  exceptions: ['exception'],
};

export interface HubItemView {
  view: BookingView;
  customer: UserRow | null;
  hasProof: boolean;
  consolidated: boolean;
}

/**
 * `changesVersion`: the tracking cache's version (tracking.cache.ts), which every status move bumps in every
 * process; the stats cards are computed once per version instead of on every page and search.
 */
export const createHubService = (
  ctx: AppContext,
  moves: MoveService,
  changesVersion: () => number | null = () => null,
) => {
  const { db } = ctx;

  /** Card data for these shipments' bookings, in order: the bookings read model plus the hub's flags. */
  const itemsFor = async (rows: { bookingId: string; shipmentId: string; customerId: string }[]) => {
    if (rows.length === 0) return [];
    const shipmentIds = rows.map((r) => r.shipmentId);
    const [views, flags] = await Promise.all([
      loadBookingViews(
        db,
        rows.map((r) => r.bookingId),
      ),
      readShipmentFlags(db, shipmentIds),
    ]);
    const flagsById = new Map(flags.map((f) => [f.shipmentId, f]));
    return views.map(
      (view): HubItemView => ({
        view,
        customer: view.customer,
        hasProof: Boolean(flagsById.get(view.shipment?.id ?? '')?.proof),
        consolidated: Boolean(flagsById.get(view.shipment?.id ?? '')?.consolidated),
      }),
    );
  };

  const computeStats = async () => {
    const names = Object.keys(STAT_BUCKETS) as StatName[];
    const counts = await Promise.all(
      names.map((name) => {
        const statuses = STAT_BUCKETS[name];
        return countHubMatching(db, statuses ? hubScopeAt(statuses) : hubScope());
      }),
    );
    const cards = Object.fromEntries(names.map((name, i) => [name, counts[i]!])) as Record<
      StatName,
      CappedCount
    >;
    return { ...cards, cap: HUB_COUNT_CAP };
  };
  const stats = memoUntilChange(changesVersion, computeStats);

  return {
    /** One page of the hub, newest first, after `cursor`; the filters' capped count and the stats cards. */
    async list(filters: HubFilters, cursorText: string | undefined, pageSize: number) {
      const cursor = decodeCursor(cursorText);
      const { where, search } = hubListWhere(filters);
      if (search && !cursor && pageWithinCount(search, pageSize + 1)) {
        const [rows, cards] = await Promise.all([
          hubSearchPageWithCount(db, where, search, pageSize + 1),
          stats(),
        ]);
        const { page, next } = keysetPage(rows, pageSize, (row) => row.shipmentId);
        const count = capped(rows[0]?.matched ?? 0, search.countCap);
        return { items: await itemsFor(page), next, count, countCap: search.countCap, stats: cards };
      }
      // Without a filter the count is the stats' total.
      const filtered = hubFilterConditions(filters).length > 0;
      // The page's cards are read while the count still runs (a broad search's count takes as long).
      const pageWithItems = hubPageQuery(db, and(where, afterCursor(cursor))!, pageSize + 1, search).then(
        async (rows) => {
          const { page, next } = keysetPage(rows, pageSize, (row) => row.shipmentId);
          return { items: await itemsFor(page), next };
        },
      );
      const [{ items, next }, cards, matching] = await Promise.all([
        pageWithItems,
        stats(),
        filtered ? countHubMatching(db, where, search) : undefined,
      ]);
      return {
        items,
        next,
        count: matching ?? cards.total,
        countCap: search?.countCap ?? HUB_COUNT_CAP,
        stats: cards,
      };
    },

    /** GET /shipments/{id}/: the booking of this shipment, with its history (staff see every one). */
    async detail(id: string) {
      const bookingId = await findBookingIdOfShipment(db, id);
      if (!bookingId) throw notFound(SHIPMENT_NOT_FOUND);
      return loadBookingDetail(db, bookingId);
    },

    /**
     * Scan & Update: a tracking number, or (staff) a booking code. A customer finds only their own
     * booking, by tracking number; anyone else's or an unknown number is 404.
     */
    async search(user: UserRow, raw: string) {
      const tracking = normalizeTrackingNumber(raw);
      const byTracking = TRACKING_NUMBER_PATTERN.test(tracking);
      const staff = user.role === 'ADMIN' || user.role === 'WAREHOUSE';
      const id = await findScannedBookingId(
        db,
        byTracking ? { trackingNumber: tracking } : { bookingCode: raw.trim().toUpperCase() },
        staff ? undefined : bookingScope(user),
      );
      if (!id) throw notFound(SHIPMENT_NOT_FOUND);
      return loadBookingDetail(db, id);
    },

    /**
     * A bulk action: each package is its own move through the move service (its own transaction and rules),
     * so one refusal neither stops nor undoes the others; the answer lists both sides with each reason.
     */
    async bulk(
      user: UserRow,
      requestId: string,
      input: { action: HubBulkAction; shipmentIds: string[]; deliveryAgentId: string | null },
    ) {
      const ids = [...new Set(input.shipmentIds)];
      const found = await listShipmentCodes(db, ids);
      const byId = new Map(found.map((r) => [r.shipmentId, r]));
      const actor = actorOf(user, requestId);
      const succeeded: { shipment_id: string; booking_code: string; tracking_number: string | null }[] = [];
      const failed: {
        shipment_id: string;
        booking_code: string | null;
        tracking_number: string | null;
        reason: string;
      }[] = [];
      // One after another: each move locks its booking, and the order of the answer follows the selection.
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          failed.push({
            shipment_id: id,
            booking_code: null,
            tracking_number: null,
            reason: SHIPMENT_NOT_FOUND,
          });
          continue;
        }
        try {
          const result =
            input.action === 'assign_delivery'
              ? await moves.assign(actor, {
                  bookingId: row.bookingId,
                  kind: 'DELIVERY',
                  agentId: input.deliveryAgentId!,
                })
              : await moves.apply(actor, { bookingId: row.bookingId, entity: 'shipment', to: 'in_transit' });
          succeeded.push({
            shipment_id: id,
            booking_code: row.bookingCode,
            tracking_number: result.shipment.trackingNumber,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failed.push({
            shipment_id: id,
            booking_code: row.bookingCode,
            tracking_number: row.trackingNumber,
            reason: error.message,
          });
        }
      }
      return { action: input.action, succeeded, failed };
    },

    /**
     * The CSV export of everything the filters match, read in keyset batches and written as it goes, so the
     * memory used does not grow with the number of rows.
     */
    exportCsv(filters: HubFilters, columns: readonly string[]): Readable {
      const where = hubWhere(filters);
      async function* lines() {
        yield csvLine(columns);
        let cursor: KeysetCursor | null = null;
        for (;;) {
          const rows = await readHubExportBatch(db, where, cursor, EXPORT_BATCH);
          if (rows.length === 0) return;
          yield rows
            .map((r) =>
              csvLine([
                r.trackingNumber ?? '',
                r.bookingCode,
                r.customer ?? r.sender,
                statusLabel(r.status),
                r.pickupAgent ?? '',
                r.deliveryAgent ?? '',
                r.createdAt.toISOString(),
                r.updatedAt.toISOString(),
              ]),
            )
            .join('');
          const last = rows.at(-1);
          if (rows.length < EXPORT_BATCH || !last) return;
          cursor = { createdAt: last.createdAtText, id: last.id };
        }
      }
      return Readable.from(lines());
    },
  };
};
export type HubService = ReturnType<typeof createHubService>;
