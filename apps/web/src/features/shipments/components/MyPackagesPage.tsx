import { Alert, SimpleGrid } from '@mantine/core';
import { CUSTOMER_MESSAGES, CUSTOMER_PACKAGE_FILTER_STATUSES, EMPTY_STATES, statusLabel } from '@ukgh/domain';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ListFilters } from '../../../components/ui/ListFilters.tsx';
import { ListPagination } from '../../../components/ui/ListPagination.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { BOOKINGS_PAGE_SIZE, usePackages } from '../../../lib/bookings/bookings-api.ts';
import { useListParams } from '../../../lib/bookings/use-list-params.ts';
import { PackageCard } from './PackageCard.tsx';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...CUSTOMER_PACKAGE_FILTER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];

/** /dashboard/packages (spec 000 §2, My Packages). */
export function MyPackagesPage() {
  const list = useListParams('all');
  const packages = usePackages({
    search: list.debouncedSearch,
    status: list.status,
    page: list.page,
  });
  const results = packages.data?.results ?? [];
  const filtered = Boolean(list.debouncedSearch.trim()) || list.status !== 'all';

  return (
    <>
      <PageHeader title="My Packages" subtitle={CUSTOMER_MESSAGES.packagesSubtitle} />
      <ListFilters
        testId="packages"
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search by booking code, recipient or city"
        status={list.status}
        onStatusChange={list.setStatus}
        statusOptions={STATUS_OPTIONS}
      />
      {packages.isPending ? (
        <PageLoader label="Loading packages" />
      ) : packages.isError && !packages.data ? (
        <Alert color="red" title={CUSTOMER_MESSAGES.fetchPackagesFailed}>
          Please refresh the page to try again.
        </Alert>
      ) : results.length === 0 ? (
        <EmptyState
          title={EMPTY_STATES.packages}
          description={
            filtered
              ? 'No package matches this search or status.'
              : 'Your packages appear here once our agent has picked them up.'
          }
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" data-testid="packages-list">
            {results.map((item) => (
              <PackageCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={list.page}
            pageSize={BOOKINGS_PAGE_SIZE}
            count={packages.data?.count ?? 0}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
