import { CUSTOMER_MESSAGES, CUSTOMER_PACKAGE_FILTER_STATUSES, EMPTY_STATES, statusLabel } from '@ukgh/domain';
import { ListPageScaffold } from '../../../components/ui/ListPageScaffold.tsx';
import { usePackages } from '../../../lib/bookings/bookings-api.ts';
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

  return (
    <ListPageScaffold
      title="My Packages"
      subtitle={CUSTOMER_MESSAGES.packagesSubtitle}
      testId="packages"
      list={list}
      searchPlaceholder="Search by booking code, recipient or city"
      statusOptions={STATUS_OPTIONS}
      query={packages}
      loadingLabel="Loading packages"
      errorTitle={CUSTOMER_MESSAGES.fetchPackagesFailed}
      emptyTitle={EMPTY_STATES.packages}
      emptyDescription={{
        filtered: 'No package matches this search or status.',
        unfiltered: 'Your packages appear here once our agent has picked them up.',
      }}
      renderItem={(item) => <PackageCard item={item} />}
    />
  );
}
