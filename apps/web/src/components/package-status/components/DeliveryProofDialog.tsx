import { Alert, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { PROOF_MODE_LABELS, type ProofMode, STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { useRef, useState } from 'react';
import { FormDialog, FormDialogActions } from '../../ui/FormDialog.tsx';
import { PhotoField, usePhotoField } from './PhotoField.tsx';
import { PublicNoteCheckbox } from './PublicNoteCheckbox.tsx';
import { SignatureField, type SignatureFieldHandle } from './SignatureField.tsx';

/** What the Delivery Proof dialog hands back: a photo or a signature (PNG), and optional notes. */
export interface DeliveryProof {
  photo: Blob | null;
  signature: Blob | null;
  notes: string;
  /** The agent marked the note for the customer: the public tracker shows it. */
  publicNote: boolean;
}

export interface DeliveryProofDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the proof once there is one; the caller sends it and closes the dialog. */
  onSubmit: (proof: DeliveryProof) => void;
  /** The caller is sending the proof. */
  loading?: boolean;
  /** The proof the customer asked for: the dialog opens on it and says so. */
  requested?: ProofMode;
}

type Mode = 'photo' | 'signature';

/** The proof form alone, for a dialog that asks something before it (the agent's Deliver step without a code). */
export function ProofForm({
  onClose,
  onSubmit,
  loading,
  requested,
}: Omit<DeliveryProofDialogProps, 'opened'>) {
  const [mode, setMode] = useState<Mode>(requested === 'SIGNATURE' ? 'signature' : 'photo');
  const field = usePhotoField();
  const [notes, setNotes] = useState('');
  const [publicNote, setPublicNote] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signature = useRef<SignatureFieldHandle>(null);

  const submit = () => {
    const drawn = mode === 'signature' ? (signature.current?.toPng() ?? null) : null;
    if (!drawn && !(mode === 'photo' && field.photo)) {
      setError(STATUS_UPDATE_MESSAGES.proofRequired);
      return;
    }
    setError(null);
    return field.submitWith(
      (photo) => onSubmit({ photo, signature: drawn, notes, publicNote }),
      mode === 'photo',
    );
  };

  return (
    <Stack gap="md">
      {requested && requested !== 'NONE' && (
        <Text fz="sm" data-testid="proof-requested">
          <Text span fw={700}>
            The customer asked for:{' '}
          </Text>
          {PROOF_MODE_LABELS[requested]}
        </Text>
      )}
      <SegmentedControl
        value={mode}
        onChange={(value) => {
          setMode(value as Mode);
          setError(null);
        }}
        data={[
          { value: 'photo', label: 'Photo' },
          { value: 'signature', label: 'Signature' },
        ]}
        aria-label="Kind of proof"
      />
      {mode === 'photo' ? (
        <PhotoField
          id="delivery-proof-photo"
          label="Delivery photo"
          description="Take a photo of the package at the door, or choose one"
          inputLabel="Delivery photo"
          previewAlt="Selected delivery photo"
          photo={field.photo}
          onChange={(photo) => {
            field.setPhoto(photo);
            setError(null);
          }}
        />
      ) : (
        <SignatureField ref={signature} onChange={(drawn) => drawn && setError(null)} />
      )}
      <Textarea
        label="Notes (optional)"
        autosize
        minRows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <PublicNoteCheckbox checked={publicNote} onChange={setPublicNote} />
      {error && (
        <Alert color="red" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <FormDialogActions
        confirmLabel="Confirm delivery"
        onConfirm={submit}
        onCancel={onClose}
        loading={loading || field.preparing}
        cancelDisabled={loading}
      />
    </Stack>
  );
}

/** Delivery Proof (spec 001 §3, §5): a photo, or a signature drawn on a 400 by 200 canvas, and notes. */
export function DeliveryProofDialog({
  opened,
  onClose,
  onSubmit,
  loading,
  requested,
}: DeliveryProofDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Delivery Proof">
      <ProofForm onClose={onClose} onSubmit={onSubmit} loading={loading} requested={requested} />
    </FormDialog>
  );
}
