import type { CappedCount } from '@ukgh/domain';
import { formatNumber } from './format-number.ts';

/** A count the server capped (COUNT_CAP): "1,000+" past the cap, else the number itself. */
export const cappedCountText = (value: CappedCount | undefined) =>
  value ? `${formatNumber(value.count)}${value.capped ? '+' : ''}` : undefined;

/** The keyset cursor a list's `next` link carries, or null (a page-number link, or no next page). */
export const cursorOf = (next: string | null | undefined) =>
  next ? new URL(next, 'http://local').searchParams.get('cursor') : null;
