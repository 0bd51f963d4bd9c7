import { describe, expect, it } from 'vitest';
import { canonicalHsCode, canonicalRecipientId } from './goods.ts';
import { COMMON_HS_CODES } from './hs-codes.ts';
import { houseBillNumber } from './papers.ts';

describe('canonicalRecipientId', () => {
  it('reads a Ghana Card number in any case and spacing as the card prints it', () => {
    for (const raw of ['GHA-123456789-0', 'gha1234567890', ' GHA 123456789 0 '])
      expect(canonicalRecipientId(raw)).toBe('GHA-123456789-0');
  });
  it('reads a TIN as its letter and ten digits', () => {
    expect(canonicalRecipientId('c0012345678')).toBe('C0012345678');
    expect(canonicalRecipientId('P 0012345678')).toBe('P0012345678');
  });
  it('refuses what is neither', () => {
    for (const raw of ['GHA-12345678-0', 'GHB-123456789-0', 'X0012345678', 'C001234567', ''])
      expect(canonicalRecipientId(raw)).toBeNull();
  });
});

describe('canonicalHsCode', () => {
  it('dots a heading, subheading or national line, however it was typed', () => {
    expect(canonicalHsCode('6309')).toBe('6309');
    expect(canonicalHsCode('630900')).toBe('6309.00');
    expect(canonicalHsCode('6309 00')).toBe('6309.00');
    expect(canonicalHsCode('3926.90.97')).toBe('3926.90.97');
    expect(canonicalHsCode('8517130000')).toBe('8517.13.0000');
  });
  it('refuses a code of the wrong length or with letters', () => {
    for (const raw of ['63', '63090', '6309A0', '12345678901']) expect(canonicalHsCode(raw)).toBeNull();
  });
  it('every code of the shipped list is already in its canonical form, and none repeats', () => {
    for (const { code } of COMMON_HS_CODES) expect(canonicalHsCode(code)).toBe(code);
    expect(new Set(COMMON_HS_CODES.map((c) => c.code)).size).toBe(COMMON_HS_CODES.length);
  });
});

describe('houseBillNumber', () => {
  it('follows the booking code, so it stays the same whichever departure carries it', () => {
    expect(houseBillNumber('BK-R5FNRZDP')).toBe('HB-R5FNRZDP');
  });
});
