// Without React: the lists' hook (use-list-params.ts) and the prefetch as a list's route opens
// (prefetch-on-open.ts) read an address the same way, so the screen finds in the cache the page the prefetch read.

/** A list's search, status, page and keyset cursor as its address holds them. */
export const readListParams = (params: URLSearchParams, defaultStatus: string) => ({
  search: params.get('q') ?? '',
  status: params.get('status') ?? defaultStatus,
  page: Math.max(1, Number(params.get('page')) || 1),
  cursor: params.get('after'),
});
