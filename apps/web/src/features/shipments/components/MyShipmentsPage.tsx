import { Alert, SimpleGrid } from '@mantine/core';
import { IconBox, IconCircleCheck, IconMapPin, IconPlane } from '@tabler/icons-react';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SHIPMENT_FILTER_STATUSES,
  EMPTY_STATES,
  statusLabel,
} from '@ukgh/domain';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ListFilters } from '../../../components/ui/ListFilters.tsx';
import { ListPagination } from '../../../components/ui/ListPagination.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { StatTile } from '../../../components/ui/StatTile.tsx';
import { BOOKINGS_PAGE_SIZE, useBookingStats, useBookings } from '../../../lib/bookings/bookings-api.ts';
import { useListParams } from '../../../lib/bookings/use-list-params.ts';
import { ShipmentCard } from './ShipmentCard.tsx';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  // at_uk_warehouse is the spec's other word for at_warehouse; the label says which one it is.
  ...CUSTOMER_SHIPMENT_FILTER_STATUSES.map((value) => ({
    value,
    label: value === 'at_uk_warehouse' ? 'At UK Warehouse' : statusLabel(value),
  })),
];

/** /dashboard/shipments (spec 000 §2, My Shipments). */
export function MyShipmentsPage() {
  const list = useListParams('all');
  const shipments = useBookings({
    tab: 'shipments',
    search: list.debouncedSearch,
    status: list.status,
    page: list.page,
  });
  const stats = useBookingStats();
  const results = shipments.data?.results ?? [];
  const filtered = Boolean(list.debouncedSearch.trim()) || list.status !== 'all';

  return (
    <>
      <PageHeader title="My Shipments" subtitle={CUSTOMER_MESSAGES.shipmentsSubtitle} />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} mb="lg">
        <StatTile
          label="Total Shipments"
          value={stats.data?.total_shipments}
          icon={IconBox}
          loading={stats.isPending}
          testId="counter-total"
        />
        <StatTile
          label="In Transit"
          value={stats.data?.in_transit}
          icon={IconPlane}
          color="indigo"
          loading={stats.isPending}
          testId="counter-in-transit"
        />
        <StatTile
          label="Delivered"
          value={stats.data?.delivered}
          icon={IconCircleCheck}
          color="teal"
          loading={stats.isPending}
          testId="counter-delivered"
        />
        <StatTile
          label="In Ghana"
          value={stats.data?.in_ghana}
          icon={IconMapPin}
          color="gold"
          loading={stats.isPending}
          testId="counter-in-ghana"
        />
      </SimpleGrid>
      <ListFilters
        testId="shipments"
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search by tracking number"
        status={list.status}
        onStatusChange={list.setStatus}
        statusOptions={STATUS_OPTIONS}
      />
      {shipments.isPending ? (
        <PageLoader label="Loading shipments" />
      ) : shipments.isError && !shipments.data ? (
        <Alert color="red" title={CUSTOMER_MESSAGES.fetchShipmentsFailed}>
          Please refresh the page to try again.
        </Alert>
      ) : results.length === 0 ? (
        <EmptyState
          title={EMPTY_STATES.shipments}
          description={
            filtered
              ? 'No shipment matches this tracking number or status.'
              : 'Your bookings appear here once our agent has collected them.'
          }
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" data-testid="shipments-list">
            {results.map((shipment) => (
              <ShipmentCard key={shipment.id} shipment={shipment} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={list.page}
            pageSize={BOOKINGS_PAGE_SIZE}
            count={shipments.data?.count ?? 0}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
