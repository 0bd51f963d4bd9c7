import { describe, expect, it } from 'vitest';
import { canonicalGpsAddress, GPS_ADDRESS_MESSAGES, gpsRegionMismatch } from './gps-address.ts';

describe('GhanaPost GPS digital addresses', () => {
  it.each([
    ['ak0395028', 'AK-039-5028'],
    ['AK-039-5028', 'AK-039-5028'],
    [' ak 039 5028 ', 'AK-039-5028'],
    ['GA-1838-1640', 'GA-1838-1640'],
    ['n5-123-4567', 'N5-123-4567'],
  ])('reads %s as %s', (typed, canonical) => {
    expect(canonicalGpsAddress(typed)).toBe(canonical);
  });

  it.each(['AK-39-5028', 'AK-039-502', '1K-039-5028', 'near Kejetia Market', 'AK-03955-5028', ''])(
    'refuses %s',
    (typed) => {
      expect(canonicalGpsAddress(typed)).toBeNull();
    },
  );

  it('checks the region letter where it is known, and lets unknown letters through', () => {
    expect(gpsRegionMismatch('AK-039-5028', 'AR')).toBeNull();
    expect(gpsRegionMismatch('AK-039-5028', 'GR')).toBe(GPS_ADDRESS_MESSAGES.region('Greater Accra'));
    // Brong-Ahafo's letter covers the three regions made from it.
    expect(gpsRegionMismatch('BS-000-1234', 'BE')).toBeNull();
    expect(gpsRegionMismatch('XW-000-1234', 'GR')).toBeNull();
  });
});
