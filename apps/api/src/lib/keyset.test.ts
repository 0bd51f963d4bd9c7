import { COUNT_CAP } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { capped, decodeCursor, encodeCursor, keysetPage } from './keyset.ts';

describe('keyset pages and capped counts', () => {
  it('caps a count at COUNT_CAP and flags it only past the cap', () => {
    expect(capped(0)).toEqual({ count: 0, capped: false });
    expect(capped(COUNT_CAP)).toEqual({ count: COUNT_CAP, capped: false });
    expect(capped(COUNT_CAP + 1)).toEqual({ count: COUNT_CAP, capped: true });
  });

  it('round-trips a cursor with microseconds and refuses one it did not write', () => {
    const cursor = { createdAt: '2026-11-23 18:00:00.123456+00', id: '00000000-0000-4000-8000-000000000001' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeNull();
    expect(() => decodeCursor('nope')).toThrow('Invalid cursor');
    expect(() => decodeCursor(Buffer.from('["x","y"]').toString('base64url'))).toThrow('Invalid cursor');
  });

  it('gives a next cursor (the last row of the page) only when a row beyond the page was read', () => {
    const row = (n: number) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      createdAtText: `2026-11-2${n} 10:00:00+00`,
    });
    const more = keysetPage([row(3), row(2), row(1)], 2, (r) => r.id);
    expect(more.page).toEqual([row(3), row(2)]);
    expect(decodeCursor(more.next!)).toEqual({ createdAt: row(2).createdAtText, id: row(2).id });
    expect(keysetPage([row(3), row(2)], 2, (r) => r.id).next).toBeNull();
  });
});
