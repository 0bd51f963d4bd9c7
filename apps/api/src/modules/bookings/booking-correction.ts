import { normalizeShipmentStatus } from '@ukgh/domain';
import type { BookingView } from './bookings.repository.ts';

/**
 * A staff correction fixes an open booking's record: not one that was cancelled or rejected (nothing will
 * move) nor one already delivered (the record is final; a status correction is the move service's).
 */
export const canStaffCorrect = (bookingStatus: string, shipmentStatus: string | null): boolean =>
  (bookingStatus === 'PENDING' || bookingStatus === 'CONFIRMED') &&
  normalizeShipmentStatus(shipmentStatus) !== 'delivered';

/** What a correction may change, as the audit entry records it (JSON-friendly: no row ids or stamps). */
export const correctableFields = ({ booking, packages }: Pick<BookingView, 'booking' | 'packages'>) => {
  const { id, customerId, bookingCode, status, createdAt, updatedAt, idempotencyKey, ...details } = booking;
  return {
    ...details,
    packages: packages.map((p) => ({
      description: p.description,
      pkg_type: p.pkgType,
      qty: p.qty,
      weight_kg: p.weightKg,
      length_cm: p.lengthCm,
      width_cm: p.widthCm,
      height_cm: p.heightCm,
      declared_value_pence: p.declaredValuePence,
    })),
  };
};
