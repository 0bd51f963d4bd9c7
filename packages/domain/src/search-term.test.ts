import { describe, expect, it } from 'vitest';
import { readSearchTerm } from './search-term.ts';

describe('readSearchTerm', () => {
  it('reads phones typed the national way as E.164', () => {
    expect(readSearchTerm('024 412 3456').phone).toBe('+233244123456');
    expect(readSearchTerm('0244123456').phone).toBe('+233244123456');
    expect(readSearchTerm('07700900201').phone).toBe('+447700900201');
    expect(readSearchTerm('+233 24 412 3456').phone).toBe('+233244123456');
  });

  it('leaves names, towns and short numbers as text only', () => {
    expect(readSearchTerm(' Kumasi ')).toEqual({ text: 'Kumasi', phone: null, tracking: 'Kumasi' });
    expect(readSearchTerm('123').phone).toBeNull();
  });

  it('reads a tracking number typed with spaces, dashes or in lower case', () => {
    expect(readSearchTerm('ukg 9828-4296 11').tracking).toBe('UKG9828429611');
  });
});
