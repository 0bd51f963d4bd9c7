import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { ASSIGNMENT_KINDS, type AssignmentKind, statusLabel } from '@ukgh/domain';
import { useState } from 'react';
import { useAgents, useAssignAgent } from '../api/dashboard.ts';
import { assignableKinds, type ShipmentChoice } from './assignable.ts';

const KIND_LABELS: Record<AssignmentKind, string> = { PICKUP: 'Pickup agent', DELIVERY: 'Delivery agent' };

const choiceLabel = (c: ShipmentChoice) =>
  [c.booking_code, c.tracking_number, c.customer_name, statusLabel(c.shipment_status)]
    .filter(Boolean)
    .join(' · ');

/**
 * The dashboard's agent-assignment modal (spec 001 §2): a shipment (from the attention list or the search),
 * a role the domain allows for it now, an active agent of that role. The server decides again. The page
 * mounts it when it opens, so its state starts from `initialShipmentId`.
 */
export function AssignAgentModal({
  opened,
  onClose,
  choices,
  initialShipmentId,
}: {
  opened: boolean;
  onClose: () => void;
  choices: ShipmentChoice[];
  initialShipmentId: string | null;
}) {
  const [shipmentId, setShipmentId] = useState<string | null>(initialShipmentId);
  const [roleChoice, setRoleChoice] = useState<AssignmentKind | null>(null);
  const [agentId, setAgentId] = useState<string | null>(null);
  const assignable = choices.filter((c) => assignableKinds(c).length > 0);
  const chosen = assignable.find((c) => c.shipment_id === shipmentId) ?? null;
  const kinds = chosen ? assignableKinds(chosen) : [];
  // A role the chosen shipment does not allow is never sent; when one role is allowed it is preselected.
  const role = roleChoice && kinds.includes(roleChoice) ? roleChoice : (kinds[0] ?? null);
  const agents = useAgents(opened && role ? role : null);
  const assign = useAssignAgent();

  const submit = () => {
    if (!chosen || !role || !agentId) return;
    assign.mutate({ shipment_id: chosen.shipment_id, agent_id: agentId, role }, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Assign agent" centered>
      {assignable.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="assign-no-choices">
          No shipment to assign yet. Find a confirmed booking with the search box, or pick one from the list
          that needs attention.
        </Text>
      ) : (
        <Stack>
          <Select
            label="Shipment"
            placeholder="Choose a shipment"
            data={assignable.map((c) => ({ value: c.shipment_id, label: choiceLabel(c) }))}
            value={shipmentId}
            onChange={(id) => {
              setShipmentId(id);
              setAgentId(null);
            }}
            data-testid="assign-shipment"
          />
          {chosen && (
            <div>
              <Text fz="sm" fw={500} mb={4}>
                Agent role
              </Text>
              <SegmentedControl
                fullWidth
                value={role ?? ''}
                onChange={(value) => {
                  setRoleChoice(value as AssignmentKind);
                  setAgentId(null);
                }}
                data={ASSIGNMENT_KINDS.map((kind) => ({
                  value: kind,
                  label: KIND_LABELS[kind],
                  disabled: !kinds.includes(kind),
                }))}
                data-testid="assign-role"
              />
            </div>
          )}
          {chosen && role && (
            <Select
              label={KIND_LABELS[role]}
              placeholder={agents.isPending ? 'Loading agents…' : 'Choose an agent'}
              data={(agents.data ?? []).map((a) => ({ value: a.id, label: `${a.name} · ${a.email}` }))}
              value={agentId}
              onChange={setAgentId}
              disabled={agents.isPending || agents.isError}
              nothingFoundMessage="No active agents of this role"
              searchable
              data-testid="assign-agent"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={!chosen || !role || !agentId} loading={assign.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
