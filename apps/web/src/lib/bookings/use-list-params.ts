import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams } from './list-params.ts';

/**
 * A list's search, status and page, kept in the address so Back from a details page returns to the same
 * filtered page. The search box answers at once; the query waits until typing pauses. `after` is the keyset
 * cursor of the page reached with Next (the server's `next`): it reads as fast however deep; any other move
 * (a page number, Previous, a filter) goes by page number.
 */
export const useListParams = (defaultStatus: string) => {
  const [params, setParams] = useSearchParams();
  const opened = readListParams(params, defaultStatus);
  const [search, setSearchText] = useState(opened.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const { status, page, cursor } = opened;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'status' && value === defaultStatus))
            next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    search,
    debouncedSearch,
    status,
    page,
    cursor,
    setSearch: (value: string) => {
      setSearchText(value);
      update({ q: value.trim() || null, page: null, after: null });
    },
    setStatus: (value: string) => update({ status: value, page: null, after: null }),
    setPage: (value: number, after: string | null = null) =>
      update({ page: value > 1 ? String(value) : null, after: value > 1 ? after : null }),
  };
};
