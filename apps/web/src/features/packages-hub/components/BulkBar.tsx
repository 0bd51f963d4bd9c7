import { Button, Card, Checkbox, Group, Select, Text } from '@mantine/core';
import { IconPrinter, IconTruckDelivery, IconUserCheck } from '@tabler/icons-react';
import { STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { useState } from 'react';
import { useDeliveryAgents } from '../../../components/package-status/api/package-status-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useBulkAction } from '../api/hub-api.ts';

interface Props {
  /** Shipment ids selected. */
  selected: string[];
  /** Every card on screen is selected (and there is at least one). */
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onDone: () => void;
  onPrintLabels: () => void;
  printing: boolean;
}

/**
 * Bulk actions on the selected packages (spec 001 §2, §5): each package moves on its own rules on the server,
 * which answers which moved and why the others did not.
 */
export function BulkBar({ selected, allSelected, onSelectAll, onDone, onPrintLabels, printing }: Props) {
  const [agentId, setAgentId] = useState<string | null>(null);
  const agents = useDeliveryAgents(true);
  const bulk = useBulkAction();
  const nothing = () => {
    if (selected.length > 0) return false;
    toast.error(STATUS_UPDATE_MESSAGES.selectPackagesFirst);
    return true;
  };

  const assign = () => {
    if (nothing()) return;
    if (!agentId) {
      toast.error(STATUS_UPDATE_MESSAGES.selectDeliveryAgent);
      return;
    }
    bulk.mutate(
      { action: 'assign_delivery', shipment_ids: selected, delivery_agent_id: agentId },
      { onSuccess: onDone },
    );
  };
  const inTransit = () => {
    if (nothing()) return;
    bulk.mutate({ action: 'mark_in_transit', shipment_ids: selected }, { onSuccess: onDone });
  };
  const print = () => {
    if (nothing()) return;
    onPrintLabels();
  };

  return (
    <Card padding="sm" mb="lg" data-testid="hub-bulk-bar">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 180px' }} mb={6}>
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && selected.length > 0}
            onChange={(event) => onSelectAll(event.currentTarget.checked)}
            aria-label="Select all packages shown"
          />
          <Text fz="sm" fw={600} data-testid="hub-selected-count">
            {selected.length} selected
          </Text>
        </Group>
        <Select
          label="Delivery agent"
          placeholder={agents.isPending ? 'Loading agents…' : 'Choose an agent'}
          data={(agents.data ?? []).map((agent) => ({
            value: agent.id,
            label: `${agent.name} (${agent.email})`,
          }))}
          value={agentId}
          onChange={setAgentId}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 220px' }}
          data-testid="bulk-agent"
        />
        <Button
          leftSection={<IconUserCheck size={16} />}
          onClick={assign}
          loading={bulk.isPending}
          flex="1 1 auto"
        >
          Assign Delivery Agent
        </Button>
        <Button
          variant="light"
          leftSection={<IconTruckDelivery size={16} />}
          onClick={inTransit}
          loading={bulk.isPending}
          flex="1 1 auto"
        >
          Mark In Transit
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={print}
          loading={printing}
          flex="1 1 auto"
        >
          Print Labels
        </Button>
      </Group>
    </Card>
  );
}
