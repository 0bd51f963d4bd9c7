import {
  ActionIcon,
  Alert,
  Box,
  Card,
  CopyButton,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconPackage, IconTruck } from '@tabler/icons-react';
import {
  entryTime,
  findServiceLevel,
  isAwaitingCollection,
  isExceptionLast,
  itemCount,
  latestEntry,
  normalizeShipmentStatus,
  serviceLevelLabel,
  serviceLevelName,
  TRACKING_MESSAGES,
} from '@ukgh/domain';
import type { ReactNode } from 'react';
import { DeliveryWindowBanner } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { ShipmentProgress } from '../../../components/ui/ShipmentProgress.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { TrackingTimeline } from '../../../components/ui/TrackingTimeline.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { toast } from '../../../lib/toast.ts';
import type { TrackingResult } from '../api/track.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatWeight = (value: number | string | null | undefined) => {
  const kg = Number(value);
  return Number.isFinite(kg) ? `${formatNumber(kg, { maximumFractionDigits: 2 })} kg` : '—';
};

function Field({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      <Text fw={600} c="brand.9" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function TrackingResultCard({ result }: { result: TrackingResult }) {
  const history = result.travel_history ?? [];
  const booking = result.booking ?? {};
  const packages = booking.packages ?? [];
  const exception = isExceptionLast(history);
  const last = latestEntry(history);
  const lastTime = last ? entryTime(last) : null;
  const delivered = ['delivered', 'completed'].includes(String(result.status).toLowerCase());
  // Nothing is scanned on the water for weeks, so a quiet sea crossing is not a reason to worry.
  const atSea =
    normalizeShipmentStatus(result.status) === 'in_transit' &&
    findServiceLevel(booking.service_level)?.mode === 'sea';
  // Nothing is scanned before the pickup agent calls either: a parcel still with its sender is waiting.
  const awaitingCollection = isAwaitingCollection(result.status);
  const quiet =
    !delivered && !atSea && !awaitingCollection && lastTime !== null && Date.now() - lastTime > DAY_MS;

  return (
    <Stack gap="lg" data-testid="tracking-result">
      <Card p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.05em' }}>
              Tracking number
            </Text>
            <Group gap={6} wrap="nowrap">
              <Title
                order={2}
                fz={{ base: 22, sm: 28 }}
                c="brand.9"
                ff="monospace"
                data-testid="tracking-number"
              >
                {result.tracking_number}
              </Title>
              <CopyButton value={result.tracking_number}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy tracking number'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      aria-label="Copy tracking number"
                      onClick={() => {
                        copy();
                        toast.success(TRACKING_MESSAGES.copied);
                      }}
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            {last && (
              <Text fz="sm" c="dimmed">
                Last update {formatDateTime(last.timestamp ?? last.created_at)}
                {last.location ? ` · ${last.location}` : ''}
              </Text>
            )}
          </Stack>
          <StatusBadge status={result.status} size="xl" />
        </Group>

        <Box mt="xl" data-testid="tracking-progress">
          <ShipmentProgress status={result.status} history={history} />
          <Group justify="space-between" mt={6} visibleFrom="sm">
            {['Booked', 'Collected', 'UK warehouse', 'In transit', 'In Ghana', 'Delivered'].map((step) => (
              <Text key={step} fz="xs" c="dimmed">
                {step}
              </Text>
            ))}
          </Group>
        </Box>

        {result.delivery_window && (
          <Box mt="lg">
            <DeliveryWindowBanner window={result.delivery_window} />
          </Box>
        )}

        {exception && (
          <Alert
            mt="lg"
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="There is a problem with this shipment"
          >
            Our team is already dealing with it. The latest note in the history below says what happened;
            contact support if you need to talk to someone about it.
          </Alert>
        )}
        {quiet && !exception && (
          <Alert
            mt="lg"
            color="yellow"
            variant="light"
            title="No update for more than 24 hours"
            data-testid="tracking-quiet"
          >
            It has been more than a day since this parcel was last scanned. Contact our support team with your
            tracking number and we will check on it for you.
          </Alert>
        )}

        {awaitingCollection && !exception && (
          <Alert
            mt="lg"
            color="brand"
            variant="light"
            icon={<IconTruck size={18} />}
            title="Waiting for collection"
            data-testid="tracking-awaiting-collection"
          >
            This parcel is booked and waiting to be collected from the sender. Its journey starts here as soon
            as our agent picks it up; the sender can see the pickup date in their account.
          </Alert>
        )}

        <Divider my="xl" />

        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="lg" verticalSpacing="lg">
          <Field label="Sender" testId="tracking-sender">
            {booking.sender_address?.name || '—'}
          </Field>
          <Field label="Recipient" testId="tracking-recipient">
            {booking.recipient_address?.name || '—'}
          </Field>
          <Field label="Booking code" testId="tracking-booking-code">
            {booking.booking_code || '—'}
          </Field>
          <Field label="Service" testId="tracking-service">
            {serviceLevelName(booking.service_level)}{' '}
            <Text span fz="sm" c="dimmed" fw={400}>
              ({serviceLevelLabel(booking.service_level)})
            </Text>
          </Field>
          <Field label="Packages" testId="tracking-package-count">
            {itemCount(packages)}
          </Field>
        </SimpleGrid>

        {packages.length > 0 && (
          <Box mt="xl">
            <Text fw={700} c="brand.9" mb="xs">
              Package details
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table striped withRowBorders verticalSpacing="sm" data-testid="tracking-packages">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Weight</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {packages.map((pkg, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: packages carry no id in the tracking result
                    <Table.Tr key={index} data-testid="tracking-package">
                      <Table.Td>
                        <Group gap={8} wrap="nowrap">
                          <IconPackage size={16} color="var(--mantine-color-brand-6)" />
                          <Text fz="sm">{pkg.description || 'Package'}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{formatWeight(pkg.weight_kg)}</Table.Td>
                      <Table.Td ta="right">× {pkg.qty ?? 1}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </Card>

      <Card p={{ base: 'md', sm: 'xl' }}>
        <Title order={3} fz="lg" c="brand.9" mb="lg">
          Travel history
        </Title>
        <TrackingTimeline history={history} deliveryConfirmation={result.delivery_confirmation ?? null} />
      </Card>
    </Stack>
  );
}
