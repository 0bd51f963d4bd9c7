import { Button, Group, Modal, Text } from '@mantine/core';
import { WEB_ROUTES } from '@ukgh/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HubFilterFields } from '../../../components/hub/HubFilterFields.tsx';
import { type HubFilterState, hubFilterLink, NO_FILTERS } from '../../../lib/hub-filters.ts';

/** The dashboard's Filters (spec 001 §2): the packages hub's filters, opening the hub with those chosen. */
export function DashboardFiltersDialog({ search, onClose }: { search: string; onClose: () => void }) {
  const [filters, setFilters] = useState<HubFilterState>(NO_FILTERS);
  const navigate = useNavigate();
  return (
    <Modal opened onClose={onClose} title="Filter packages" size="lg">
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
            navigate(hubFilterLink(WEB_ROUTES.packagesHub, { ...filters, search: search.trim() }))
          }
          data-testid="dashboard-filters-apply"
        >
          Show packages
        </Button>
      </Group>
    </Modal>
  );
}
