import type { CappedCount } from '@ukgh/domain';

/** A count the server capped (COUNT_CAP): "1,000+" past the cap, else the number itself. */
export const cappedCountText = (value: CappedCount | undefined) =>
  value ? `${value.count.toLocaleString('en-GB')}${value.capped ? '+' : ''}` : undefined;

/** The keyset cursor a list's `next` link carries, or null (a page-number link, or no next page). */
export const cursorOf = (next: string | null | undefined) =>
  next ? new URL(next, 'http://local').searchParams.get('cursor') : null;
