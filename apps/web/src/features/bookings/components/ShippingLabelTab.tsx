import { Alert, Badge, Card, Divider, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconLabel } from '@tabler/icons-react';
import { CUSTOMER_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { DownloadButton } from '../../../components/documents/DownloadButton.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { notifyFailure } from '../../../lib/api-client.ts';
import { downloadLabel } from '../../../lib/documents.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useShippingLabel } from '../api/booking.ts';

interface Props {
  bookingId: string;
  trackingNumber: string | null;
}

/** Staff print labels on the office's label printer and the pickup agent fixes them, so the customer never prints. */
const LABEL_HOW_IT_REACHES_THE_PARCEL =
  'Our pickup agent brings the label printed and fixes it to your parcel at collection: you do not need to print it.';

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
 * A preview of the label once a tracking number exists (the server answers 409 before), with its real
 * barcode and QR code, and Download Label: the 4in × 6in PDF, one page per item.
 */
export function ShippingLabelTab({ bookingId, trackingNumber }: Props) {
  const label = useShippingLabel(bookingId, Boolean(trackingNumber));
  useEffect(() => {
    if (label.isError) notifyFailure(CUSTOMER_MESSAGES.loadShippingLabelFailed, label.error);
  }, [label.isError, label.error]);

  if (!trackingNumber) {
    return (
      <Alert icon={<IconInfoCircle size={18} />} color="brand" variant="light" data-testid="label-not-yet">
        {LABEL_HOW_IT_REACHES_THE_PARCEL} It is issued with the tracking number when we confirm your booking.
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
  const pages = data.items.length;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text fz="sm" c="dimmed" maw={460}>
          {pages === 1
            ? `One 4 × 6 inch label for your parcel. ${LABEL_HOW_IT_REACHES_THE_PARCEL}`
            : `${pages} labels of 4 × 6 inches, one for each item (1 of ${pages} to ${pages} of ${pages}). ${LABEL_HOW_IT_REACHES_THE_PARCEL}`}
        </Text>
        <DownloadButton
          variant="filled"
          icon={<IconDownload size={16} />}
          download={() => downloadLabel(data.booking_id, data.tracking_number ?? data.booking_code)}
          failure={CUSTOMER_MESSAGES.generateLabelFailed}
          data-testid="download-label"
        >
          Download Label
        </DownloadButton>
      </Group>
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
            lines={[
              data.to?.name,
              data.to?.address,
              data.to?.address2,
              data.to?.city,
              `${data.to.region_name} Region, Ghana`,
              data.to?.phone,
            ]}
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
            <Group gap={6} mt={4}>
              <Badge color="dark" radius="sm">
                {data.service_level.label}
              </Badge>
              {data.fragile && (
                <Badge color="red" variant="outline" radius="sm">
                  Fragile
                </Badge>
              )}
            </Group>
          </Stack>
          {data.qr_code_image && (
            <Image src={data.qr_code_image} alt="QR code of the tracking page" w={84} h={84} />
          )}
        </Group>
        {data.barcode_image && (
          <Image
            src={data.barcode_image}
            alt={`Barcode ${data.tracking_number}`}
            mt="sm"
            h={76}
            fit="contain"
            data-testid="label-barcode"
          />
        )}
        <Text ta="center" ff="monospace" fw={800} fz="lg" mt={4} data-testid="label-tracking-number">
          {data.tracking_number}
        </Text>
      </Card>
    </Stack>
  );
}
