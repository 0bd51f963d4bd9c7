import { type CappedCount, COUNT_CAP, type Paginated } from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';

/** A relative link to another page number, keeping the caller's other query parameters. */
export const pageLink = (request: FastifyRequest, target: number, pageSize: number) => {
  const url = new URL(request.url, 'http://x');
  url.searchParams.set('page', String(target));
  url.searchParams.set('page_size', String(pageSize));
  return `${url.pathname}${url.search}`;
};

/** Builds `{count, next, previous, results}` with links that keep the caller's other query parameters. */
export const paginate = <T>(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): Paginated<T> => {
  const link = (target: number) => pageLink(request, target, pageSize);
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
};

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A relative link to the next keyset page: the same filters with the new cursor (and no page number). */
export const nextLink = (url: string, cursor: string | null) => {
  if (!cursor) return null;
  const next = new URL(url, 'http://local');
  next.searchParams.delete('page');
  next.searchParams.set('cursor', cursor);
  return `${next.pathname}${next.search}`;
};

/**
 * `{count, count_capped, count_cap, next, previous, results}` for a list with a capped count: `next` carries
 * the keyset cursor; `previous` is the page-number link when the caller paged by number (a cursor page has
 * none: the client keeps the cursors it followed).
 */
export const cappedPage = <T>(
  request: FastifyRequest,
  input: { page: number; page_size: number; cursor?: string | undefined },
  count: CappedCount,
  next: string | null,
  results: T[],
  countCap = COUNT_CAP,
) => ({
  count: count.count,
  count_capped: count.capped,
  count_cap: countCap,
  next: nextLink(request.url, next),
  previous: !input.cursor && input.page > 1 ? pageLink(request, input.page - 1, input.page_size) : null,
  results,
});
