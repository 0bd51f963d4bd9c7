import type { ShipmentStatus } from '../shipment/statuses.ts';

/**
 * The recipient's page (issue 50): opened from the link in their texts, without signing in. Until the parcel
 * is out for delivery they may name someone else to receive it, share where they are, or choose to collect it
 * from the Ghana warehouse; after that the page only follows it. Apart from the schemas (and zod), so the
 * page draws its first view without them.
 */
export const RECIPIENT_MESSAGES = {
  notFound: 'This link does not open a parcel. Check the link in your text message.',
  tooLate:
    'The parcel is already out for delivery or delivered, so this can no longer be changed. Call the driver or our Ghana office.',
  closed: 'This booking was cancelled, so there is nothing to change.',
  receiverName: 'Enter the name of the person who will receive the parcel',
  receiverPhone: 'Enter their Ghana phone number',
  location: 'Your location could not be read. Allow location on your phone and try again.',
} as const;

/** The statuses in which the recipient's choices still reach the delivery: before the driver sets out. */
const OPEN_STATUSES: readonly ShipmentStatus[] = [
  'pending',
  'confirmed',
  'pickup_assigned',
  'picked_up',
  'at_warehouse',
  'consolidated',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'exception',
];

/** Why the recipient may not change the delivery now, or null when they may. */
export const recipientChangeRefusal = (state: {
  shipmentStatus: string;
  bookingStatus: string;
}): string | null => {
  if (['CANCELLED', 'REJECTED'].includes(state.bookingStatus.toUpperCase())) return RECIPIENT_MESSAGES.closed;
  return (OPEN_STATUSES as readonly string[]).includes(state.shipmentStatus)
    ? null
    : RECIPIENT_MESSAGES.tooLate;
};
