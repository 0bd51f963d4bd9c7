import { Button, Image, Input, Stack, Text, Textarea } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { shrinkPhoto } from '../../../components/package-status/index.ts';
import { FormDialog } from '../../../components/ui/FormDialog.tsx';
import type { JobProof } from '../api/agent-jobs-api.ts';

interface Props {
  opened: boolean;
  trackingCode: string | null;
  onClose: () => void;
  onSubmit: (proof: JobProof) => void;
}

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

function PickupForm({ onClose, onSubmit }: Pick<Props, 'onClose' | 'onSubmit'>) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [preparing, setPreparing] = useState(false);
  const preview = usePreview(photo);

  const submit = async () => {
    setPreparing(true);
    try {
      // Shrunk here, before it is stored and sent: a phone photo is megabytes on a weak signal.
      onSubmit({ photo: photo ? await shrinkPhoto(photo) : null, signature: null, notes });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack gap="md">
      <Input.Wrapper
        label="Photo of the parcels"
        description="Take a photo of what you collected (optional)"
        id="pickup-photo-wrapper"
      >
        <Button
          component="label"
          htmlFor="pickup-photo"
          size="lg"
          variant="light"
          fullWidth
          mt={6}
          leftSection={<IconCamera size={20} />}
        >
          {photo ? 'Take another photo' : 'Take photo'}
        </Button>
        <input
          id="pickup-photo"
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Pickup photo"
          data-testid="pickup-photo"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
        />
        {preview && (
          <Image src={preview} alt="Photo of the collected parcels" mah={220} fit="contain" mt="sm" />
        )}
        {photo && !preview && (
          <Text size="sm" mt="xs">
            {photo.name}
          </Text>
        )}
      </Input.Wrapper>
      <Textarea
        label="Notes (optional)"
        autosize
        minRows={2}
        maxLength={1000}
        size="md"
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <Button size="xl" color="teal" onClick={submit} loading={preparing} data-testid="pickup-confirm">
        Confirm pickup
      </Button>
      <Button size="lg" variant="default" onClick={onClose}>
        Cancel
      </Button>
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
