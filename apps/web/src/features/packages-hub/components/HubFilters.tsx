import {
  Badge,
  Button,
  Card,
  CloseButton,
  Collapse,
  Group,
  NativeSelect,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { HUB_SHIPMENT_STATUSES, statusLabel } from '@ukgh/domain';
import { useState } from 'react';
import { type HubFilterState, NO_FILTERS } from '../api/hub-api.ts';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...HUB_SHIPMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];
const AGENT_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pickup', label: 'With pickup agent' },
  { value: 'delivery', label: 'With delivery agent' },
  { value: 'unassigned', label: 'Unassigned' },
];
const DATE_OPTIONS = [
  { value: 'all', label: 'Any time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];
const YES_NO = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const SELECTS = [
  { key: 'status', label: 'Status', data: STATUS_OPTIONS },
  { key: 'agent', label: 'Agent', data: AGENT_OPTIONS },
  { key: 'date_range', label: 'Date range', data: DATE_OPTIONS },
  { key: 'proof', label: 'Proof of delivery', data: YES_NO },
  { key: 'consolidated', label: 'Consolidated', data: YES_NO },
] as const;

interface Props {
  value: HubFilterState;
  onChange: (next: HubFilterState) => void;
}

/**
 * The hub's search (always shown) and its collapsible filters (spec 001 §2), each the browser's own select as
 * the lists' status filters: a phone opens its native picker.
 */
export function HubFilters({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const active = SELECTS.filter(({ key }) => value[key] !== 'all').length;
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
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mt="sm">
            {SELECTS.map(({ key, label, data }) => (
              <NativeSelect
                key={key}
                label={label}
                data={data}
                value={value[key]}
                onChange={(event) => set(key, event.currentTarget.value)}
                data-testid={`hub-filter-${key}`}
              />
            ))}
          </SimpleGrid>
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
