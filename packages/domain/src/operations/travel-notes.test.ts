import { describe, expect, it } from 'vitest';
import { TRAVEL_NOTE_MESSAGES, travelNoteRefusal } from './travel-notes.ts';

const confirmed = { status: 'CONFIRMED' };

describe('travelNoteRefusal', () => {
  it('lets an admin add to any confirmed booking, at any status', () => {
    expect(travelNoteRefusal('ADMIN', confirmed, { status: 'in_transit' })).toBeNull();
    expect(travelNoteRefusal('ADMIN', confirmed, { status: 'delivered' })).toBeNull();
  });

  it.each([
    ['PICKUP', 'picked_up'],
    ['WAREHOUSE', 'at_warehouse'],
    ['WAREHOUSE', 'at_gh_warehouse'],
    ['DELIVERY', 'out_for_delivery'],
  ] as const)('lets %s add while holding the goods (%s)', (role, status) => {
    expect(travelNoteRefusal(role, confirmed, { status })).toBeNull();
  });

  it.each([
    ['WAREHOUSE', 'in_transit'],
    ['PICKUP', 'at_warehouse'],
    ['DELIVERY', 'delivered'],
    ['CUSTOMER', 'picked_up'],
  ] as const)('refuses %s when the goods are not theirs (%s)', (role, status) => {
    expect(travelNoteRefusal(role, confirmed, { status })).toBe(TRAVEL_NOTE_MESSAGES.notHolder);
  });

  it('refuses everyone on a booking that is not confirmed', () => {
    for (const status of ['PENDING', 'CANCELLED', 'REJECTED'])
      expect(travelNoteRefusal('ADMIN', { status }, { status: 'pending' })).toBe(
        TRAVEL_NOTE_MESSAGES.notConfirmed,
      );
  });
});
