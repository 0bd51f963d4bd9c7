import {
  type AgentAssignment,
  isJobOverdue,
  normalizeShipmentStatus,
  PACKAGE_TYPE_LABELS,
  type PackageType,
  type PickupPackage,
  proofModeOf,
  regionName,
  SERVICE_LEVELS,
  type ServiceLevelCode,
} from '@ukgh/domain';
import type { BookingRow, ShipmentRow } from '../../db/schema.ts';
import { presentRecipientChoices } from '../recipient-page/recipient-page.presenter.ts';
import type { AssignmentView, CollectedView, PackageRow } from './agent-work.repository.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export const presentAgentServiceLevel = (code: string) => {
  const level = SERVICE_LEVELS[code as ServiceLevelCode] ?? SERVICE_LEVELS.STANDARD;
  return { code: level.code, label: level.label };
};

/** The canonical status word (stored statuses already are; this keeps any older spelling out of answers). */
export const currentStatus = (shipment: ShipmentRow) =>
  normalizeShipmentStatus(shipment.status) ?? shipment.status;

/** A job is given only after confirmation, which issues the tracking number; '' would show a gap, not a fake. */
export const trackingCode = (shipment: ShipmentRow) => shipment.trackingNumber ?? '';

export const presentRecipientPlace = (booking: BookingRow) => ({
  city: booking.recipientCity,
  region: regionName(booking.ghRegionCode),
});

const presentPackageLine = (pkg: PackageRow) => ({
  description: pkg.description,
  pkg_type: pkg.pkgType,
  type_label: PACKAGE_TYPE_LABELS[pkg.pkgType as PackageType] ?? pkg.pkgType,
  qty: pkg.qty,
  weight_kg: Number(pkg.weightKg),
  length_cm: Number(pkg.lengthCm),
  width_cm: Number(pkg.widthCm),
  height_cm: Number(pkg.heightCm),
});

/** One job as the pickup and delivery screens read it (AGENT-API `AgentAssignment`). */
export const presentAssignment = ({
  assignment: job,
  shipment,
  booking,
  customer,
  totals,
  packages,
  choices,
}: AssignmentView): AgentAssignment => {
  const pickup = job.kind === 'PICKUP';
  const windowStart = job.windowStart ?? (pickup ? booking.preferredPickupStart : null);
  const windowEnd = job.windowEnd ?? (pickup ? booking.preferredPickupEnd : null);
  const recipient = {
    name: booking.recipientName,
    phone: booking.recipientPhone,
    line1: booking.recipientLine1,
    line2: booking.recipientLine2,
    ...presentRecipientPlace(booking),
    postcode: booking.recipientPostcode,
    gps_address: booking.recipientPostcode,
  };
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    notes: job.notes,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    started_at: iso(job.startedAt),
    completed_at: iso(job.completedAt),
    pickup_window_start: pickup ? iso(job.windowStart ?? booking.preferredPickupStart) : null,
    pickup_window_end: pickup ? iso(job.windowEnd ?? booking.preferredPickupEnd) : null,
    delivery_window_start: pickup ? null : iso(job.windowStart),
    delivery_window_end: pickup ? null : iso(job.windowEnd),
    overdue: isJobOverdue({ status: job.status, windowStart, windowEnd }),
    shipment: {
      id: shipment.id,
      tracking_code: trackingCode(shipment),
      current_status: currentStatus(shipment),
      version: shipment.version,
      booking: {
        id: booking.id,
        booking_code: booking.bookingCode,
        fragile: booking.fragile,
        service_level: presentAgentServiceLevel(booking.serviceLevel),
        packages_count: totals.pieces,
        total_weight_kg: totals.weightKg,
        notes: booking.notes,
        proof_mode: proofModeOf(booking.proofMode),
        packages: packages.map(presentPackageLine),
        customer: {
          first_name: customer.firstName,
          last_name: customer.lastName,
          // The contact given on this booking (the sender at the pickup address), else the account's.
          phone_e164: booking.senderPhone ?? customer.phoneE164,
          email: booking.senderEmail || customer.email,
        },
        pickup_address: {
          line1: booking.senderLine1,
          line2: booking.senderLine2,
          city: booking.senderCity,
          postcode: booking.senderPostcode,
        },
        recipient_address: recipient,
        delivery_address: recipient,
        recipient_choices: pickup ? null : presentRecipientChoices(choices),
      },
    },
  };
};

/** One collected package on the pickup agent's My Packages. */
export const presentPickupPackage = ({
  assignment,
  shipment,
  booking,
  customer,
}: CollectedView): PickupPackage => ({
  id: shipment.id,
  tracking_code: trackingCode(shipment),
  booking_code: booking.bookingCode,
  current_status: currentStatus(shipment),
  collected_at: (assignment.completedAt ?? assignment.updatedAt).toISOString(),
  location: shipment.currentLocation,
  customer: { first_name: customer.firstName, last_name: customer.lastName },
  recipient_address: presentRecipientPlace(booking),
  service_level: presentAgentServiceLevel(booking.serviceLevel),
});
