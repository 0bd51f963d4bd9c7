import {
  type DeliveryWindow,
  type DepartureMode,
  deliveryWindowText,
  serviceLevelsOfMode,
  windowMovedMoreThanADay,
} from '@ukgh/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { DepartureRow } from '../../db/schema.ts';
import { bookingMailData } from '../bookings/booking-mail.ts';
import { findBookingCustomer, findBookingRow } from '../bookings/bookings.repository.ts';
import { queueNotification } from '../notifications/notifications.queue.ts';
import type { MailDeliveryWindow } from '../notifications/templates/delivery-window.ts';
import { queueWindowMovedText } from '../operations/recipient-texts.ts';
import { findWindowSubject, listParcelsOfDeparture } from './delivery-window.repository.ts';
import { loadWindowContext, windowIn } from './delivery-window.service.ts';

/**
 * The window a mail reports, read in the caller's transaction right after the change it reports (so a
 * confirmation carries the estimate from the confirmed booking, out for delivery 'today').
 */
export const mailWindowOf = async (tx: DbOrTx, bookingId: string): Promise<MailDeliveryWindow | null> => {
  const subject = await findWindowSubject(tx, bookingId);
  if (!subject) return null;
  const ctx = await loadWindowContext(tx, [subject.departureId]);
  const w = windowIn(ctx, { ...subject, shipmentStatus: subject.shipmentStatus ?? null });
  const text = deliveryWindowText(w);
  return text ? { text, depends_on: w?.dependsOn ?? null } : null;
};

/** A parcel whose window a departure's change can move, with its window at one moment. */
interface ParcelWindow {
  bookingId: string;
  trackingNumber: string | null;
  window: DeliveryWindow | null;
}

/**
 * The windows a change to one departure can move, read in the caller's transaction (issue 15): every
 * parcel on it, and every parcel of its modes waiting for a departure (it may be, or stop being, their
 * next one: a slipped cut-off or ETA, a sailing that leaves without them). Confirmed bookings only: they
 * were told an estimate. Taken before the change and again after, at the same `now`, for
 * `queueMovedWindowMails`.
 */
export const windowsAffectedBy = async (
  tx: DbOrTx,
  departureId: string,
  modes: readonly DepartureMode[],
  now: Date,
): Promise<Map<string, ParcelWindow>> => {
  const levels = [...new Set(modes)].flatMap(serviceLevelsOfMode);
  const parcels = await listParcelsOfDeparture(tx, departureId, levels);
  if (parcels.length === 0) return new Map();
  const ctx = await loadWindowContext(tx, [departureId], now);
  return new Map(
    parcels.map((p) => [
      p.shipmentId,
      { bookingId: p.bookingId, trackingNumber: p.trackingNumber, window: windowIn(ctx, p) },
    ]),
  );
};

/**
 * After a departure changes (its dates, or its state: departed, arrived, cleared): every affected parcel
 * gets its new window on the next read (windows are computed on read); each customer whose window moved by
 * more than a day at either end is mailed once, in the change's transaction. `before` is
 * `windowsAffectedBy` taken before the change. Keyed by the departure's version after the change, so a
 * retried request never mails twice and a later change mails again. Returns the bookings mailed.
 */
export const queueMovedWindowMails = async (
  tx: Tx,
  before: ReadonlyMap<string, ParcelWindow>,
  after: DepartureRow,
  modes: readonly DepartureMode[],
  now: Date,
) => {
  if (before.size === 0) return [];
  const current = await windowsAffectedBy(tx, after.id, modes, now);
  const mailed: string[] = [];
  for (const [shipmentId, was] of before) {
    const previous = was.window;
    const next = current.get(shipmentId)?.window ?? null;
    if (!windowMovedMoreThanADay(previous, next)) continue;
    const booking = await findBookingRow(tx, was.bookingId);
    const customer = await findBookingCustomer(tx, booking!.customerId);
    await queueNotification(
      tx,
      'delivery_window_moved',
      customer!,
      {
        ...(await bookingMailData(tx, booking!, customer!.firstName)),
        tracking_number: was.trackingNumber,
        audience: 'customer',
        previous: { text: deliveryWindowText(previous)!, depends_on: previous?.dependsOn ?? null },
        window: { text: deliveryWindowText(next)!, depends_on: next?.dependsOn ?? null },
      },
      { dedupeKey: `delivery_window_moved:${shipmentId}:${after.id}:${after.version}` },
    );
    if (was.trackingNumber)
      await queueWindowMovedText(
        tx,
        booking!,
        was.trackingNumber,
        deliveryWindowText(next)!,
        `delivery_window_moved:${shipmentId}:${after.id}:${after.version}`,
      );
    mailed.push(was.bookingId);
  }
  return mailed;
};
