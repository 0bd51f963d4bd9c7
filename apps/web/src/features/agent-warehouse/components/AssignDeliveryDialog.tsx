import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { AGENT_MESSAGES, STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { useState } from 'react';
import { useAssignDelivery, useDeliveryAgentOptions } from '../api/warehouse-actions.ts';
import type { WarehouseShipment } from '../api/warehouse-types.ts';

interface Props {
  shipment: WarehouseShipment | null;
  onClose: () => void;
  /** The package as it is now, with its agent. */
  onAssigned?: (shipment: WarehouseShipment) => void;
}

/** Assign Delivery Agent: the active delivery agents, one chosen, sent as the package's delivery job. */
export function AssignDeliveryDialog({ shipment, onClose, onAssigned }: Props) {
  const opened = Boolean(shipment);
  const agents = useDeliveryAgentOptions(opened);
  const assign = useAssignDelivery();
  const [agentId, setAgentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = shipment?.delivery_agent?.id ?? null;

  const close = () => {
    setAgentId(null);
    setError(null);
    onClose();
  };

  const submit = () => {
    const chosen = agentId ?? current;
    if (!shipment) return;
    if (!chosen) {
      setError(STATUS_UPDATE_MESSAGES.selectDeliveryAgent);
      return;
    }
    assign.mutate(
      { packageId: shipment.id, agentId: chosen },
      {
        onSuccess: (assigned) => {
          onAssigned?.(assigned);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Assign Delivery Agent">
      <Stack>
        <Text fz="sm">
          Package{' '}
          <Text span ff="monospace" fw={700}>
            {shipment?.tracking_code}
          </Text>{' '}
          to {shipment?.booking.recipient_address.city}
        </Text>
        {agents.isError ? (
          <Alert color="red" title={AGENT_MESSAGES.loadDeliveryAgentsFailed}>
            Close this and try again.
          </Alert>
        ) : (
          <Select
            label="Delivery agent"
            placeholder={agents.isPending ? 'Loading agents…' : 'Choose an agent'}
            size="lg"
            searchable
            data={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
            value={agentId ?? current}
            onChange={(value) => {
              setAgentId(value);
              setError(null);
            }}
            error={error}
            nothingFoundMessage="No delivery agents"
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={close}>
            Cancel
          </Button>
          <Button size="md" loading={assign.isPending} onClick={submit} disabled={agents.isError}>
            Assign agent
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
