import { NativeSelect, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { HUB_SHIPMENT_STATUSES, statusLabel } from '@ukgh/domain';
import type { HubFilterState } from '../../lib/hub-filters.ts';

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

export const HUB_FILTER_SELECTS = [
  { key: 'status', label: 'Status', data: STATUS_OPTIONS },
  { key: 'agent', label: 'Agent', data: AGENT_OPTIONS },
  { key: 'date_range', label: 'Date range', data: DATE_OPTIONS },
  { key: 'proof', label: 'Proof of delivery', data: YES_NO },
  { key: 'consolidated', label: 'Consolidated', data: YES_NO },
] as const;

/** How many of the filters (not the search) narrow the list. */
export const activeFilterCount = (value: HubFilterState) =>
  HUB_FILTER_SELECTS.filter(({ key }) => value[key] !== 'all').length;

/** The hub's filters (spec 001 §2), each the browser's own select: the hub's panel and the dashboard's Filters. */
export function HubFilterFields({
  value,
  onChange,
  cols,
}: {
  value: HubFilterState;
  onChange: (next: HubFilterState) => void;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm" mt="sm">
      {HUB_FILTER_SELECTS.map(({ key, label, data }) => (
        <NativeSelect
          key={key}
          label={label}
          data={data}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
          data-testid={`hub-filter-${key}`}
        />
      ))}
    </SimpleGrid>
  );
}
