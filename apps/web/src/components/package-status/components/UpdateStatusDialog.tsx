import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  MOVE_MESSAGES,
  PACKAGE_MESSAGES,
  STATUS_UPDATE_MESSAGES,
  type StatusUpdateResult,
  statusLabel,
} from '@ukgh/domain';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import {
  type StatusUpdateRequest,
  useDeliveryAgents,
  useUpdatePackageStatus,
} from '../api/package-status-api.ts';
import { type DeliveryProof, DeliveryProofDialog } from './DeliveryProofDialog.tsx';
import {
  CORRECTION,
  correctionOptions,
  nextStatusOptions,
  type StatusDialogBooking,
} from './status-options.ts';

export interface UpdateStatusDialogProps {
  booking: StatusDialogBooking;
  opened: boolean;
  onClose: () => void;
  /** After a successful update, with the server's answer (the booking as it now stands, and the new event). */
  onUpdated?: (result: StatusUpdateResult) => void;
}

type Errors = Partial<Record<'status' | 'corrected' | 'reason' | 'agent' | 'notes', string>>;

const STATUS_REQUIRED = 'Please select a status';

function StatusForm({ booking, onClose, onUpdated }: Omit<UpdateStatusDialogProps, 'opened'>) {
  const [choice, setChoice] = useState<string | null>(null);
  const [corrected, setCorrected] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [publicNote, setPublicNote] = useState(false);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [proofOpen, setProofOpen] = useState(false);
  const update = useUpdatePackageStatus();

  const correction = choice === CORRECTION;
  const target = correction ? corrected : choice;
  const needsAgent = target === 'out_for_delivery';
  const agents = useDeliveryAgents(needsAgent);
  const options = [
    ...nextStatusOptions(booking),
    { value: CORRECTION, label: 'Correction (set any status, with a reason)' },
  ];

  const request = (proof?: DeliveryProof): StatusUpdateRequest => ({
    bookingId: booking.id,
    status: target!,
    location,
    notes: proof?.notes.trim() ? proof.notes : notes,
    publicNote,
    deliveryAgentId: needsAgent ? agentId : null,
    correction,
    reason,
    expectedVersion: booking.shipment?.version ?? null,
    photo: proof?.photo ?? null,
    signature: proof?.signature ?? null,
  });

  const validate = (): Errors => {
    const found: Errors = {};
    if (!choice) found.status = STATUS_REQUIRED;
    if (correction && !corrected) found.corrected = STATUS_REQUIRED;
    if (correction && !reason.trim()) found.reason = MOVE_MESSAGES.reasonRequired;
    if (needsAgent && !agentId) found.agent = STATUS_UPDATE_MESSAGES.deliveryAgentRequired;
    if (!correction && target === 'exception' && !notes.trim()) found.notes = MOVE_MESSAGES.reasonRequired;
    return found;
  };

  const send = (proof?: DeliveryProof) =>
    update.mutate(request(proof), {
      onSuccess: (result) => {
        toast.success(proof ? PACKAGE_MESSAGES.deliveredWithProof : PACKAGE_MESSAGES.statusUpdated);
        setProofOpen(false);
        onUpdated?.(result);
        onClose();
      },
      onError: (error) =>
        notifyFailure(proof ? PACKAGE_MESSAGES.proofFailed : PACKAGE_MESSAGES.statusUpdateFailed, error),
    });

  const submit = () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Delivered asks for its proof first; a correction fixes the record and needs only its reason.
    if (target === 'delivered' && !correction) setProofOpen(true);
    else send();
  };

  const clearError = (field: keyof Errors) => setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {booking.booking_code} · now{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {statusLabel(booking.shipment?.status ?? booking.status)}
          </Text>
        </Text>
        {options.length === 1 && (
          <Alert color="gray" py="xs">
            No next step from here; an admin can still correct the status.
          </Alert>
        )}
        <Select
          label="Status"
          data-testid="update-status-select"
          placeholder="Select a status"
          data={options}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            clearError('status');
          }}
          error={errors.status}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {correction && (
          <>
            <Select
              label="Corrected status"
              data-testid="update-status-corrected"
              placeholder="Select a status"
              data={correctionOptions(booking)}
              value={corrected}
              onChange={(value) => {
                setCorrected(value);
                clearError('corrected');
              }}
              error={errors.corrected}
              withAsterisk
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            <Textarea
              label="Reason for the correction"
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                clearError('reason');
              }}
              error={errors.reason}
              withAsterisk
              autosize
              minRows={2}
              maxLength={500}
            />
          </>
        )}
        {needsAgent && (
          <Select
            label="Delivery agent"
            data-testid="update-status-agent"
            placeholder={agents.isLoading ? 'Loading agents…' : 'Select a delivery agent'}
            data={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
            value={agentId}
            onChange={(value) => {
              setAgentId(value);
              clearError('agent');
            }}
            error={errors.agent}
            nothingFoundMessage="No active delivery agents"
            withAsterisk
            searchable
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <TextInput
          label="Location"
          placeholder="e.g. Tema Port, Ghana"
          value={location}
          maxLength={200}
          onChange={(event) => setLocation(event.currentTarget.value)}
        />
        <Textarea
          label={target === 'exception' && !correction ? 'Notes (the reason)' : 'Notes'}
          value={notes}
          onChange={(event) => {
            setNotes(event.currentTarget.value);
            clearError('notes');
          }}
          error={errors.notes}
          withAsterisk={target === 'exception' && !correction}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Checkbox
          label="Show this note to the customer"
          description="Otherwise only staff see it; the public tracker never shows it."
          checked={publicNote}
          onChange={(event) => setPublicNote(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={update.isPending && !proofOpen}>
            Update Status
          </Button>
        </Group>
      </Stack>
      <DeliveryProofDialog
        opened={proofOpen}
        onClose={() => setProofOpen(false)}
        onSubmit={send}
        loading={update.isPending}
      />
    </>
  );
}

/**
 * Update Package Status (spec 001 §3, §5): the next statuses the rules allow from here, or an admin's
 * correction with a reason; a delivery agent for out for delivery; the Delivery Proof dialog for delivered.
 */
export function UpdateStatusDialog({ booking, opened, onClose, onUpdated }: UpdateStatusDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Update Package Status">
      <StatusForm key={booking.id} booking={booking} onClose={onClose} onUpdated={onUpdated} />
    </FormDialog>
  );
}
