import { Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type DashboardSearchHit, EMPTY_STATES } from '@ukgh/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH, useDashboardSearch } from '../api/dashboard.ts';
import { assignableKinds, type ShipmentChoice } from './assignable.ts';
import { BookingRef } from './BookingRef.tsx';

// The filters dialog is loaded when Filters is pressed: the dashboard's first download is near its budget.
const DashboardFiltersDialog = lazy(() =>
  import('./DashboardFiltersDialog.tsx').then((m) => ({ default: m.DashboardFiltersDialog })),
);

/**
 * The dashboard's search box (a booking by code, tracking number, customer name or phone) and its Filters
 * button (spec 001 §2), which opens the packages hub with the hub's filters chosen.
 */
export function DashboardSearch({
  onAssign,
  onResults,
}: {
  onAssign: (choice: ShipmentChoice) => void;
  onResults: (hits: DashboardSearchHit[]) => void;
}) {
  const [value, setValue] = useState('');
  const [filtering, setFiltering] = useState(false);
  const [q] = useDebouncedValue(value.trim(), 300);
  const search = useDashboardSearch(q);
  const hits = search.data?.results;
  useEffect(() => onResults(hits ?? []), [hits, onResults]);
  const searching = q.length >= SEARCH_MIN_LENGTH;

  return (
    <Card mb="xl">
      {/* On a phone Filters goes under the box, which keeps the whole width for what is typed. */}
      <Group gap="sm" wrap="wrap" align="flex-start">
        <TextInput
          flex="1 1 16rem"
          miw={0}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          placeholder="Booking code, tracking number, customer name or phone"
          aria-label="Search bookings"
          data-testid="dashboard-search"
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setFiltering(true)}
          data-testid="dashboard-filters"
          style={{ flexShrink: 0 }}
        >
          Filters
        </Button>
      </Group>
      <Suspense fallback={null}>
        {filtering && <DashboardFiltersDialog search={value} onClose={() => setFiltering(false)} />}
      </Suspense>
      {searching && hits && (
        <Stack gap={0} mt="sm" data-testid="search-results">
          {hits.length === 0 ? (
            <Text fz="sm" c="dimmed" py="xs">
              {EMPTY_STATES.bookings}
            </Text>
          ) : (
            hits.map((hit) => (
              <Group
                key={hit.booking_id}
                justify="space-between"
                wrap="wrap"
                py="xs"
                gap="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                data-testid="search-hit"
              >
                <div style={{ minWidth: 0, flex: 1 }}>
                  <BookingRef {...hit} />
                  <Text fz="xs" c="dimmed" truncate>
                    {[hit.customer_name, hit.customer_phone].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                {assignableKinds(hit).length > 0 && (
                  <Button size="xs" variant="light" onClick={() => onAssign(hit)}>
                    Assign agent
                  </Button>
                )}
              </Group>
            ))
          )}
        </Stack>
      )}
    </Card>
  );
}
