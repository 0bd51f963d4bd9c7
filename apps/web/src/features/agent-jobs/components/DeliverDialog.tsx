import { Alert, Button, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type AgentAssignment,
  HANDOVER_CODE_LENGTH,
  HANDOVER_MESSAGES,
  WITHOUT_CODE_REASON_LABELS,
  WITHOUT_CODE_REASONS,
  type WithoutCodeReason,
} from '@ukgh/domain';
import { useEffect, useRef, useState } from 'react';
import { ProofForm } from '../../../components/package-status/components/DeliveryProofDialog.tsx';
import { FormDialog } from '../../../components/ui/FormDialog.tsx';
import { dismissAgentAction, onAgentActionEvent } from '../../agent-offline/index.ts';
import { completeJob } from '../api/agent-jobs-api.ts';
import { readProofLocation } from '../api/proof-location.ts';

interface Props {
  job: AgentAssignment;
  onClose: () => void;
}

type Way = 'code' | 'without';

/**
 * The delivery agent's Deliver step (issue 48): the recipient's six-digit handover code, sent at once so a
 * wrong one is answered here with the tries left; or, when the recipient cannot give one, a reason and a
 * photo or signature. Offline, the code waits in the queue like any other field and the dialog closes.
 */
export function DeliverDialog({ job, onClose }: Props) {
  const [way, setWay] = useState<Way>('code');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState<WithoutCodeReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const pending = useRef<string | null>(null);
  // Where the phone is as the proof is taken: asked once when the step opens (the browser asks the agent's
  // permission); read when the delivery is sent, and null if it never came (readProofLocation times out).
  const location = useRef<ReturnType<typeof readProofLocation> | null>(null);
  useEffect(() => {
    location.current = readProofLocation();
  }, []);
  const proofLocation = () => location.current ?? Promise.resolve(null);

  // The queue says how the code was answered: accepted closes, refused shows the server's words here.
  useEffect(
    () =>
      onAgentActionEvent((event) => {
        if (event.action.id !== pending.current) return;
        if (event.type === 'sent') onClose();
        else if (event.type === 'deferred') onClose();
        else {
          pending.current = null;
          setSending(false);
          setError(event.action.reason ?? HANDOVER_MESSAGES.format);
          setCode('');
          void dismissAgentAction(event.action.id);
        }
      }),
    [onClose],
  );

  const sendCode = async () => {
    if (!new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`).test(code)) {
      setError(HANDOVER_MESSAGES.format);
      return;
    }
    setError(null);
    setSending(true);
    const action = await completeJob('delivery', job, {
      photo: null,
      signature: null,
      notes: '',
      publicNote: false,
      handoverCode: code,
      proofLocation: await proofLocation(),
    });
    pending.current = action.id;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) onClose();
  };

  return (
    <FormDialog opened onClose={onClose} title="Deliver">
      <Stack gap="md">
        <SegmentedControl
          value={way}
          onChange={(value) => {
            setWay(value as Way);
            setError(null);
          }}
          data={[
            { value: 'code', label: 'With the code' },
            { value: 'without', label: "Recipient can't give a code" },
          ]}
          aria-label="How the parcel is handed over"
        />
        {way === 'code' ? (
          <Stack gap="sm">
            <Text fz="sm">
              Ask the recipient for the {HANDOVER_CODE_LENGTH}-digit code in their text message.
            </Text>
            <TextInput
              label="Handover code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={HANDOVER_CODE_LENGTH}
              size="lg"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value.replace(/\D/g, ''));
                setError(null);
              }}
              data-testid="handover-code"
            />
            {error && (
              <Alert color="red" role="alert" py="xs" data-testid="handover-error">
                {error}
              </Alert>
            )}
            <Button size="md" onClick={() => void sendCode()} loading={sending}>
              Confirm with code
            </Button>
            <Button size="md" variant="default" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Select
              label="Why there is no code"
              placeholder="Choose a reason"
              data={WITHOUT_CODE_REASONS.map((value) => ({
                value,
                label: WITHOUT_CODE_REASON_LABELS[value],
              }))}
              value={reason}
              onChange={(value) => {
                setReason(value as WithoutCodeReason | null);
                setError(null);
              }}
              error={error}
              required
              allowDeselect={false}
              // Inside the dialog, as the status dialog's selects: a list portalled to the page's end was
              // drawn out of sight when the page behind the dialog was scrolled down to the job.
              comboboxProps={{ withinPortal: false }}
            />
            <ProofForm
              requested={job.shipment.booking.proof_mode}
              loading={sending}
              onClose={onClose}
              onSubmit={(proof) => {
                if (!reason) {
                  setError(HANDOVER_MESSAGES.reason);
                  return;
                }
                setSending(true);
                // Closed once the delivery is in the queue (at most the location's few seconds away).
                void proofLocation()
                  .then((where) =>
                    completeJob('delivery', job, {
                      ...proof,
                      withoutCodeReason: reason,
                      proofLocation: where,
                    }),
                  )
                  .finally(onClose);
              }}
            />
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
