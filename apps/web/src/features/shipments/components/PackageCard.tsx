import { Button, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBarcode,
  IconCalendar,
  IconEye,
  IconMapPin,
  IconPackage,
  IconScale,
  IconTruck,
} from '@tabler/icons-react';
import { CUSTOMER_MESSAGES } from '@ukgh/domain';
import { Link } from 'react-router';
import { DeliveryWindowFact } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { LabelDownloadButton } from '../../../components/documents/LabelDownloadButton.tsx';
import { Fact } from '../../../components/ui/Fact.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { countryName, formatKg, serviceLevelText } from '../../../lib/bookings/display.ts';
import type { PackageListItem } from '../../../lib/bookings/types.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** A My Packages card (spec 000 §2): a parcel that has been picked up. */
export function PackageCard({ item }: { item: PackageListItem }) {
  const city = item.city ?? item.recipient_address?.city;
  const country = countryName(item.country ?? item.recipient_address?.country ?? 'GH');
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="package-card" h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={800} c="brand.9" truncate>
              {item.recipient_name || '—'}
            </Text>
            <Text fz="sm" truncate>
              {item.description}
            </Text>
            <Text fz="xs" c="dimmed">
              Booking {item.booking_code}
              {item.item_number ? ` · package ${item.item_number}` : ''}
            </Text>
          </div>
          <StatusBadge status={item.status} />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Fact icon={<IconMapPin size={16} />} label="Destination">
            {[city, country].filter(Boolean).join(', ')}
          </Fact>
          <Fact icon={<IconCalendar size={16} />} label="Picked up">
            {formatDate(item.picked_up_at)}
          </Fact>
          <Fact icon={<IconPackage size={16} />} label="Packages">
            {item.packages_count}
          </Fact>
          <Fact icon={<IconTruck size={16} />} label="Service">
            {serviceLevelText(item.service_level)}
          </Fact>
          <Fact icon={<IconScale size={16} />} label="Total weight">
            {formatKg(item.total_weight)}
          </Fact>
          <Fact icon={<IconBarcode size={16} />} label="Tracking number">
            <Text span ff="monospace" fz="sm" data-testid="package-tracking">
              {item.tracking_number || CUSTOMER_MESSAGES.noTrackingNumber}
            </Text>
          </Fact>
        </SimpleGrid>
        <DeliveryWindowFact window={item.delivery_window} />
        <div style={{ flex: 1 }} />
        <Divider />
        {/* Side by side, or one under the other where both labels would not fit (phones). */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            component={Link}
            to={`/dashboard/shipments/${item.booking_id}`}
            variant="light"
            leftSection={<IconEye size={16} />}
            data-testid="view-package"
          >
            View Details
          </Button>
          <LabelDownloadButton bookingId={item.booking_id} trackingNumber={item.tracking_number} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
