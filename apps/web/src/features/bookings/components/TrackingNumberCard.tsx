import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconMapSearch } from '@tabler/icons-react';
import { type DeliveryWindowDto, TRACKING_MESSAGES, type TravelHistoryEntry } from '@ukgh/domain';
import { Link } from 'react-router';
import { DeliveryWindowBanner } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { ShipmentProgress } from '../../../components/ui/ShipmentProgress.tsx';
import { toast } from '../../../lib/toast.ts';

interface Props {
  trackingNumber: string | null;
  status: string;
  /** The booking's travel history and the server's exception flag, for the progress bar. */
  history?: readonly TravelHistoryEntry[] | null;
  exception?: boolean | null;
  /** 'Cancelled' or 'Rejected' when the booking was stopped. */
  stopped: string | null;
  pending: boolean;
  /** The estimated delivery window and what it depends on. */
  deliveryWindow?: DeliveryWindowDto;
}

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(TRACKING_MESSAGES.copied);
  } catch {
    toast.error('Could not copy the tracking number');
  }
};

/** The tracking number with Copy and Track, and how far the goods have got. */
export function TrackingNumberCard({
  trackingNumber,
  status,
  history,
  exception,
  stopped,
  pending,
  deliveryWindow,
}: Props) {
  return (
    <Card data-testid="tracking-card" bg="brand.9" c="white">
      <Stack gap="sm">
        <Text fz="xs" tt="uppercase" fw={700} c="gold.4" style={{ letterSpacing: '0.05em' }}>
          Tracking number
        </Text>
        {trackingNumber ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text ff="monospace" fz={{ base: 'lg', sm: 'xl' }} fw={700} data-testid="tracking-number">
              {trackingNumber}
            </Text>
            <Tooltip label="Copy">
              <ActionIcon
                variant="white"
                color="brand"
                size="lg"
                aria-label="Copy tracking number"
                onClick={() => copy(trackingNumber)}
                data-testid="copy-tracking"
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
          <Text fz="sm" c="gray.3">
            {stopped
              ? `This booking was ${stopped.toLowerCase()}; no tracking number was issued.`
              : pending
                ? 'Your tracking number is issued as soon as we confirm the booking.'
                : 'No tracking number yet.'}
          </Text>
        )}
        {!stopped && <DeliveryWindowBanner window={deliveryWindow} inverted />}
        {!stopped && (
          <Card padding="sm" radius="md" bg="white" c="dark">
            <ShipmentProgress status={status} history={history} exception={exception} />
          </Card>
        )}
        {trackingNumber && (
          <Button
            component={Link}
            to={`/track/${trackingNumber}`}
            variant="white"
            color="brand"
            leftSection={<IconMapSearch size={16} />}
          >
            Track
          </Button>
        )}
      </Stack>
    </Card>
  );
}
