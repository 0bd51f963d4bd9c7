import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { shipmentProgress, TRACKING_MESSAGES, type TravelHistoryEntry } from '@ukgh/domain';

interface Props {
  status: string | null | undefined;
  /** The travel history when the screen has it (details pages). */
  history?: readonly TravelHistoryEntry[] | null;
  /** The server's "last event is an exception" flag when there is no history (lists). */
  exception?: boolean | null;
  /** The last route stage reached, sent by the server with list items (no history there). */
  reached?: string | null;
  /** Drop the caption row (for tight lists). */
  compact?: boolean;
}

/** The progress bar of spec 000 §4 on every screen: the domain's one rule (shipmentProgress). */
export function ShipmentProgress({ status, history, exception, reached, compact = false }: Props) {
  const bar = shipmentProgress({ status, history, exception, reached });
  // An exception before anything was reached would be an invisible red bar: keep a sliver of it.
  const value = bar.exception ? Math.max(bar.percent, 4) : bar.percent;
  return (
    <Stack gap={4} data-testid="shipment-progress" data-exception={bar.exception || undefined}>
      {!compact && (
        <Group justify="space-between" gap="xs">
          {bar.exception ? (
            <Group gap={4} c="red.9">
              <IconAlertTriangle size={14} />
              <Text fz="xs" fw={600} c="red.9" data-testid="progress-exception">
                {TRACKING_MESSAGES.exceptionOccurred}
              </Text>
            </Group>
          ) : (
            <Text fz="xs" c="dimmed">
              Progress
            </Text>
          )}
          <Text fz="xs" fw={600} c={bar.exception ? 'red.9' : 'brand.8'}>
            {bar.percent}%
          </Text>
        </Group>
      )}
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={value}
          color={bar.exception ? 'red' : bar.percent === 100 ? 'teal' : 'brand'}
          aria-label={`Shipment progress ${bar.percent}%${bar.exception ? `, ${TRACKING_MESSAGES.exceptionOccurred}` : ''}`}
          aria-valuenow={bar.percent}
        />
      </Progress.Root>
    </Stack>
  );
}
