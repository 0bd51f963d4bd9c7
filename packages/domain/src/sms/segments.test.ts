import { describe, expect, it } from 'vitest';
import { smsSize, toGsmFriendly } from './segments.ts';

describe('smsSize', () => {
  it('fits 160 GSM-7 characters in one part and 161 in two', () => {
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(smsSize('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSize('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts the extension table twice (the euro sign, brackets)', () => {
    expect(smsSize('€[]')).toMatchObject({ encoding: 'GSM-7', units: 6, segments: 1 });
    expect(smsSize(`${'a'.repeat(158)}€`)).toMatchObject({ units: 160, segments: 1 });
    expect(smsSize(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('turns the whole text to UCS-2 for one character outside the alphabet, and names it', () => {
    const size = smsSize(`Thu 31 Dec – Thu 14 Jan ${'a'.repeat(60)}`);
    expect(size.encoding).toBe('UCS-2');
    expect(size.unicode).toEqual(['–']);
    expect(size.segments).toBe(2);
    expect(smsSize('a'.repeat(70))).toMatchObject({ encoding: 'GSM-7' });
    expect(smsSize(`${'a'.repeat(69)}’`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSize(`${'a'.repeat(70)}’`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });
});

describe('toGsmFriendly', () => {
  it('replaces dashes, curly quotes, the ellipsis and the cedi sign so the text stays GSM-7', () => {
    const text = toGsmFriendly('Thu 31 Dec – Thu 14 Jan: “your parcel’s on its way”… ₵120');
    expect(text).toBe('Thu 31 Dec - Thu 14 Jan: "your parcel\'s on its way"... GHS 120');
    expect(smsSize(text).encoding).toBe('GSM-7');
  });

  it('keeps the letters GSM-7 has (é, ü) and those it does not (ɔ, ɛ) as they are', () => {
    expect(toGsmFriendly('Café Müller')).toBe('Café Müller');
    expect(toGsmFriendly('Kɔfi')).toBe('Kɔfi');
  });
});
