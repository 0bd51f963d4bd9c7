import { describe, expect, it } from 'vitest';
import {
  bookingFilterOf,
  bookingListQuerySchema,
  canCustomerEdit,
  customerDisplayStatus,
  shipmentStatusSpellings,
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

describe('shipmentStatusSpellings', () => {
  it('includes the synonyms of a status', () => {
    expect(shipmentStatusSpellings('at_warehouse')).toEqual(['at_warehouse', 'at_uk_warehouse']);
    expect(shipmentStatusSpellings('AT_GH_WAREHOUSE')).toEqual(['at_ghana_warehouse', 'at_gh_warehouse']);
    expect(shipmentStatusSpellings('delivered')).toEqual(['delivered']);
  });
  it('reads all/blank as no filter and an unknown word as null', () => {
    expect(shipmentStatusSpellings('all')).toBeUndefined();
    expect(shipmentStatusSpellings(undefined)).toBeUndefined();
    expect(shipmentStatusSpellings('lost')).toBeNull();
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
