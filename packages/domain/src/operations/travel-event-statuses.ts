import { SHIPMENT_STATUSES, type ShipmentStatus } from '../shipment/statuses.ts';

/**
 * What a travel event may record: a shipment status, or the end of the booking before the goods moved
 * (`cancelled`, `rejected`). Those two are events in the history, never a shipment's status: the shipment
 * keeps the last place its goods were.
 */
export const BOOKING_CLOSING_EVENTS = ['cancelled', 'rejected'] as const;
export type BookingClosingEvent = (typeof BOOKING_CLOSING_EVENTS)[number];

export const TRAVEL_EVENT_STATUSES = [...SHIPMENT_STATUSES, ...BOOKING_CLOSING_EVENTS] as const;
export type TravelEventStatus = ShipmentStatus | BookingClosingEvent;

/** SQL list for CHECK constraints: `'a','b',…` (the values are our own constants, never input). */
export const sqlList = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(',');
