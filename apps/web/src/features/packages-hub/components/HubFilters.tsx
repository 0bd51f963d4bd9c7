import { Badge, Button, Card, CloseButton, Collapse, Group, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { activeFilterCount, HubFilterFields } from '../../../components/hub/HubFilterFields.tsx';
import { type HubFilterState, NO_FILTERS } from '../../../lib/hub-filters.ts';

interface Props {
  value: HubFilterState;
  onChange: (next: HubFilterState) => void;
}

/**
 * The hub's search (always shown) and its collapsible filters (spec 001 §2), each the browser's own select as
 * the lists' status filters: a phone opens its native picker.
 */
export function HubFilters({ value, onChange }: Props) {
  const [open, setOpen] = useState(() => activeFilterCount(value) > 0);
  const active = activeFilterCount(value);
  const set = (key: keyof HubFilterState, next: string) => onChange({ ...value, [key]: next });

  return (
    <Card padding="sm" mb="lg" data-testid="hub-filters">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search packages"
          placeholder="Tracking, booking code, name, phone, address"
          leftSection={<IconSearch size={16} />}
          value={value.search}
          onChange={(event) => set('search', event.currentTarget.value)}
          rightSection={
            value.search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => set('search', '')} />
            ) : null
          }
          style={{ flex: '1 1 260px' }}
          data-testid="hub-search"
        />
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={active ? <Badge size="sm">{active}</Badge> : null}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="hub-filter-panel"
        >
          Filters
        </Button>
      </Group>
      <Collapse in={open}>
        <div id="hub-filter-panel">
          <HubFilterFields value={value} onChange={onChange} cols={{ base: 1, xs: 2, md: 5 }} />
          {active ? (
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => onChange({ ...NO_FILTERS, search: value.search })}
              >
                Clear filters
              </Button>
            </Group>
          ) : null}
        </div>
      </Collapse>
    </Card>
  );
}
