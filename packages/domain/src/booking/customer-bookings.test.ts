import { describe, expect, it } from 'vitest';
import {
  bookingFilterOf,
  bookingListQuerySchema,
  canCustomerEdit,
  customerDisplayStatus,
  shipmentStatusFilterOf,
} from './customer-bookings.ts';

describe('customerDisplayStatus', () => {
  it.each([
    ['PENDING', 'pending', false, 'pending'],
    ['pending', undefined, false, 'pending'],
    ['CANCELLED', 'cancelled', false, 'cancelled'],
    ['REJECTED', 'rejected', false, 'rejected'],
    ['CONFIRMED', 'confirmed', false, 'confirmed'],
    ['CONFIRMED', 'pending', false, 'confirmed'],
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
    ['pending', { booking: 'PENDING' }],
    ['Booked', { booking: 'CONFIRMED' }],
    ['confirmed', { booking: 'CONFIRMED', assigned: false }],
    ['assigned', { booking: 'CONFIRMED', assigned: true }],
    ['confirmed and assigned', { booking: 'CONFIRMED', assigned: true }],
    ['confirmed_and_assigned', { booking: 'CONFIRMED', assigned: true }],
    ['cancelled', { booking: 'CANCELLED' }],
    ['in_transit', null],
  ])('%j → %j', (raw, expected) => expect(bookingFilterOf(raw)).toEqual(expected));
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
