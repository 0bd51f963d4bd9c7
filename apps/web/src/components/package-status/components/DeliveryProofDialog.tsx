import { Alert, Button, Group, Image, Input, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { STATUS_UPDATE_MESSAGES } from '@ukgh/domain';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { shrinkPhoto } from './image-files.ts';
import { SignatureField, type SignatureFieldHandle } from './SignatureField.tsx';

/** What the Delivery Proof dialog hands back: a photo or a signature (PNG), and optional notes. */
export interface DeliveryProof {
  photo: Blob | null;
  signature: Blob | null;
  notes: string;
}

export interface DeliveryProofDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the proof once there is one; the caller sends it and closes the dialog. */
  onSubmit: (proof: DeliveryProof) => void;
  /** The caller is sending the proof. */
  loading?: boolean;
}

type Mode = 'photo' | 'signature';

const usePreview = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
};

function ProofForm({ onClose, onSubmit, loading }: Omit<DeliveryProofDialogProps, 'opened'>) {
  const [mode, setMode] = useState<Mode>('photo');
  const [photo, setPhoto] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const signature = useRef<SignatureFieldHandle>(null);
  const preview = usePreview(photo);

  const submit = async () => {
    const drawn = mode === 'signature' ? (signature.current?.toPng() ?? null) : null;
    const chosen = mode === 'photo' ? photo : null;
    if (!drawn && !chosen) {
      setError(STATUS_UPDATE_MESSAGES.proofRequired);
      return;
    }
    setError(null);
    setPreparing(true);
    try {
      onSubmit({ photo: chosen ? await shrinkPhoto(chosen) : null, signature: drawn, notes });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack gap="md">
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
        <Input.Wrapper
          label="Delivery photo"
          description="Take a photo of the package at the door, or choose one"
          id="delivery-proof-photo-wrapper"
        >
          <input
            id="delivery-proof-photo"
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="Delivery photo"
            style={{ display: 'block', marginTop: 6 }}
            onChange={(event) => {
              setPhoto(event.currentTarget.files?.[0] ?? null);
              setError(null);
            }}
          />
          {preview && <Image src={preview} alt="Selected delivery photo" mah={200} fit="contain" mt="sm" />}
        </Input.Wrapper>
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
      {error && (
        <Alert color="red" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button onClick={submit} loading={loading || preparing}>
          Confirm delivery
        </Button>
      </Group>
    </Stack>
  );
}

/** Delivery Proof (spec 001 §3, §5): a photo, or a signature drawn on a 400 by 200 canvas, and notes. */
export function DeliveryProofDialog({ opened, onClose, onSubmit, loading }: DeliveryProofDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Delivery Proof">
      <ProofForm onClose={onClose} onSubmit={onSubmit} loading={loading} />
    </FormDialog>
  );
}
