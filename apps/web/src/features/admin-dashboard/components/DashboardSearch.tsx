import { Button, Card, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type DashboardSearchHit, EMPTY_STATES, WEB_ROUTES } from '@ukgh/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type HubFilterState, hubFilterLink, NO_FILTERS } from '../../packages-hub/api/hub-filters.ts';
import { HubFilterFields } from '../../packages-hub/components/HubFilterFields.tsx';
import { SEARCH_MIN_LENGTH, useDashboardSearch } from '../api/dashboard.ts';
import { assignableKinds, type ShipmentChoice } from './assignable.ts';
import { BookingRef } from './BookingRef.tsx';

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
  const [filters, setFilters] = useState<HubFilterState>(NO_FILTERS);
  const navigate = useNavigate();
  const [q] = useDebouncedValue(value.trim(), 300);
  const search = useDashboardSearch(q);
  const hits = search.data?.results;
  useEffect(() => onResults(hits ?? []), [hits, onResults]);
  const searching = q.length >= SEARCH_MIN_LENGTH;

  return (
    <Card mb="xl">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <TextInput
          flex={1}
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
      <Modal opened={filtering} onClose={() => setFiltering(false)} title="Filter packages" size="lg">
        <Text fz="sm" c="dimmed">
          The packages hub's filters: it opens showing the packages that match.
        </Text>
        <HubFilterFields value={filters} onChange={setFilters} cols={{ base: 1, xs: 2 }} />
        <Group justify="flex-end" mt="lg">
          <Button variant="subtle" onClick={() => setFilters(NO_FILTERS)}>
            Clear
          </Button>
          <Button
            onClick={() =>
              navigate(hubFilterLink(WEB_ROUTES.packagesHub, { ...filters, search: value.trim() }))
            }
            data-testid="dashboard-filters-apply"
          >
            Show packages
          </Button>
        </Group>
      </Modal>
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
