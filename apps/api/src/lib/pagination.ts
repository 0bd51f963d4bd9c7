import type { Paginated } from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';

/** Builds `{count, next, previous, results}` with links that keep the caller's other query parameters. */
export const paginate = <T>(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): Paginated<T> => {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('page', String(target));
    url.searchParams.set('page_size', String(pageSize));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
};

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
