import { Alert, Button, Card, Checkbox, Group, List, Select, Stack, Text } from '@mantine/core';
import { IconPrinter, IconTruckDelivery, IconUserCheck } from '@tabler/icons-react';
import { type HubBulkBody, type HubBulkResult, STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
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
  const [outcome, setOutcome] = useState<HubBulkResult | null>(null);
  const run = (body: HubBulkBody) =>
    bulk.mutate(body, {
      onSuccess: (result) => {
        // All done needs no list; anything refused stays on screen with its reason until dismissed.
        setOutcome(result.failed.length > 0 ? result : null);
        onDone();
      },
    });
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
    run({ action: 'assign_delivery', shipment_ids: selected, delivery_agent_id: agentId });
  };
  const inTransit = () => {
    if (nothing()) return;
    run({ action: 'mark_in_transit', shipment_ids: selected });
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
      {outcome && <BulkResult result={outcome} onClose={() => setOutcome(null)} />}
    </Card>
  );
}

const DONE_WORDS: Record<HubBulkResult['action'], string> = {
  assign_delivery: 'Delivery agent assigned',
  mark_in_transit: 'Marked in transit',
};

/** What a bulk action did, package by package: those done, and those not with the reason for each. */
function BulkResult({ result, onClose }: { result: HubBulkResult; onClose: () => void }) {
  const label = (p: { tracking_number: string | null; booking_code: string | null }) =>
    p.tracking_number ?? p.booking_code ?? 'A package no longer found';
  return (
    <Alert
      mt="sm"
      color={result.succeeded.length === 0 ? 'red' : 'orange'}
      title={`${result.succeeded.length} done, ${result.failed.length} not done`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="bulk-result"
    >
      <Stack gap="xs">
        {result.succeeded.length > 0 && (
          <div data-testid="bulk-succeeded">
            <Text fz="sm" fw={700}>
              {DONE_WORDS[result.action]}:
            </Text>
            <List fz="sm" spacing={2}>
              {result.succeeded.map((p) => (
                <List.Item key={p.shipment_id}>
                  <Text span ff="monospace" fz="sm">
                    {label(p)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <div data-testid="bulk-failed">
          <Text fz="sm" fw={700}>
            Not done:
          </Text>
          <List fz="sm" spacing={2}>
            {result.failed.map((p) => (
              <List.Item key={p.shipment_id}>
                <Text span ff="monospace" fz="sm">
                  {label(p)}
                </Text>
                : {p.reason}
              </List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Alert>
  );
}
