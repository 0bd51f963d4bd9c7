import { Alert, Card, Divider, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLabel } from '@tabler/icons-react';
import { CUSTOMER_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { notifyFailure } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useShippingLabel } from '../api/booking.ts';

interface Props {
  bookingId: string;
  trackingNumber: string | null;
}

function LabelBlock({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <div>
      <Text fz={11} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.05em' }}>
        {title}
      </Text>
      {lines.filter(Boolean).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one label, never reordered
        <Text key={`${line}-${i}`} fz="sm" fw={i === 0 ? 700 : 400}>
          {line}
        </Text>
      ))}
    </div>
  );
}

/**
 * The label's data once a tracking number exists (the server answers 404 before). The printable PDF
 * comes with the documents work; until then there is no download button rather than a fake one.
 */
export function ShippingLabelTab({ bookingId, trackingNumber }: Props) {
  const label = useShippingLabel(bookingId, Boolean(trackingNumber));
  useEffect(() => {
    if (label.isError) notifyFailure(CUSTOMER_MESSAGES.loadShippingLabelFailed, label.error);
  }, [label.isError, label.error]);

  if (!trackingNumber) {
    return (
      <Alert icon={<IconInfoCircle size={18} />} color="brand" variant="light" data-testid="label-not-yet">
        The shipping label is issued with the tracking number when we confirm your booking. The pickup agent
        brings it printed and fixes it to your parcel.
      </Alert>
    );
  }
  if (label.isPending) return <PageLoader label="Loading shipping label" />;
  if (label.isError || !label.data) {
    return (
      <Alert color="red" icon={<IconInfoCircle size={18} />} data-testid="label-failed">
        {CUSTOMER_MESSAGES.loadShippingLabelFailed}
      </Alert>
    );
  }
  const data = label.data;
  return (
    <Stack gap="md">
      <Card
        withBorder
        radius="md"
        padding="md"
        maw={420}
        data-testid="shipping-label"
        style={{ borderWidth: 2, borderColor: 'var(--mantine-color-dark-6)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <IconLabel size={18} />
            <Text fw={800}>{data.from?.company ?? 'Shipping label'}</Text>
          </Group>
          <Text fz="xs" c="dimmed">
            {formatDate(data.confirmed_at ?? data.created_at, '')}
          </Text>
        </Group>
        <Divider my="sm" color="dark.6" />
        <SimpleGrid cols={2} spacing="sm">
          <LabelBlock
            title="From"
            lines={[data.from?.company, data.from?.address, data.from?.city, data.from?.phone]}
          />
          <LabelBlock
            title="To"
            lines={[data.to?.name, data.to?.address, data.to?.address2, data.to?.city, data.to?.phone]}
          />
        </SimpleGrid>
        <Divider my="sm" color="dark.6" />
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed">
              Booking {data.booking_code}
            </Text>
            {data.weight != null && (
              <Text fz="xs">
                Weight: {data.weight}
                {typeof data.weight === 'number' ? ' kg' : ''}
              </Text>
            )}
            {data.item_number != null && <Text fz="xs">Items: {data.item_number}</Text>}
          </Stack>
          {data.qr_code_image && <Image src={data.qr_code_image} alt="QR code" w={72} h={72} />}
        </Group>
        {data.barcode_image && (
          <Image
            src={data.barcode_image}
            alt={`Barcode ${data.tracking_number}`}
            mt="sm"
            h={60}
            fit="contain"
          />
        )}
        <Text ta="center" ff="monospace" fw={800} fz="lg" mt={4} data-testid="label-tracking-number">
          {data.tracking_number}
        </Text>
      </Card>
    </Stack>
  );
}
