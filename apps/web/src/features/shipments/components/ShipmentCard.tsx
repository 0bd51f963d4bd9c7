import { Button, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconMapPin, IconMapSearch, IconPackage, IconTruck, IconUser } from '@tabler/icons-react';
import { CUSTOMER_MESSAGES } from '@ukgh/domain';
import { Link } from 'react-router';
import { DeliveryWindowFact } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { InvoiceDownloadButton } from '../../../components/documents/InvoiceDownloadButton.tsx';
import { Fact } from '../../../components/ui/Fact.tsx';
import { ShipmentProgress } from '../../../components/ui/ShipmentProgress.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { destinationText, serviceLevelText, shipmentStatusOf } from '../../../lib/bookings/display.ts';
import type { BookingListItem } from '../../../lib/bookings/types.ts';

/** A My Shipments card: where the goods are, how far along, and the ways to follow them. */
export function ShipmentCard({ shipment }: { shipment: BookingListItem }) {
  const status = shipmentStatusOf(shipment);
  const tracking = shipment.tracking_number;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="shipment-card" h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fz={11} c="dimmed" fw={600} tt="uppercase">
              Tracking number
            </Text>
            <Text fw={800} c="brand.9" ff="monospace" fz="lg" data-testid="shipment-tracking">
              {tracking || CUSTOMER_MESSAGES.noTrackingNumber}
            </Text>
            <Text fz="xs" c="dimmed">
              Booking {shipment.booking_code}
            </Text>
          </div>
          <StatusBadge status={status} />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Fact icon={<IconUser size={16} />} label="Recipient">
            {shipment.recipient_name || '—'}
          </Fact>
          <Fact icon={<IconMapPin size={16} />} label="Destination">
            {destinationText(shipment) || '—'}
          </Fact>
          <Fact icon={<IconPackage size={16} />} label="Packages">
            {shipment.packages_count}
          </Fact>
          <Fact icon={<IconTruck size={16} />} label="Service">
            {serviceLevelText(shipment.service_level)}
          </Fact>
        </SimpleGrid>
        <DeliveryWindowFact window={shipment.delivery_window} />
        <div style={{ flex: 1 }} />
        <ShipmentProgress
          status={status}
          exception={Boolean(shipment.is_exception)}
          reached={shipment.last_stage_status}
        />
        <Divider />
        <Group gap="sm" grow>
          <Button
            component={Link}
            to={`/dashboard/shipments/${shipment.id}`}
            variant="light"
            leftSection={<IconEye size={16} />}
            data-testid="view-shipment"
          >
            View Details
          </Button>
          {tracking ? (
            <Button
              component={Link}
              to={`/track/${tracking}`}
              leftSection={<IconMapSearch size={16} />}
              data-testid="track-shipment"
            >
              Track
            </Button>
          ) : (
            <Button disabled leftSection={<IconMapSearch size={16} />} data-testid="track-shipment">
              Track
            </Button>
          )}
        </Group>
        {status === 'delivered' && (
          <InvoiceDownloadButton booking={shipment} label="Download Receipt" fullWidth />
        )}
      </Stack>
    </Card>
  );
}
