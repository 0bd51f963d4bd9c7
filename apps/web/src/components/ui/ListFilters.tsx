import { Card, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  status: string;
  onStatusChange: (value: string) => void;
  statusOptions: { value: string; label: string }[];
  testId?: string;
}

/**
 * The search box and status filter above a customer list. The filter is the browser's own select: a phone
 * opens its native picker, and the list's first download carries no popover code (floating-ui, Mantine's
 * Combobox and ScrollArea).
 */
export function ListFilters({
  search,
  onSearchChange,
  searchPlaceholder,
  status,
  onStatusChange,
  statusOptions,
  testId = 'list',
}: Props) {
  return (
    <Card padding="sm" mb="lg">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search"
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} />
            ) : null
          }
          style={{ flex: '1 1 240px' }}
          data-testid={`${testId}-search`}
        />
        <NativeSelect
          aria-label="Status"
          data={statusOptions}
          value={status}
          onChange={(event) => onStatusChange(event.currentTarget.value)}
          leftSection={<IconFilter size={16} />}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
          data-testid={`${testId}-status`}
        />
      </Group>
    </Card>
  );
}
