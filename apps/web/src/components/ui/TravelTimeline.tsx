import { Anchor, Badge, Group, Image, Stack, Text, Timeline, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCircleDot,
  IconPackages,
  IconPhoto,
  IconSignature,
} from '@tabler/icons-react';
import { IMAGE_NOT_AVAILABLE, proofLocationText, type TimelineItem } from '@ukgh/domain';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { fileBaseName } from '../../lib/save-file.ts';
import type { ProofImage } from './ProofViewer.tsx';

interface Props {
  /** From domain `buildTimeline`: stages in route order with exception and consolidated events by time. */
  items: readonly TimelineItem[];
  onOpenProof?: (image: ProofImage) => void;
  /** Starts a downloaded proof's name: the tracking number, else the booking code. */
  reference?: string | null;
}

const BULLETS: Record<TimelineItem['state'], { color: string; icon: ReactNode }> = {
  completed: { color: 'teal', icon: <IconCheck size={14} /> },
  current: { color: 'brand', icon: <IconCircleDot size={14} /> },
  upcoming: { color: 'gray', icon: null },
  exception: { color: 'red', icon: <IconAlertTriangle size={14} /> },
  consolidated: { color: 'violet', icon: <IconPackages size={14} /> },
};

function ProofThumb({
  url,
  title,
  fileName,
  icon,
  onOpen,
}: ProofImage & { icon: ReactNode; onOpen?: Props['onOpenProof'] }) {
  const [failed, setFailed] = useState(false);
  return (
    <UnstyledButton
      onClick={() => onOpen?.({ url, title, fileName })}
      aria-label={`View ${title.toLowerCase()}`}
      data-testid="proof-thumb"
      style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      {failed ? (
        // A link that expired or a file that is gone: say so rather than show a blank square (spec 001 §8).
        <Text
          w={64}
          h={64}
          fz={10}
          c="dimmed"
          ta="center"
          pt={18}
          bg="gray.1"
          data-testid="proof-unavailable"
        >
          {IMAGE_NOT_AVAILABLE}
        </Text>
      ) : (
        <Image src={url} alt={title} w={64} h={64} fit="cover" onError={() => setFailed(true)} />
      )}
      <Group gap={2} justify="center" py={2} bg="gray.0">
        {icon}
        <Text fz={10} c="dimmed">
          {title.split(' ').pop()}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** The travel-history timeline of spec 000 §4, drawn from `buildTimeline`'s items. */
export function TravelTimeline({ items, onOpenProof, reference }: Props) {
  // Everything reached is drawn in colour, up to the last reached item: the current stage, or an exception
  // or consolidation recorded after it.
  const reachedIndex = items.reduce((last, item, i) => (item.state === 'upcoming' ? last : i), -1);
  return (
    <Timeline active={reachedIndex} bulletSize={26} lineWidth={2} data-testid="travel-timeline">
      {items.map((item, index) => {
        const bullet = BULLETS[item.state];
        const reached = item.state !== 'upcoming';
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: two events can share a kind and a time; the list is rebuilt whole
            key={`${item.key}-${index}`}
            bullet={bullet.icon}
            color={bullet.color}
            lineVariant={index >= reachedIndex ? 'dashed' : 'solid'}
            data-testid="timeline-item"
            data-state={item.state}
            data-key={item.key}
            title={
              <Group gap="xs">
                <Text
                  fw={700}
                  fz="sm"
                  c={reached ? (item.state === 'exception' ? 'red.8' : 'brand.9') : 'dimmed'}
                >
                  {item.label}
                </Text>
                {item.state === 'current' && (
                  <Badge size="xs" variant="light" color="brand">
                    Current
                  </Badge>
                )}
              </Group>
            }
          >
            {reached && (
              <Stack gap={2} mt={2}>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(item.timestamp, '')}
                  {item.location ? ` · ${item.location}` : ''}
                </Text>
                {item.notes && <Text fz="sm">{item.notes}</Text>}
                {item.agent_name && (
                  <Text fz="xs" c="dimmed">
                    By {item.agent_name}
                  </Text>
                )}
                {(item.photo_url || item.signature_url) && (
                  <Group gap="xs" mt={4}>
                    {item.photo_url && (
                      <ProofThumb
                        url={item.photo_url}
                        title={`${item.label} photo`}
                        fileName={fileBaseName(reference, item.key, 'photo')}
                        icon={<IconPhoto size={10} />}
                        onOpen={onOpenProof}
                      />
                    )}
                    {item.signature_url && (
                      <ProofThumb
                        url={item.signature_url}
                        title={`${item.label} signature`}
                        fileName={fileBaseName(reference, item.key, 'signature')}
                        icon={<IconSignature size={10} />}
                        onOpen={onOpenProof}
                      />
                    )}
                  </Group>
                )}
                {item.proof_location && (
                  // Staff answers only carry it: where and when the delivery's proof was taken.
                  <Text fz="xs" c="dimmed" data-testid="proof-location">
                    {proofLocationText(item.proof_location)}{' '}
                    <Anchor
                      href={item.proof_location.map_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      fz="xs"
                    >
                      Open in Maps
                    </Anchor>
                  </Text>
                )}
              </Stack>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
