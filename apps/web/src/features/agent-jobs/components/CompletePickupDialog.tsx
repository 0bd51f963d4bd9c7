import { Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PhotoField, PublicNoteCheckbox, usePhotoField } from '../../../components/package-status/index.ts';
import { FormDialog, FormDialogActions } from '../../../components/ui/FormDialog.tsx';
import type { JobProof } from '../api/agent-jobs-api.ts';

interface Props {
  opened: boolean;
  trackingCode: string | null;
  onClose: () => void;
  onSubmit: (proof: JobProof) => void;
}

function PickupForm({ onClose, onSubmit }: Pick<Props, 'onClose' | 'onSubmit'>) {
  const field = usePhotoField();
  const [notes, setNotes] = useState('');
  const [publicNote, setPublicNote] = useState(false);
  const submit = () => field.submitWith((photo) => onSubmit({ photo, signature: null, notes, publicNote }));

  return (
    <Stack gap="md">
      <PhotoField
        id="pickup-photo"
        label="Photo of the parcels"
        description="Take a photo of what you collected (optional)"
        inputLabel="Pickup photo"
        previewAlt="Photo of the collected parcels"
        photo={field.photo}
        onChange={field.setPhoto}
      />
      <Textarea
        label="Notes (optional)"
        autosize
        minRows={2}
        maxLength={1000}
        size="md"
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <PublicNoteCheckbox checked={publicNote} onChange={setPublicNote} />
      <FormDialogActions
        confirmLabel="Confirm pickup"
        onConfirm={submit}
        onCancel={onClose}
        loading={field.preparing}
        confirmColor="teal"
        confirmTestId="pickup-confirm"
      />
    </Stack>
  );
}

/** Complete a pickup: a photo taken with the phone's camera (shrunk before upload) and notes. */
export function CompletePickupDialog({ opened, trackingCode, onClose, onSubmit }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={`Complete pickup ${trackingCode ?? ''}`.trim()}>
      <PickupForm onClose={onClose} onSubmit={onSubmit} />
    </FormDialog>
  );
}
