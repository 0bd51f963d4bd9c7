import { ActionIcon, Box, Center, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconDownload,
  IconPhotoOff,
  IconRotate,
  IconRotateClockwise,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { IMAGE_NOT_AVAILABLE, PROOF_ZOOM, ROTATE_STEP } from '@ukgh/domain';
import { useEffect, useState } from 'react';
import { fileBaseName, saveFileAs, saveFileNamed } from '../../lib/save-file.ts';

export interface ProofImage {
  url: string;
  /** What the image shows, e.g. 'Delivery photo'. */
  title: string;
  /** The downloaded file's name without extension, e.g. 'UKG1234567890-delivered-photo'; else the title. */
  fileName?: string;
  /** The whole name to save it under, extension included (a receipt keeps the customer's own name). */
  downloadName?: string;
}

interface Props {
  image: ProofImage | null;
  onClose: () => void;
}

const clampZoom = (value: number) => Math.min(PROOF_ZOOM.max, Math.max(PROOF_ZOOM.min, value));

/** The proof-image viewer (spec 000 §2, §9): zoom 0.5–3 in 0.25 steps, rotate by 90°, download, close. */
export function ProofViewer({ image, onClose }: Props) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);

  // Every image opens fresh: full size, upright.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another image is opened
  useEffect(() => {
    setZoom(1);
    setRotation(0);
    setFailed(false);
  }, [image?.url]);

  const [saving, setSaving] = useState(false);

  const download = async () => {
    if (!image) return;
    setSaving(true);
    try {
      if (image.downloadName) await saveFileNamed(image.url, image.downloadName);
      else await saveFileAs(image.url, image.fileName || fileBaseName(image.title) || 'proof');
    } catch {
      // Could not fetch it here (offline, link expired): let the browser try the link itself.
      window.open(image.url, '_blank', 'noopener');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size="xl"
      withCloseButton={false}
      padding={0}
      data-testid="proof-viewer"
    >
      {/* On a phone the tools go under the title rather than cut it short. */}
      <Group justify="space-between" px="md" py="xs" wrap="wrap" gap="xs">
        <Text fw={700} style={{ flex: '1 1 10rem', overflowWrap: 'anywhere' }} data-testid="proof-title">
          {image?.title}
        </Text>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Tooltip label="Zoom out">
            <ActionIcon
              variant="subtle"
              aria-label="Zoom out"
              data-testid="proof-zoom-out"
              disabled={failed || zoom <= PROOF_ZOOM.min}
              onClick={() => setZoom((z) => clampZoom(z - PROOF_ZOOM.step))}
            >
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text fz="xs" w={42} ta="center" data-testid="proof-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label="Zoom in">
            <ActionIcon
              variant="subtle"
              aria-label="Zoom in"
              data-testid="proof-zoom-in"
              disabled={failed || zoom >= PROOF_ZOOM.max}
              onClick={() => setZoom((z) => clampZoom(z + PROOF_ZOOM.step))}
            >
              <IconZoomIn size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rotate left">
            <ActionIcon
              variant="subtle"
              aria-label="Rotate left"
              disabled={failed}
              onClick={() => setRotation((r) => r - ROTATE_STEP)}
            >
              <IconRotate size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rotate right">
            <ActionIcon
              variant="subtle"
              aria-label="Rotate right"
              data-testid="proof-rotate"
              disabled={failed}
              onClick={() => setRotation((r) => r + ROTATE_STEP)}
            >
              <IconRotateClockwise size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Download">
            <ActionIcon
              variant="subtle"
              aria-label="Download"
              data-testid="proof-download"
              disabled={failed}
              loading={saving}
              onClick={download}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Close">
            <ActionIcon variant="subtle" color="gray" aria-label="Close" onClick={onClose}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box bg="gray.1" h="min(70vh, 560px)" style={{ overflow: 'auto' }}>
        {failed || !image ? (
          <Center h="100%">
            <Stack align="center" gap={6} c="dimmed">
              <IconPhotoOff size={40} />
              <Text data-testid="proof-unavailable">{IMAGE_NOT_AVAILABLE}</Text>
            </Stack>
          </Center>
        ) : (
          <Center mih="100%" p="md">
            <img
              src={image.url}
              alt={image.title}
              onError={() => setFailed(true)}
              data-testid="proof-image"
              style={{
                maxWidth: '100%',
                maxHeight: '100%',
                transform: `scale(${zoom}) rotate(${rotation}deg)`,
                transformOrigin: 'center center',
                transition: 'transform 150ms ease',
              }}
            />
          </Center>
        )}
      </Box>
    </Modal>
  );
}
