import { Alert, Button, Center, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconBuildingWarehouse,
  IconCircleCheck,
  IconDownload,
  IconPackages,
  IconPlane,
  IconScan,
  IconTruckDelivery,
  IconUserPin,
} from '@tabler/icons-react';
import { decideAssign, EMPTY_STATES, type HubShipment, PACKAGE_MESSAGES, type Role } from '@ukgh/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusDialogBooking } from '../../../components/package-status/index.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { StatTileGrid } from '../../../components/ui/StatTile.tsx';
import { notifyFailure } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { cappedCountText } from '../../../lib/format-count.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { hubFiltersFromParams } from '../../../lib/hub-filters.ts';
import { downloadCsv, type HubFilterState, printLabels, useHubPackages } from '../api/hub-api.ts';
import { BulkBar } from './BulkBar.tsx';
import { HubFilters } from './HubFilters.tsx';
import { HubPackageCard } from './HubPackageCard.tsx';
import { ScanDialog } from './ScanDialog.tsx';

// The status move (its photo and signature fields) is a chunk of its own: with it the hub's first download is
// over the signed-in budget.
const UpdateStatusDialog = lazy(() =>
  import('../../../components/package-status/components/UpdateStatusDialog.tsx').then((m) => ({
    default: m.UpdateStatusDialog,
  })),
);

// The details dialog (the booking's tabs and moves) is loaded when a card's Details is first pressed.
const PackageDetailsDialog = lazy(() =>
  import('./PackageDetailsDialog.tsx').then((m) => ({ default: m.PackageDetailsDialog })),
);

const countText = cappedCountText;

/** "Bulk actions appear only if a permission check allows assigning delivery agents" (spec 001 §2): the domain's. */
const mayAssignDelivery = (role: Role | undefined) =>
  Boolean(
    role &&
      decideAssign({
        actorRole: role,
        kind: 'DELIVERY',
        booking: { status: 'CONFIRMED' },
        shipment: { status: 'at_ghana_warehouse' },
      }).allowed,
  );

/** Status updates go through POST /admin/bookings/{id}/update-status/, an admin's call; delivered is final. */
const mayUpdate = (role: Role | undefined, item: { status: string; shipment_status: string | null }) =>
  role === 'ADMIN' && item.status === 'CONFIRMED' && item.shipment_status !== 'delivered';

/**
 * The packages hub (spec 001 §2 "Packages"), at /admin/shipments and, for warehouse staff,
 * /agent/warehouse/shipments: every package on the move, found by the server's filters and search.
 */
export function PackagesHubPage() {
  const role = useCurrentUser()?.role;
  // The dashboard's Filters button links here with its choices in the address.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<HubFilterState>(() => hubFiltersFromParams(params));
  const [search] = useDebouncedValue(filters.search, 300);
  const effective = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useHubPackages(effective);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [updating, setUpdating] = useState<StatusDialogBooking | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState(false);

  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.results);
  const first = pages[0];
  const stats = first?.stats;
  const bulk = mayAssignDelivery(role);
  const filtered = Object.entries(effective).some(([key, value]) =>
    key === 'search' ? value.trim() : value !== 'all',
  );
  const bookingIdOf = new Map(items.map((item) => [item.shipment_id, item.id]));

  const toggle = (item: HubShipment, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(item.shipment_id);
      else next.delete(item.shipment_id);
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(effective);
    } catch (error) {
      notifyFailure(PACKAGE_MESSAGES.exportFailed, error);
    } finally {
      setExporting(false);
    }
  };

  const print = async (bookingIds: string[]) => {
    setPrinting(true);
    await printLabels(bookingIds);
    setPrinting(false);
  };

  return (
    <>
      <PageHeader
        title="Packages"
        subtitle="Every package on the move: find, filter, update and export."
        actions={
          <Group gap="xs">
            <Button leftSection={<IconScan size={16} />} onClick={() => setScanning(true)}>
              Scan & Update
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={exportCsv}
              loading={exporting}
            >
              Export CSV
            </Button>
          </Group>
        }
      />

      <StatTileGrid
        loading={query.isPending}
        tiles={[
          { label: 'Total', value: countText(stats?.total), icon: IconPackages, testId: 'hub-stat-total' },
          {
            label: 'Awaiting pickup',
            value: countText(stats?.awaiting_pickup),
            icon: IconUserPin,
            color: 'yellow',
            testId: 'hub-stat-awaiting',
          },
          {
            label: 'UK warehouse',
            value: countText(stats?.in_warehouse),
            icon: IconBuildingWarehouse,
            color: 'blue',
            testId: 'hub-stat-warehouse',
          },
          {
            label: 'In transit',
            value: countText(stats?.in_transit),
            icon: IconPlane,
            color: 'indigo',
            testId: 'hub-stat-transit',
          },
          {
            label: 'Out for delivery',
            value: countText(stats?.out_for_delivery),
            icon: IconTruckDelivery,
            color: 'orange',
            testId: 'hub-stat-out',
          },
          {
            label: 'Delivered',
            value: countText(stats?.delivered),
            icon: IconCircleCheck,
            color: 'teal',
            testId: 'hub-stat-delivered',
          },
          {
            label: 'Exceptions',
            value: countText(stats?.exceptions),
            icon: IconAlertTriangle,
            color: 'red',
            testId: 'hub-stat-exceptions',
          },
        ]}
      />
      {stats && (stats.total.capped || first?.count_capped) ? (
        <Text fz="xs" c="dimmed" mt={-8} mb="md">
          Counts stop at {formatNumber(stats.cap)}
          {first && first.count_cap < stats.cap ? ` (a search’s at ${formatNumber(first.count_cap)})` : ''}:
          “+” means more.
        </Text>
      ) : null}

      <HubFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setSelected(new Set());
        }}
      />

      {bulk && items.length > 0 ? (
        <BulkBar
          selected={[...selected]}
          allSelected={items.length > 0 && items.every((item) => selected.has(item.shipment_id))}
          onSelectAll={(on) => setSelected(on ? new Set(items.map((item) => item.shipment_id)) : new Set())}
          onDone={() => setSelected(new Set())}
          printing={printing}
          onPrintLabels={() =>
            print([...selected].flatMap((id) => (bookingIdOf.has(id) ? [bookingIdOf.get(id)!] : [])))
          }
        />
      ) : null}

      {query.isPending ? (
        <PageLoader label="Loading packages" />
      ) : query.isError && items.length === 0 ? (
        <Alert color="red" title={PACKAGE_MESSAGES.loadFailed} />
      ) : items.length === 0 ? (
        <EmptyState
          title={EMPTY_STATES.packages}
          description={
            filtered
              ? 'Try a different search or fewer filters.'
              : 'Packages show here once a pickup agent is assigned.'
          }
        />
      ) : (
        <>
          <Text fz="sm" c="dimmed" mb="sm" data-testid="hub-count">
            Showing {items.length} of{' '}
            {first ? `${formatNumber(first.count)}${first.count_capped ? '+' : ''}` : '—'} packages
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" data-testid="hub-list">
            {items.map((item) => (
              <HubPackageCard
                key={item.shipment_id}
                item={item}
                selectable={bulk}
                selected={selected.has(item.shipment_id)}
                onSelect={(on) => toggle(item, on)}
                onUpdateStatus={mayUpdate(role, item) ? () => setUpdating(item) : undefined}
                onPrintLabel={item.tracking_number ? () => print([item.id]) : undefined}
                onViewDetails={() => setViewing(item.id)}
              />
            ))}
          </SimpleGrid>
          {query.hasNextPage ? (
            <Center mt="lg">
              <Button
                variant="default"
                onClick={() => query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Load more
              </Button>
            </Center>
          ) : null}
          {query.isFetching && !query.isFetchingNextPage ? (
            <Center mt="sm">
              <Loader size="xs" aria-label="Refreshing" />
            </Center>
          ) : null}
        </>
      )}

      {scanning && (
        <ScanDialog
          opened
          onClose={() => setScanning(false)}
          canUpdate={(booking) => mayUpdate(role, booking)}
          onUpdate={(booking) => {
            setScanning(false);
            setUpdating(booking);
          }}
        />
      )}
      <Suspense fallback={null}>
        {viewing && (
          <PackageDetailsDialog
            bookingId={viewing}
            role={role}
            onClose={() => setViewing(null)}
            mayUpdate={(booking) => mayUpdate(role, booking)}
            onUpdateStatus={setUpdating}
          />
        )}
        {updating && <UpdateStatusDialog booking={updating} opened onClose={() => setUpdating(null)} />}
      </Suspense>
    </>
  );
}
