import { presentAdminBookingCard } from '../admin-bookings/admin-bookings.presenter.ts';
import { presentPackage } from '../bookings/bookings.presenter.ts';
import type { HubItemView } from './hub.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the booking was made (spec 001 §2: "Package age is shown in whole days"). */
export const ageInDays = (createdAt: Date, now = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));

const addressLine = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/** One hub card: the Manage Bookings card, every package item, and the facts the hub filters on. */
export const presentHubItem = ({ view, customer, hasProof, consolidated }: HubItemView) => {
  const b = view.booking;
  return {
    ...presentAdminBookingCard({ view, customer }),
    shipment_id: view.shipment?.id ?? '',
    packages: view.packages.map((row) => presentPackage(row, view.shipment)),
    age_days: ageInDays(b.createdAt),
    has_proof: hasProof,
    consolidated,
    recipient_phone: b.recipientPhone,
    pickup_address_line: addressLine(b.senderLine1, b.senderLine2, b.senderCity, b.senderPostcode),
    delivery_address_line: addressLine(b.recipientLine1, b.recipientLine2, b.recipientCity),
  };
};
