import {
  availableMoves,
  type BookingListItem,
  isMovingShipmentStatus,
  MANUAL_UPDATE_STATUSES,
  normalizeShipmentStatus,
  statusLabel,
  type TravelHistoryDto,
} from '@ukgh/domain';

/** The booking the dialog updates: a card of Manage Bookings or the packages hub, or its details. */
export type StatusDialogBooking = Pick<BookingListItem, 'id' | 'booking_code' | 'status' | 'shipment'> & {
  travel_history?: TravelHistoryDto[];
};

/** The Select's value for an admin's explicit correction (then a second select names the status). */
export const CORRECTION = 'correction';

/** Where the goods were before an exception: the last route status in the history, when it is known. */
const statusBeforeException = (history: TravelHistoryDto[] | undefined): string | null => {
  for (const event of [...(history ?? [])].reverse()) {
    const status = normalizeShipmentStatus(event.status);
    if (isMovingShipmentStatus(status)) return status;
  }
  return null;
};

/**
 * The statuses this admin may move the package to now, asked of the domain (`availableMoves`, the rule the
 * server applies), among those the dialog offers (spec 001 §4).
 */
export const nextStatusOptions = (booking: StatusDialogBooking) => {
  const offered: readonly string[] = MANUAL_UPDATE_STATUSES;
  const moves = availableMoves({
    actorRole: 'ADMIN',
    booking: { status: booking.status },
    shipment: booking.shipment?.status
      ? {
          status: booking.shipment.status,
          statusBeforeException: statusBeforeException(booking.travel_history),
        }
      : null,
  });
  const seen = new Set<string>();
  return moves
    .filter((move) => move.entity === 'shipment' && offered.includes(move.to))
    .filter((move) => !seen.has(move.to) && seen.add(move.to))
    .map((move) => ({ value: move.to, label: statusLabel(move.to) }));
};

/** Every offered status but the current one: what a correction may set. */
export const correctionOptions = (booking: StatusDialogBooking) => {
  const current = normalizeShipmentStatus(booking.shipment?.status);
  return MANUAL_UPDATE_STATUSES.filter((status) => status !== current).map((status) => ({
    value: status,
    label: statusLabel(status),
  }));
};
