import { Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconStack2 } from '@tabler/icons-react';
import {
  entryTimestamp,
  specialEventOf,
  statusLabel,
  TRACKING_MESSAGES,
  type TravelHistoryEntry,
} from '@ukgh/domain';
import { formatDateTime } from '../../lib/format-date.ts';

const bulletFor = (entry: TravelHistoryEntry, isLatest: boolean) => {
  const special = specialEventOf(entry);
  if (special === 'exception') return <IconAlertTriangle size={14} />;
  if (special === 'consolidated') return <IconStack2 size={14} />;
  return isLatest ? <IconClockHour4 size={14} /> : <IconCircleCheck size={14} />;
};

/** The travel history, oldest first as the server sends it, the latest event highlighted. */
export function TrackingTimeline({
  history,
  deliveryConfirmation = null,
}: {
  history: readonly TravelHistoryEntry[];
  /** How a delivered parcel was handed over ("Delivered, signed for"), shown on its delivered event. */
  deliveryConfirmation?: string | null;
}) {
  if (history.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg" data-testid="tracking-no-history">
        <ThemeIcon variant="light" color="gray" size={40} radius="xl">
          <IconClockHour4 size={22} />
        </ThemeIcon>
        <Text c="dimmed">{TRACKING_MESSAGES.noHistory}</Text>
      </Stack>
    );
  }
  const last = history.length - 1;
  return (
    <Timeline active={last} bulletSize={26} lineWidth={2} data-testid="tracking-timeline">
      {history.map((entry, index) => {
        const special = specialEventOf(entry);
        const label = special && !entry.status ? statusLabel(special) : statusLabel(entry.status);
        return (
          <Timeline.Item
            key={entry.id ?? `${entry.status}-${entryTimestamp(entry)}-${index}`}
            bullet={bulletFor(entry, index === last)}
            color={special === 'exception' ? 'red' : index === last ? 'gold.7' : 'brand'}
            title={
              <Text fw={700} c={special === 'exception' ? 'red.8' : 'brand.9'}>
                {label}
              </Text>
            }
            data-testid="tracking-event"
          >
            <Text fz="sm" c="dimmed">
              {formatDateTime(entryTimestamp(entry))}
              {entry.location ? ` · ${entry.location}` : ''}
            </Text>
            {deliveryConfirmation && entry.status === 'delivered' && (
              <Text fz="sm" mt={4} fw={600} data-testid="delivery-confirmation">
                {deliveryConfirmation}
              </Text>
            )}
            {entry.notes && (
              <Text fz="sm" mt={4}>
                {entry.notes}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
