import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconBarcode, IconCamera, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { CameraScanner } from '../../../components/scanner/index.ts';
import { SCAN_MODES, type ScanMode } from '../model/warehouse-stages.ts';
import type { ScanLogEntry } from './use-warehouse-scan.ts';

const SUBMIT_LABEL: Record<ScanMode, string> = {
  lookup: 'Find',
  receive: 'Receive',
  consolidate: 'Consolidate',
  depart: 'Mark in transit',
};

const LOG_COLORS: Record<ScanLogEntry['state'], string> = { done: 'teal', waiting: 'gray', failed: 'red' };

interface Props {
  mode: ScanMode;
  onModeChange: (mode: ScanMode) => void;
  onSubmit: (code: string) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  onTyping: () => void;
  log: ScanLogEntry[];
  /** The package the last look-up found, with its buttons. */
  children?: ReactNode;
  /** What the chosen mode needs before a scan (the departure to load, in Consolidate mode). */
  modeOptions?: ReactNode;
}

/**
 * The scan box: choose what a scan does, then type the number, let a USB/Bluetooth scanner type it (they end
 * with Enter), or scan the label with the camera. The field empties and keeps focus after each scan.
 */
export function ScanPanel({
  mode,
  onModeChange,
  onSubmit,
  busy,
  error,
  onTyping,
  log,
  children,
  modeOptions,
}: Props) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const done = await onSubmit(value);
    if (done || value.trim()) setValue('');
    input.current?.focus();
  };

  return (
    <Card data-testid="warehouse-scan" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconBarcode size={24} />
          </ThemeIcon>
          <div>
            <Text fw={700} c="brand.9">
              Scan a parcel
            </Text>
            <Text fz="sm" c="dimmed">
              Type or scan the label's tracking or booking number.
            </Text>
          </div>
        </Group>
        {/* Four big choices in two rows: a thumb finds them, and none is cut off in a narrow column. */}
        <SimpleGrid
          cols={2}
          spacing="xs"
          role="radiogroup"
          aria-label="What a scan does"
          data-testid="scan-mode"
        >
          {SCAN_MODES.map(({ value: v, label }) => (
            <Button
              key={v}
              role="radio"
              aria-checked={mode === v}
              size="md"
              variant={mode === v ? 'filled' : 'default'}
              color={mode === v ? 'gold.5' : undefined}
              c={mode === v ? 'brand.9' : undefined}
              onClick={() => onModeChange(v)}
            >
              {label}
            </Button>
          ))}
        </SimpleGrid>
        {modeOptions}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              ref={input}
              size="lg"
              label="Tracking or booking number"
              placeholder="UKG… or BK-…"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              value={value}
              error={error}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                onTyping();
              }}
              data-testid="scan-input"
            />
            {/* Narrow padding: side by side in the scan column, "Consolidate" was cut off at Mantine's lg padding. */}
            <Group grow gap="sm">
              <Button type="submit" size="lg" px="sm" loading={busy} data-testid="scan-submit">
                {SUBMIT_LABEL[mode]}
              </Button>
              {!camera && (
                <Button
                  size="lg"
                  px="sm"
                  variant="light"
                  leftSection={<IconCamera size={20} />}
                  onClick={() => setCamera(true)}
                  data-testid="scan-camera"
                >
                  Camera
                </Button>
              )}
            </Group>
          </Stack>
        </form>
        {camera && (
          <CameraScanner
            onCancel={() => setCamera(false)}
            // The camera stops on the first code it reads; the scan then goes where a typed one goes.
            onDetected={(code) => {
              setCamera(false);
              void onSubmit(code);
            }}
          />
        )}
        {children}
        {log.length > 0 && (
          <Stack gap={6} data-testid="scan-log" aria-live="polite">
            {log.map((entry) => (
              <Group key={entry.id} gap="xs" wrap="nowrap" align="flex-start" data-state={entry.state}>
                <ThemeIcon size={22} radius="xl" color={LOG_COLORS[entry.state]} variant="light">
                  {entry.state === 'done' ? (
                    <IconCheck size={14} />
                  ) : entry.state === 'waiting' ? (
                    <IconClock size={14} />
                  ) : (
                    <IconX size={14} />
                  )}
                </ThemeIcon>
                <Text fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text span ff="monospace" fw={600}>
                    {entry.code}
                  </Text>{' '}
                  {entry.text}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
