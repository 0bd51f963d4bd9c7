import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCamera, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CameraScanner } from './CameraScanner.tsx';
import { codeFromScan } from './scanned-code.ts';

export interface ScanCodeFieldProps {
  /** A tracking number or booking code, typed or read by the camera (never empty). */
  onSubmit: (code: string) => void;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  loading?: boolean;
  /** Submit as soon as the camera reads a code (default), or only fill the field. */
  submitOnScan?: boolean;
  /** Empty the field after each submit, ready for the next parcel of a stack (loading a departure). */
  clearOnSubmit?: boolean;
}

/**
 * A tracking or booking number: typed (a USB/Bluetooth scanner types too, ending with Enter) or read from the
 * label with the device camera. The find button stays disabled while the field is empty (spec 001 §5: scan
 * needs a non-empty tracking or booking number).
 */
export function ScanCodeField({
  onSubmit,
  label = 'Tracking or booking number',
  placeholder = 'UKG1234567890 or booking code',
  submitLabel = 'Find',
  loading = false,
  submitOnScan = true,
  clearOnSubmit = false,
}: ScanCodeFieldProps) {
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);
  const code = codeFromScan(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    onSubmit(code);
    if (clearOnSubmit) setValue('');
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <TextInput
            label={label}
            placeholder={placeholder}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group gap="xs" wrap="wrap">
            <Button type="submit" leftSection={<IconSearch size={16} />} disabled={!code} loading={loading}>
              {submitLabel}
            </Button>
            {camera ? null : (
              <Button variant="light" leftSection={<IconCamera size={16} />} onClick={() => setCamera(true)}>
                Scan with camera
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {camera ? (
        <CameraScanner
          onCancel={() => setCamera(false)}
          onDetected={(scanned) => {
            setCamera(false);
            setValue(submitOnScan && clearOnSubmit ? '' : scanned);
            if (submitOnScan) onSubmit(scanned);
          }}
        />
      ) : null}
    </Stack>
  );
}
