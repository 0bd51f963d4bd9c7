import { describe, expect, it } from 'vitest';
import { publicPlace } from './public-place.ts';

describe('publicPlace (the public tracker shows the town only)', () => {
  it.each([
    ['London SW2 1RW', 'London'],
    ['221B Baker Street, London NW1', 'London'],
    ['Kejetia Market, Adum, Kumasi', 'Kumasi'],
    ['Accra GA-123-4567', 'Accra'],
    ['London, SW2 1RW', 'London'],
    ['United Kingdom', 'United Kingdom'],
    ['London, UK', 'London'],
    ['London Warehouse, UK', 'London Warehouse'],
    ['12 High Street', null],
    ['', null],
    [null, null],
  ])('%j shows as %j', (location, shown) => {
    expect(publicPlace(location)).toBe(shown);
  });
});
