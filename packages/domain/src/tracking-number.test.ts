import { describe, expect, it } from 'vitest';
import {
  generateTrackingNumber,
  isValidTrackingNumber,
  normalizeScannedCode,
  normalizeTrackingNumber,
  TRACKING_NUMBER_INVALID_MESSAGE,
  TRACKING_NUMBER_PATTERN,
} from './tracking-number.ts';

describe('tracking number format (spec 000 §5: UKG + exactly 10 digits, case-insensitive)', () => {
  it.each([
    ['UKG1234567890', true, 'UKG1234567890'],
    ['ukg1234567890', true, 'UKG1234567890'],
    ['UkG0000000000', true, 'UKG0000000000'],
    ['  UKG1234567890 ', true, 'UKG1234567890'],
    ['UKG123456789', false, 'UKG123456789'],
    ['UKG12345678901', false, 'UKG12345678901'],
    ['UKG12345 67890', true, 'UKG1234567890'],
    ['UKG 9828 4296 11', true, 'UKG9828429611'],
    ['ukg-9828-4296-11', true, 'UKG9828429611'],
    ['UKG 12345 678', false, 'UKG12345678'],
    ['UKX1234567890', false, 'UKX1234567890'],
    ['1234567890', false, '1234567890'],
    ['UKG123456789O', false, 'UKG123456789O'],
    ['UKG١٢٣٤٥٦٧٨٩٠', false, 'UKG١٢٣٤٥٦٧٨٩٠'],
    ['', false, ''],
  ])('%j: valid %j, sent as %j', (input, valid, normalized) => {
    expect(isValidTrackingNumber(input)).toBe(valid);
    expect(normalizeTrackingNumber(input)).toBe(normalized);
  });

  it('the pattern itself is case-insensitive and anchored', () => {
    expect(TRACKING_NUMBER_PATTERN.test('ukg1234567890')).toBe(true);
    expect(TRACKING_NUMBER_PATTERN.test('xUKG1234567890')).toBe(false);
  });

  it('has the spec message', () => {
    expect(TRACKING_NUMBER_INVALID_MESSAGE).toBe(
      'Invalid tracking number format. Please enter a valid UKG tracking number (e.g., UKG1234567890)',
    );
  });
});

describe('generateTrackingNumber', () => {
  it('makes UKG + 10 digits from the random source, asking for one digit at a time', () => {
    const asked: number[] = [];
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
    let i = 0;
    const number = generateTrackingNumber((max) => {
      asked.push(max);
      return digits[i++];
    });
    expect(number).toBe('UKG1234567890');
    expect(asked).toEqual(Array(10).fill(10));
  });

  it('keeps leading zeros', () => {
    expect(generateTrackingNumber(() => 0)).toBe('UKG0000000000');
  });

  it('always makes a valid number', () => {
    for (let n = 0; n < 50; n++) {
      expect(isValidTrackingNumber(generateTrackingNumber((max) => Math.floor(Math.random() * max)))).toBe(
        true,
      );
    }
  });
});

describe('normalizeScannedCode', () => {
  it.each([
    ['ukg 9828 4296 11', 'UKG9828429611'],
    ['UKG-9828-4296-11', 'UKG9828429611'],
    [' bk-7h3k9q2m ', 'BK-7H3K9Q2M'],
    ['BK 7H3K 9Q2M', 'BK7H3K9Q2M'],
  ])('%j reads as %j', (input, code) => {
    expect(normalizeScannedCode(input)).toBe(code);
  });
});
