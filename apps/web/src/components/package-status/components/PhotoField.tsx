import { Button, Image, Input, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { shrinkPhoto } from './image-files.ts';

/**
 * The photo chosen in a `PhotoField`, and the step that shrinks it when the form is sent (`shrink`, given
 * by tests: the web tests share one module cache, so a module mock would not reach this file).
 */
export function usePhotoField(shrink: (photo: File) => Promise<Blob> = shrinkPhoto) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  /**
   * Hands `send` the photo shrunk (a phone photo is megabytes on a weak signal), or null without one or
   * when `include` is false (the form sends something else); `preparing` is true meanwhile.
   */
  const submitWith = async (send: (photo: Blob | null) => void, include = true) => {
    const chosen = include ? photo : null;
    setPreparing(true);
    try {
      send(chosen ? await shrink(chosen) : null);
    } finally {
      setPreparing(false);
    }
  };
  return { photo, setPhoto, preparing, submitWith };
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

export interface PhotoFieldProps {
  /** The input's id (its wrapper is `${id}-wrapper`) and test id. */
  id: string;
  label: string;
  description: string;
  /** The file input's accessible name ('Pickup photo'). */
  inputLabel: string;
  /** What the preview shows ('Photo of the collected parcels'). */
  previewAlt: string;
  photo: File | null;
  onChange: (photo: File | null) => void;
}

/**
 * A photo taken with the phone's back camera (or chosen from files on a computer), behind a large button,
 * with its preview, or its name where the browser cannot show it.
 */
export function PhotoField({
  id,
  label,
  description,
  inputLabel,
  previewAlt,
  photo,
  onChange,
}: PhotoFieldProps) {
  const preview = usePreview(photo);
  return (
    <Input.Wrapper label={label} description={description} id={`${id}-wrapper`}>
      <Button
        component="label"
        htmlFor={id}
        size="lg"
        variant="light"
        fullWidth
        mt={6}
        leftSection={<IconCamera size={20} />}
      >
        {photo ? 'Take another photo' : 'Take photo'}
      </Button>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={inputLabel}
        data-testid={id}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {preview && <Image src={preview} alt={previewAlt} mah={220} fit="contain" mt="sm" />}
      {photo && !preview && (
        <Text size="sm" mt="xs">
          {photo.name}
        </Text>
      )}
    </Input.Wrapper>
  );
}
