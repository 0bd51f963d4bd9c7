/**
 * Items are counted by quantity everywhere (a package line of quantity 2 is two items): the package
 * count on cards, the 'of' on a package and on a shipping label. One place, so '1 of 1' never sits beside
 * 'PACKAGES 2'.
 */
export interface CountedLine {
  qty?: number | string | null;
}

const qtyOf = (line: CountedLine): number => {
  const n = Math.floor(Number(line.qty ?? 1));
  return Number.isFinite(n) && n > 0 ? n : 1;
};

/** How many physical items these package lines make. */
export const itemCount = (lines: readonly CountedLine[]): number => lines.reduce((n, l) => n + qtyOf(l), 0);

/** '3 of 5', or '2–3 of 5' for a line of two; numbers run through the lines in their order. */
export const itemNumberText = (lines: readonly CountedLine[], index: number): string => {
  const first = itemCount(lines.slice(0, index)) + 1;
  const last = first + qtyOf(lines[index] ?? {}) - 1;
  const total = itemCount(lines);
  return `${first === last ? first : `${first}–${last}`} of ${total}`;
};
