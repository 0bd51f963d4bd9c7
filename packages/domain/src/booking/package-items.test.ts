import { describe, expect, it } from 'vitest';
import { itemCount, itemNumberText } from './package-items.ts';

describe('package items', () => {
  it('counts items by quantity', () => {
    expect(itemCount([{ qty: 2 }])).toBe(2);
    expect(itemCount([{ qty: 1 }, { qty: 3 }, {}])).toBe(5);
    expect(itemCount([])).toBe(0);
  });

  it('numbers a line of quantity 2 as two items of the total, never "1 of 1"', () => {
    expect(itemNumberText([{ qty: 2 }], 0)).toBe('1–2 of 2');
    const lines = [{ qty: 1 }, { qty: 2 }, { qty: 1 }];
    expect(lines.map((_, i) => itemNumberText(lines, i))).toEqual(['1 of 4', '2–3 of 4', '4 of 4']);
  });
});
