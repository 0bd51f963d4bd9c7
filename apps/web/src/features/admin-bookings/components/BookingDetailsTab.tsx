import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type AdminBookingDetail, customsLineText } from '@ukgh/domain';
import { formatGbp, formatKg, serviceLevelText } from '../../../lib/bookings/display.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { paymentStatusText } from './payment-status.ts';
import { RecipientChoicesBlock } from './RecipientChoicesBlock.tsx';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The Details tab: who, where from and to, and what is shipped. */
export function BookingDetailsTab({ booking }: { booking: AdminBookingDetail }) {
  const yesNo = (value: boolean) => (
    <Badge variant="light" color={value ? 'orange' : 'gray'}>
      {value ? 'Yes' : 'No'}
    </Badge>
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text fw={700}>Customer</Text>
          <Text fz="sm">{booking.customer?.full_name ?? booking.sender_name}</Text>
          <Text fz="sm" c="dimmed">
            {booking.customer?.email ?? booking.sender_email}
          </Text>
          <Text fz="sm" c="dimmed">
            {booking.customer?.phone_e164 ?? booking.sender_phone ?? ''}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Recipient</Text>
          <Text fz="sm">{booking.recipient_name}</Text>
          <Text fz="sm" c="dimmed">
            {booking.recipient_email ?? 'No email given'}
          </Text>
          <Text fz="sm" c="dimmed">
            {booking.recipient_phone ?? 'No phone given'}
          </Text>
          <Text fz="sm" c="dimmed">
            {booking.recipient_whatsapp_opt_in ? 'Texts by WhatsApp (opted in)' : 'Texts by SMS'}
          </Text>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressBlock title="Pickup address" address={booking.pickup_address} />
        <AddressBlock
          title="Delivery address"
          address={booking.recipient_address}
          region={booking.recipient_address.region_name || booking.region_name}
        />
      </SimpleGrid>
      <RecipientChoicesBlock booking={booking} />
      <Stack gap={6}>
        <Text fw={700}>Package details</Text>
        <Line label="Service level">{serviceLevelText(booking.service_level)}</Line>
        <Line label="Price">{formatGbp(booking.total_price_gbp)}</Line>
        <Line label="Fragile">{yesNo(booking.fragile)}</Line>
        <Line label="Insurance">
          {booking.insurance_opt_in ? `${formatGbp(booking.invoice.insurance_gbp)} ` : ''}
          {yesNo(booking.insurance_opt_in)}
        </Line>
        <Line label="Tracking number">
          <span data-testid="details-tracking-number">
            {booking.tracking_number ?? 'Given when the booking is confirmed'}
          </span>
        </Line>
        <Line label="Payment">
          <span data-testid="details-payment-status">{paymentStatusText(booking.payment_status)}</span>
        </Line>
        <Line label="Recipient's ID">
          <span data-testid="details-recipient-id">{booking.recipient_id_number ?? 'Not given'}</span>
        </Line>
        <Line label="Prohibited goods">
          {booking.prohibited_goods_declaration
            ? `Declared none, ${formatDateTime(booking.prohibited_goods_declaration.accepted_at)}`
            : 'No declaration (booked without the form)'}
        </Line>
      </Stack>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>For customs</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Weight each</Table.Th>
              <Table.Th ta="right">Declared value each</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.packages.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.description}</Table.Td>
                <Table.Td>{customsLineText(p)}</Table.Td>
                <Table.Td ta="right">{p.qty}</Table.Td>
                <Table.Td ta="right">{formatKg(p.weight_kg)}</Table.Td>
                <Table.Td ta="right">{formatGbp(p.declared_value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {booking.notes && (
        <Text fz="sm" c="dimmed">
          Notes: {booking.notes}
        </Text>
      )}
    </Stack>
  );
}
