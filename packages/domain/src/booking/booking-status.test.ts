import { describe, expect, it } from 'vitest';
import {
  ADMIN_BOOKING_FILTERS,
  BOOKING_STATUSES,
  bookingStatusLabel,
  canAdminCancel,
  canConfirm,
  canCustomerCancel,
  canReject,
  normalizeBookingStatus,
} from './booking-status.ts';

describe('booking status rules, over every status', () => {
  it.each([
    // status, customer cancel, confirm, reject, label
    ['PENDING', true, true, true, 'Pending'],
    ['CONFIRMED', false, false, false, 'Confirmed'],
    ['REJECTED', false, false, false, 'Rejected'],
    ['CANCELLED', false, false, false, 'Cancelled'],
  ])('%s: customer cancel %j, confirm %j, reject %j, label %j', (status, cancel, confirm, reject, label) => {
    expect(canCustomerCancel(status)).toBe(cancel);
    expect(canConfirm(status)).toBe(confirm);
    expect(canReject(status)).toBe(reject);
    expect(bookingStatusLabel(status)).toBe(label);
  });

  it.each(BOOKING_STATUSES)('%s normalises to itself in any case', (status) => {
    expect(normalizeBookingStatus(status.toLowerCase())).toBe(status);
  });

  it.each([
    ['pending', 'PENDING'],
    [' Confirmed ', 'CONFIRMED'],
    ['booked', null],
    ['', null],
    [undefined, null],
  ])('normalizeBookingStatus(%j) → %j', (raw, expected) => {
    expect(normalizeBookingStatus(raw)).toBe(expected);
  });

  it('shows an unknown status in upper case', () => {
    expect(bookingStatusLabel('on_hold')).toBe('ON_HOLD');
  });

  it('offers Manage Bookings filters that are all, or a status the API reads', () => {
    for (const filter of ADMIN_BOOKING_FILTERS.filter((f) => f !== 'all'))
      expect(normalizeBookingStatus(filter)).toBe(filter);
  });
});

describe('canAdminCancel: CONFIRMED and not yet picked up', () => {
  it.each([
    ['CONFIRMED', undefined, true],
    ['CONFIRMED', null, true],
    ['CONFIRMED', '', true],
    ['CONFIRMED', 'pending', true],
    ['CONFIRMED', 'booked', true],
    ['CONFIRMED', 'confirmed', true],
    ['CONFIRMED', 'PICKUP_ASSIGNED', true],
    ['CONFIRMED', 'picked_up', false],
    ['CONFIRMED', 'at_uk_warehouse', false],
    ['CONFIRMED', 'consolidated', false],
    ['CONFIRMED', 'in_transit', false],
    ['CONFIRMED', 'delivered', false],
    ['CONFIRMED', 'exception', false],
    ['CONFIRMED', 'lost', false],
    ['PENDING', 'pending', false],
    ['REJECTED', null, false],
    ['CANCELLED', null, false],
  ])('booking %s, shipment %j → %j', (booking, shipment, expected) => {
    expect(canAdminCancel(booking, shipment)).toBe(expected);
  });
});
