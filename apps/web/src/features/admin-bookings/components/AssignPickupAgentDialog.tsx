import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useConfirmBooking } from '../api/admin-booking-mutations.ts';
import { usePickupAgents } from '../api/admin-bookings.ts';

interface Props {
  booking: { id: string; booking_code: string } | null;
  onClose: () => void;
  onConfirmed?: () => void;
}

/** Confirming a booking (spec 001 §2 "Assign Pickup Agent"): the agent is optional. */
export function AssignPickupAgentDialog({ booking, onClose, onConfirmed }: Props) {
  const agents = usePickupAgents(Boolean(booking));
  const confirm = useConfirmBooking();
  const [agentId, setAgentId] = useState<string | null>(null);

  // Every booking starts without a choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another booking is opened
  useEffect(() => setAgentId(null), [booking?.id]);

  const submit = () => {
    if (!booking) return;
    confirm.mutate(
      { id: booking.id, pickupAgentId: agentId },
      {
        onSuccess: () => {
          onClose();
          onConfirmed?.();
        },
      },
    );
  };

  return (
    <Modal opened={Boolean(booking)} onClose={onClose} title={<Text fw={700}>Assign Pickup Agent</Text>}>
      <Stack gap="md">
        <Text fz="sm">
          Confirm booking <b>{booking?.booking_code}</b>. Choose a pickup agent now, or confirm without one
          and assign later.
        </Text>
        <Select
          label="Pickup agent (optional)"
          placeholder={agents.isPending ? 'Loading agents…' : 'No agent yet'}
          data={(agents.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
          value={agentId}
          onChange={setAgentId}
          clearable
          searchable
          nothingFoundMessage="No active pickup agents"
          disabled={agents.isError}
          data-testid="pickup-agent-select"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={confirm.isPending} data-testid="confirm-booking-submit">
            Confirm Booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
