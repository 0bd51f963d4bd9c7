import {
  buildManifest,
  DEPARTURE_MESSAGES,
  type DepartureConsolidateInput,
  type DepartureCreateInput,
  type DepartureEdit,
  type DepartureListQuery,
  type DepartureState,
  type DepartureStateInput,
  type DepartureStatePreview,
  type DepartureUpdateInput,
  datesInOrder,
  earlyFor,
} from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { actorOf } from '../operations/actor.ts';
import { presentDeparture, presentDeparturePackage } from './departures.presenter.ts';
import {
  candidatesFor,
  changeDepartureStateIn,
  consolidateIn,
  createDepartureIn,
  findDeparture,
  findShipment,
  listDepartures,
  manifestSources,
  packageCounts,
  packagesOn,
  refuse,
  removeFromDepartureIn,
  type StateChangeOutcome,
  summaryOf,
  updateDepartureIn,
} from './departures.repository.ts';

/** Thrown inside a preview's transaction to roll the change back once its outcome is known. */
class PreviewRolledBack extends Error {}

const editOf = (input: Partial<DepartureCreateInput>): DepartureEdit => ({
  mode: input.mode,
  carrier: input.carrier,
  vesselOrFlight: input.vessel_or_flight,
  containerOrAwb: input.container_or_awb === undefined ? undefined : input.container_or_awb,
  cutOffAt: input.cut_off_at,
  etd: input.etd,
  eta: input.eta,
});

/**
 * Departures (issue 15): sailings and flights, loading packages onto them, their state changes (which move every
 * package on them through the move service) and their manifests. Each write is one transaction.
 */
export const createDeparturesService = (ctx: AppContext) => {
  const { db } = ctx;

  const view = async (id: string) => {
    const row = await findDeparture(db, id);
    const counts = await packageCounts(db, [id]);
    return presentDeparture(row, counts.get(id) ?? 0);
  };

  return {
    async list(query: DepartureListQuery) {
      const { rows, total } = await listDepartures(db, query, {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      const counts = await packageCounts(
        db,
        rows.map((r) => r.id),
      );
      return { count: total, rows: rows.map((r) => presentDeparture(r, counts.get(r.id) ?? 0)) };
    },

    async get(id: string) {
      const row = await findDeparture(db, id);
      const [aboard, candidates] = await Promise.all([
        packagesOn(db, id),
        row.state === 'loading' ? candidatesFor(db, row.mode) : Promise.resolve([]),
      ]);
      return {
        ...presentDeparture(row, aboard.length),
        packages: aboard.map(presentDeparturePackage),
        candidates: candidates.map(presentDeparturePackage),
      };
    },

    async create(user: UserRow, input: DepartureCreateInput, requestId?: string) {
      refuse(datesInOrder({ cutOffAt: input.cut_off_at, etd: input.etd, eta: input.eta }));
      const row = await db.transaction((tx) =>
        createDepartureIn(tx, actorOf(user, requestId), {
          mode: input.mode,
          carrier: input.carrier,
          vesselOrFlight: input.vessel_or_flight,
          containerOrAwb: input.container_or_awb,
          cutOffAt: input.cut_off_at,
          etd: input.etd,
          eta: input.eta,
        }),
      );
      return presentDeparture(row, 0);
    },

    async update(user: UserRow, id: string, input: DepartureUpdateInput, requestId?: string) {
      await db.transaction((tx) =>
        updateDepartureIn(tx, actorOf(user, requestId), id, editOf(input), input.version),
      );
      return view(id);
    },

    async changeState(user: UserRow, id: string, input: DepartureStateInput, requestId?: string) {
      const outcome = await db.transaction((tx) =>
        changeDepartureStateIn(tx, actorOf(user, requestId), id, input.state, input.version),
      );
      return {
        departure: await view(id),
        moved: outcome.moved,
        skipped: outcome.skipped,
        left_behind: outcome.leftBehind,
        customers_told: outcome.customersTold,
      };
    },

    /**
     * What a state change would do: the change itself, run in a transaction that is then rolled back, so the
     * figures are the ones the change would produce (a change the rules refuse is refused here the same way).
     */
    async previewState(user: UserRow, id: string, to: DepartureState): Promise<DepartureStatePreview> {
      const row = await findDeparture(db, id);
      const now = new Date();
      let outcome: StateChangeOutcome | null = null;
      try {
        await db.transaction(async (tx) => {
          outcome = await changeDepartureStateIn(tx, actorOf(user), id, to, undefined);
          throw new PreviewRolledBack();
        });
      } catch (error) {
        if (!(error instanceof PreviewRolledBack)) throw error;
      }
      const done = outcome as StateChangeOutcome | null;
      if (!done) throw new Error('The previewed change produced no outcome');
      const early = earlyFor(row, now);
      return {
        state: to,
        mode: row.mode,
        moving: done.moved.length,
        skipped: done.skipped.length,
        left_behind: done.leftBehind,
        customers_told: done.customersTold,
        before_cut_off: early.beforeCutOff,
        before_etd: early.beforeEtd,
      };
    },

    async consolidate(user: UserRow, id: string, input: DepartureConsolidateInput, requestId?: string) {
      await findDeparture(db, id);
      const found = await findShipment(db, {
        trackingNumber: input.tracking_number,
        shipmentId: input.shipment_id,
      });
      if (!found) throw notFound(DEPARTURE_MESSAGES.packageNotFound);
      await db.transaction((tx) => consolidateIn(tx, actorOf(user, requestId), id, found));
      return {
        departure: await view(id),
        package: presentDeparturePackage(await summaryOf(db, found.shipmentId)),
      };
    },

    async remove(user: UserRow, id: string, shipmentId: string, requestId?: string) {
      const found = await findShipment(db, { shipmentId });
      if (!found) throw notFound(DEPARTURE_MESSAGES.packageNotFound);
      await db.transaction((tx) => removeFromDepartureIn(tx, actorOf(user, requestId), id, found));
    },

    async manifest(id: string) {
      const departure = await findDeparture(db, id);
      return { departure, ...buildManifest(await manifestSources(db, id)) };
    },
  };
};
export type DeparturesService = ReturnType<typeof createDeparturesService>;
