import { describe, expect, it } from 'vitest';
import {
  BOOKING_IN_PROGRESS_STATUSES,
  badgeClass,
  CUSTOMER_PACKAGE_FILTER_STATUSES,
  CUSTOMER_SHIPMENT_FILTER_STATUSES,
  isAwaitingCollection,
  isBookingInProgress,
  isOnPackagesScreen,
  isShipmentStatus,
  normalizeShipmentStatus,
  progressPercent,
  SCAN_STATUSES,
  SHIPMENT_GROUP_STATUSES,
  SHIPMENT_STATUSES,
  statusLabel,
} from './statuses.ts';

describe('normalizeShipmentStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['in_transit', 'in_transit'],
    ['IN_TRANSIT', 'in_transit'],
    ['  Delivered ', 'delivered'],
    ['at_uk_warehouse', 'at_warehouse'],
    ['AT_UK_WAREHOUSE', 'at_warehouse'],
    ['at_gh_warehouse', 'at_ghana_warehouse'],
    ['AT_GH_WAREHOUSE', 'at_ghana_warehouse'],
    ['booked', 'pending'],
    ['BOOKED', 'pending'],
    ['exception', 'exception'],
    ['completed', null],
    ['cancelled', null],
    ['assigned', null],
    ['', null],
    [null, null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeShipmentStatus(raw)).toBe(expected);
  });
});

describe('statusLabel', () => {
  it.each([
    // spec 000 §4 tracker labels
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['picked_up', 'Picked Up'],
    ['at_warehouse', 'At Warehouse'],
    ['in_transit', 'In Transit'],
    ['out_for_delivery', 'Out for Delivery'],
    ['delivered', 'Delivered'],
    ['completed', 'Completed'],
    // ours, for the statuses the tracker did not know
    ['pickup_assigned', 'Pickup Assigned'],
    ['consolidated', 'Consolidated'],
    ['arrived_ghana', 'Arrived in Ghana'],
    ['at_ghana_warehouse', 'At Ghana Warehouse'],
    ['exception', 'Exception'],
    ['cancelled', 'Cancelled'],
    ['rejected', 'Rejected'],
    ['booked', 'Booked'],
    // any case and synonyms
    ['IN_TRANSIT', 'In Transit'],
    ['at_uk_warehouse', 'At Warehouse'],
    ['AT_GH_WAREHOUSE', 'At Ghana Warehouse'],
    // unknown values: the raw text in upper case
    ['on_hold', 'ON_HOLD'],
    ['Lost at sea', 'LOST AT SEA'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (raw, expected) => {
    expect(statusLabel(raw)).toBe(expected);
  });
});

describe('badgeClass', () => {
  it.each([
    // spec 000 §4
    ['delivered', 'delivered'],
    ['completed', 'delivered'],
    ['out_for_delivery', 'in-transit'],
    ['in_transit', 'in-transit'],
    ['picked_up', 'confirmed'],
    ['at_warehouse', 'confirmed'],
    ['confirmed', 'confirmed'],
    ['pending', 'pending'],
    ['something_else', 'pending'],
    [undefined, 'pending'],
    // route statuses the spec's tracker did not know sit with their neighbours
    ['arrived_ghana', 'in-transit'],
    ['consolidated', 'in-transit'],
    ['AT_GH_WAREHOUSE', 'in-transit'],
    ['pickup_assigned', 'confirmed'],
    // any case and synonyms
    ['DELIVERED', 'delivered'],
    ['at_uk_warehouse', 'confirmed'],
    ['booked', 'pending'],
    // our decisions
    ['exception', 'exception'],
    ['cancelled', 'cancelled'],
    ['REJECTED', 'cancelled'],
  ])('%j → %j', (raw, expected) => {
    expect(badgeClass(raw)).toBe(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    ['pending', 11],
    ['confirmed', 22],
    ['picked_up', 33],
    ['at_warehouse', 44],
    ['in_transit', 56],
    ['arrived_ghana', 67],
    ['at_ghana_warehouse', 78],
    ['out_for_delivery', 89],
    ['delivered', 100],
    ['at_uk_warehouse', 44],
    ['AT_GH_WAREHOUSE', 78],
    ['booked', 11],
    ['IN_TRANSIT', 56],
    ['pickup_assigned', 0],
    ['consolidated', 0],
    ['exception', 0],
    ['cancelled', 0],
    ['', 0],
    [null, 0],
  ])('%j → %i', (raw, expected) => {
    expect(progressPercent(raw)).toBe(expected);
  });
});

describe('grouping (spec 000 §4)', () => {
  it.each(SHIPMENT_GROUP_STATUSES)('%s counts as a shipment, not a booking in progress', (status) => {
    expect(isShipmentStatus(status)).toBe(true);
    expect(isBookingInProgress(status)).toBe(false);
  });

  it.each(BOOKING_IN_PROGRESS_STATUSES)('%s counts as a booking in progress, not a shipment', (status) => {
    expect(isBookingInProgress(status)).toBe(true);
    expect(isShipmentStatus(status)).toBe(false);
  });

  it.each([
    ['IN_TRANSIT', true, false],
    ['at_gh_warehouse', true, false],
    ['PENDING', false, true],
    ['pickup_assigned', false, false],
    ['confirmed and assigned', false, false],
    ['cancelled', false, false],
    [null, false, false],
  ])('%j: shipment %j, in progress %j', (raw, shipment, inProgress) => {
    expect(isShipmentStatus(raw)).toBe(shipment);
    expect(isBookingInProgress(raw)).toBe(inProgress);
  });
});

describe('isOnPackagesScreen (spec 001 §4: pickup_assigned to exception)', () => {
  it.each([
    ['pending', false],
    ['booked', false],
    ['confirmed', false],
    ['pickup_assigned', true],
    ['picked_up', true],
    ['at_uk_warehouse', true],
    ['consolidated', true],
    ['delivered', true],
    ['exception', true],
    ['cancelled', false],
  ])('%s → %j', (raw, expected) => {
    expect(isOnPackagesScreen(raw)).toBe(expected);
  });
});

describe('isAwaitingCollection', () => {
  it.each<[unknown, boolean]>([
    ['confirmed', true],
    ['PICKUP_ASSIGNED', true],
    ['pending', false],
    ['picked_up', false],
    ['in_transit', false],
    ['cancelled', false],
    [null, false],
  ])('%s → %s', (status, expected) => {
    expect(isAwaitingCollection(status)).toBe(expected);
  });
});

describe('status lists offered', () => {
  it('every offered status is one the app reads: it normalises to a route status', () => {
    for (const status of [
      ...SCAN_STATUSES,
      ...CUSTOMER_SHIPMENT_FILTER_STATUSES,
      ...CUSTOMER_PACKAGE_FILTER_STATUSES,
    ]) {
      expect(SHIPMENT_STATUSES, status).toContain(normalizeShipmentStatus(status));
    }
  });

  it('every offered status has a label of its own', () => {
    for (const status of [...SCAN_STATUSES, ...CUSTOMER_SHIPMENT_FILTER_STATUSES]) {
      expect(statusLabel(status)).not.toBe(status.toUpperCase());
    }
  });
});
