import { describe, expect, it } from 'vitest';
import {
  bookingFilterOf,
  bookingListQuerySchema,
  canCustomerEdit,
  clauseMatches,
  customerDisplayStatus,
  MY_BOOKINGS_BUCKET_CLAUSES,
  MY_BOOKINGS_BUCKETS,
  myBookingsBucketOf,
  shipmentStatusFilterOf,
} from './customer-bookings.ts';

describe('customerDisplayStatus', () => {
  it.each([
    ['PENDING', 'pending', false, 'pending'],
    ['pending', undefined, false, 'pending'],
    ['CANCELLED', 'cancelled', false, 'cancelled'],
    ['REJECTED', 'rejected', false, 'rejected'],
    ['CONFIRMED', 'confirmed', false, 'confirmed'],
    ['CONFIRMED', 'pending', false, 'booked'],
    ['CONFIRMED', 'booked', false, 'booked'],
    ['CONFIRMED', 'pending', true, 'confirmed and assigned'],
    ['CONFIRMED', 'confirmed', true, 'confirmed and assigned'],
    ['CONFIRMED', 'pickup_assigned', false, 'confirmed and assigned'],
    ['CONFIRMED', 'picked_up', true, 'picked_up'],
    ['CONFIRMED', 'at_uk_warehouse', true, 'at_warehouse'],
    ['CONFIRMED', 'AT_GH_WAREHOUSE', true, 'at_ghana_warehouse'],
    ['CONFIRMED', 'exception', true, 'exception'],
    ['CONFIRMED', 'delivered', true, 'delivered'],
  ])('%s / %s / agent %j → %j', (bookingStatus, shipmentStatus, hasPickupAgent, expected) => {
    expect(customerDisplayStatus({ bookingStatus, shipmentStatus, hasPickupAgent })).toBe(expected);
  });
});

describe('canCustomerEdit', () => {
  it.each([
    ['PENDING', true],
    ['CONFIRMED', false],
    ['CANCELLED', false],
    ['REJECTED', false],
  ])('%s → %j', (status, expected) => expect(canCustomerEdit(status)).toBe(expected));
});

describe('bookingFilterOf', () => {
  it.each([
    ['all', undefined],
    ['', undefined],
    [undefined, undefined],
    ['pending', MY_BOOKINGS_BUCKET_CLAUSES.pending],
    ['Booked', MY_BOOKINGS_BUCKET_CLAUSES.booked],
    ['confirmed', MY_BOOKINGS_BUCKET_CLAUSES.confirmed],
    ['assigned', MY_BOOKINGS_BUCKET_CLAUSES.assigned],
    ['confirmed and assigned', MY_BOOKINGS_BUCKET_CLAUSES.assigned],
    ['confirmed_and_assigned', MY_BOOKINGS_BUCKET_CLAUSES.assigned],
    ['cancelled', [{ booking: 'CANCELLED' }]],
    ['in_transit', null],
  ])('%j → %j', (raw, expected) => expect(bookingFilterOf(raw)).toEqual(expected));
});

describe('My Bookings buckets', () => {
  const bookingStatuses = ['PENDING', 'CONFIRMED', 'CANCELLED', 'REJECTED'];
  const shipmentStatuses = [
    undefined,
    'pending',
    'booked',
    'confirmed',
    'pickup_assigned',
    'picked_up',
    'exception',
  ];
  const cases = bookingStatuses.flatMap((bookingStatus) =>
    shipmentStatuses.flatMap((shipmentStatus) =>
      [false, true].map((hasPickupAgent) => ({ bookingStatus, shipmentStatus, hasPickupAgent })),
    ),
  );

  it('puts every booking waiting for collection in exactly one bucket, and nothing else in any', () => {
    for (const input of cases) {
      const hits = MY_BOOKINGS_BUCKETS.filter((bucket) =>
        MY_BOOKINGS_BUCKET_CLAUSES[bucket].some((clause) => clauseMatches(clause, input)),
      );
      const waiting =
        input.bookingStatus === 'PENDING' ||
        (input.bookingStatus === 'CONFIRMED' &&
          !['picked_up', 'exception'].includes(input.shipmentStatus ?? ''));
      expect(hits.length, JSON.stringify(input)).toBe(waiting ? 1 : 0);
    }
  });

  it.each([
    [{ bookingStatus: 'PENDING', shipmentStatus: 'pending' }, 'pending'],
    [{ bookingStatus: 'CONFIRMED', shipmentStatus: 'pending' }, 'booked'],
    [{ bookingStatus: 'CONFIRMED', shipmentStatus: 'confirmed' }, 'confirmed'],
    // Kofi's booking: confirmed and assigned is Assigned, and only Assigned.
    [{ bookingStatus: 'CONFIRMED', shipmentStatus: 'confirmed', hasPickupAgent: true }, 'assigned'],
    [{ bookingStatus: 'CONFIRMED', shipmentStatus: 'pickup_assigned' }, 'assigned'],
    [{ bookingStatus: 'CONFIRMED', shipmentStatus: 'in_transit', hasPickupAgent: true }, null],
    [{ bookingStatus: 'CANCELLED' }, null],
  ])('%j → %j', (input, bucket) => expect(myBookingsBucketOf(input)).toBe(bucket));

  it('shows each bucket on the card under its own word', () => {
    for (const input of cases) {
      const bucket = myBookingsBucketOf(input);
      if (!bucket) continue;
      const word = customerDisplayStatus(input);
      expect(word === 'confirmed and assigned' ? 'assigned' : word, JSON.stringify(input)).toBe(bucket);
    }
  });
});

describe('shipmentStatusFilterOf', () => {
  it('reads a synonym or any case as the one stored status', () => {
    expect(shipmentStatusFilterOf('at_uk_warehouse')).toBe('at_warehouse');
    expect(shipmentStatusFilterOf('AT_GH_WAREHOUSE')).toBe('at_ghana_warehouse');
    expect(shipmentStatusFilterOf('delivered')).toBe('delivered');
  });
  it('reads all/blank as no filter and an unknown word as null', () => {
    expect(shipmentStatusFilterOf('all')).toBeUndefined();
    expect(shipmentStatusFilterOf(undefined)).toBeUndefined();
    expect(shipmentStatusFilterOf('lost')).toBeNull();
  });
});

describe('bookingListQuerySchema', () => {
  it('defaults to the bookings tab, page 1 of 20', () => {
    expect(bookingListQuerySchema.parse({})).toEqual({ page: 1, page_size: 20, tab: 'bookings' });
  });
  it('refuses an unknown tab and a page size over 100', () => {
    expect(bookingListQuerySchema.safeParse({ tab: 'parcels' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ page_size: 101 }).success).toBe(false);
  });
});
