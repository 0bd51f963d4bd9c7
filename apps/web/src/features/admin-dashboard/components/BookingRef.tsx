import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';

interface Props {
  booking_code: string;
  tracking_number: string | null;
  shipment_status: string;
  booking_status: string;
  link: string;
}

/** A booking's code (a link to where it is handled), tracking number and status. */
export function BookingRef({ booking_code, tracking_number, shipment_status, booking_status, link }: Props) {
  const closed = booking_status === 'CANCELLED' || booking_status === 'REJECTED';
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor component={Link} to={link} fw={700} ff="monospace" fz="sm" data-testid="booking-link">
        {booking_code}
      </Anchor>
      {tracking_number && (
        <Text ff="monospace" fz="xs" c="dimmed">
          {tracking_number}
        </Text>
      )}
      <StatusBadge status={closed ? booking_status.toLowerCase() : shipment_status} size="sm" />
    </Group>
  );
}
