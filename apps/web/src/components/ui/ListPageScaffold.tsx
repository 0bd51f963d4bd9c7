import { Alert, SimpleGrid } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { BOOKINGS_PAGE_SIZE } from '../../lib/bookings/bookings-queries.ts';
import type { useListParams } from '../../lib/bookings/use-list-params.ts';
import { cursorOf } from '../../lib/format-count.ts';
import { EmptyState } from './EmptyState.tsx';
import { ListFilters } from './ListFilters.tsx';
import { ListPagination } from './ListPagination.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PageLoader } from './PageLoader.tsx';

interface Props<T extends { id: string | number }> {
  title: string;
  subtitle: ReactNode;
  actions?: ReactNode;
  /** Shown between the header and the filters (e.g. a StatTileGrid, StatTile.tsx). */
  counters?: ReactNode;
  /** Names the filters (`{testId}-…`) and the list (`{testId}-list`). */
  testId: string;
  list: ReturnType<typeof useListParams>;
  searchPlaceholder: string;
  statusOptions: { value: string; label: string }[];
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { results: T[]; count: number; count_capped?: boolean; next?: string | null };
  };
  loadingLabel: string;
  errorTitle: string;
  emptyTitle: string;
  /** The empty state's text when a search or status filter is active, and when it is not. */
  emptyDescription: { filtered: string; unfiltered: string };
  emptyAction?: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** A customer list page: header, counters, search + status filter, the cards, pagination and the empty state. */
export function ListPageScaffold<T extends { id: string | number }>({
  title,
  subtitle,
  actions,
  counters,
  testId,
  list,
  searchPlaceholder,
  statusOptions,
  query,
  loadingLabel,
  errorTitle,
  emptyTitle,
  emptyDescription,
  emptyAction,
  renderItem,
}: Props<T>) {
  const results = query.data?.results ?? [];
  const filtered = Boolean(list.debouncedSearch.trim()) || list.status !== 'all';

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {counters}
      <ListFilters
        testId={testId}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={searchPlaceholder}
        status={list.status}
        onStatusChange={list.setStatus}
        statusOptions={statusOptions}
      />
      {query.isPending ? (
        <PageLoader label={loadingLabel} />
      ) : query.isError && !query.data ? (
        <Alert color="red" title={errorTitle}>
          Please refresh the page to try again.
        </Alert>
      ) : results.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          description={filtered ? emptyDescription.filtered : emptyDescription.unfiltered}
          action={emptyAction}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" data-testid={`${testId}-list`}>
            {results.map((item) => (
              <Fragment key={item.id}>{renderItem(item)}</Fragment>
            ))}
          </SimpleGrid>
          <ListPagination
            page={list.page}
            pageSize={BOOKINGS_PAGE_SIZE}
            count={query.data?.count ?? 0}
            capped={query.data?.count_capped}
            hasNext={Boolean(query.data?.next)}
            // Next follows the server's keyset cursor; any other page goes by number.
            onChange={(target) =>
              list.setPage(target, target === list.page + 1 ? cursorOf(query.data?.next) : null)
            }
          />
        </>
      )}
    </>
  );
}
