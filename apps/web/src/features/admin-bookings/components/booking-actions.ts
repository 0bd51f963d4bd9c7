import { availableMoves, type Role } from '@ukgh/domain';

export interface BookingActions {
  confirm: boolean;
  reject: boolean;
  cancel: boolean;
  remove: boolean;
  /** Update Package Status (spec 001 §2: confirmed only); its endpoint is the admin's. */
  updateStatus: boolean;
  /** The change history (GET /admin/audit/) is the admin's. */
  history: boolean;
}

/**
 * Which buttons a role gets on a booking: the domain's `availableMoves`, the rule the server applies, so a
 * button shows exactly when the move would be accepted. Deleting is the admin's alone (not a move).
 */
export const bookingActions = (
  role: Role | undefined,
  booking: { status: string; shipment_status: string | null },
): BookingActions => {
  const moves = role
    ? availableMoves({
        actorRole: role,
        booking: { status: booking.status },
        shipment: booking.shipment_status ? { status: booking.shipment_status } : null,
      })
    : [];
  const names = new Set(moves.filter((m) => m.entity === 'booking').map((m) => m.move));
  return {
    confirm: names.has('confirm'),
    reject: names.has('reject'),
    cancel: names.has('admin-cancel'),
    remove: role === 'ADMIN',
    updateStatus: role === 'ADMIN' && booking.status === 'CONFIRMED',
    history: role === 'ADMIN',
  };
};
