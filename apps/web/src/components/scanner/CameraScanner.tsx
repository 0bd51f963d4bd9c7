import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { codeFromScan } from './scanned-code.ts';

export interface CameraScannerProps {
  /** Called once with the code read from the first barcode or QR seen; the camera stops then. */
  onDetected: (code: string) => void;
  onCancel?: () => void;
}

type CameraState = 'starting' | 'scanning' | 'unavailable';

/** Why the camera did not start, in words staff can act on. */
const cameraProblem = (error: unknown): string => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera in the browser, or type the number instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Type the number instead.';
  return 'The camera could not be started. Type the number instead.';
};

/**
 * The device camera reading a label's Code 128 barcode or QR code (@zxing/browser). The back camera is
 * asked for first (phones); the library is loaded only when a scan starts, so screens that never scan do
 * not download it. The stream is released when a code is read, on cancel and on unmount.
 */
export function CameraScanner({ onDetected, onCancel }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [problem, setProblem] = useState('');
  // The latest callback, so a parent re-render does not restart the camera.
  const onDetectedRef = useRef(onDetected);
  onDetectedRef.current = onDetected;

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      controls?.stop();
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw Object.assign(new Error('no camera'), { name: 'NotFoundError' });
        const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
          import('@zxing/browser'),
          import('@zxing/library'),
        ]);
        if (stopped) return;
        const hints = new Map([
          [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]],
        ]);
        const reader = new BrowserMultiFormatReader(hints);
        controls = await reader.decodeFromConstraints(
          { video: { facingMode: { ideal: 'environment' } } },
          videoRef.current ?? undefined,
          (result) => {
            if (!result || stopped) return;
            const code = codeFromScan(result.getText());
            if (!code) return;
            stop();
            onDetectedRef.current(code);
          },
        );
        if (stopped) controls.stop();
        else setState('scanning');
      } catch (error) {
        if (stopped) return;
        setProblem(cameraProblem(error));
        setState('unavailable');
      }
    })();
    return stop;
  }, []);

  return (
    <Stack gap="xs">
      {state === 'unavailable' ? (
        <Alert color="orange" title="Camera not available">
          {problem}
        </Alert>
      ) : (
        <Box pos="relative" style={{ borderRadius: 8, overflow: 'hidden', background: 'black' }}>
          <video
            ref={videoRef}
            aria-label="Camera preview"
            muted
            playsInline
            style={{ width: '100%', maxHeight: 320, display: 'block', objectFit: 'cover' }}
          />
          {state === 'starting' ? (
            <Group pos="absolute" inset={0} justify="center" align="center">
              <Loader color="white" size="sm" aria-label="Starting camera" />
            </Group>
          ) : null}
        </Box>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {state === 'scanning' ? 'Point the camera at the label’s barcode or QR code.' : null}
        </Text>
        {onCancel ? (
          <Button variant="default" size="xs" onClick={onCancel}>
            Stop camera
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
