import { Box, Button, Group, Text } from '@mantine/core';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { dataUrlToBlob } from './image-files.ts';

/** The spec's signature canvas: 400 by 200 pixels, saved as a PNG (spec 001 §3). */
export const SIGNATURE_WIDTH = 400;
export const SIGNATURE_HEIGHT = 200;

export interface SignatureFieldHandle {
  /** The drawn signature as a PNG, or null when nothing was drawn. */
  toPng(): Blob | null;
}

export const SignatureField = forwardRef<SignatureFieldHandle, { onChange?: (drawn: boolean) => void }>(
  function SignatureField({ onChange }, ref) {
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const padRef = useRef<SignaturePad | null>(null);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;

    useEffect(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      // A white background, so the PNG reads as a signature on paper wherever it is shown.
      const pad = new SignaturePad(canvas, {
        backgroundColor: 'rgb(255,255,255)',
        penColor: 'rgb(20,20,40)',
      });
      const changed = () => onChangeRef.current?.(!pad.isEmpty());
      // The canvas keeps its 400 by 200 pixels but is shown narrower on a phone; the pad takes pointer
      // positions in CSS pixels, so each stroke draws through a scale of drawing pixels per CSS pixel
      // (measured as the stroke begins, in case the screen has turned since).
      const fitStroke = () => {
        const scale = canvas.width / (canvas.getBoundingClientRect().width || canvas.width);
        canvas.getContext('2d')?.setTransform(scale, 0, 0, scale, 0, 0);
      };
      pad.addEventListener('beginStroke', fitStroke);
      pad.addEventListener('endStroke', changed);
      padRef.current = pad;
      return () => {
        pad.removeEventListener('beginStroke', fitStroke);
        pad.removeEventListener('endStroke', changed);
        pad.off();
        padRef.current = null;
      };
    }, []);

    useImperativeHandle(ref, () => ({
      toPng: () => {
        const pad = padRef.current;
        if (!pad || pad.isEmpty()) return null;
        return dataUrlToBlob(pad.toDataURL('image/png'));
      },
    }));

    const clear = () => {
      padRef.current?.clear();
      onChangeRef.current?.(false);
    };

    return (
      <Box>
        <Text size="sm" fw={500} mb={4}>
          Signature
        </Text>
        <Box
          // The border sits on a frame around the canvas, so the canvas's box is exactly its drawing area.
          maw={SIGNATURE_WIDTH + 2}
          style={{
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-sm)',
            overflow: 'hidden',
          }}
        >
          <canvas
            ref={canvasRef}
            width={SIGNATURE_WIDTH}
            height={SIGNATURE_HEIGHT}
            aria-label="Signature pad: draw the recipient's signature"
            style={{
              display: 'block',
              width: '100%',
              aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
              touchAction: 'none',
              background: '#fff',
            }}
          />
        </Box>
        <Group justify="space-between" mt={4}>
          <Text size="xs" c="dimmed">
            Ask the recipient to sign inside the box.
          </Text>
          <Button variant="subtle" size="compact-xs" onClick={clear}>
            Clear signature
          </Button>
        </Group>
      </Box>
    );
  },
);
