import { Alert, Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BookingMessage } from '@ukgh/domain';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBookingMessages } from '../api/admin-bookings.ts';

const CHANNEL: Record<BookingMessage['channel'], string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

const STATE: Record<BookingMessage['state'], { label: string; color: string }> = {
  pending: { label: 'Queued', color: 'gray' },
  sent: { label: 'Sent', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  read: { label: 'Read', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  skipped: { label: 'Not sent', color: 'yellow' },
};

/** `recipient_arrived_ghana` → 'Recipient: arrived ghana'; mails to the customer read as their subject's topic. */
const whatOf = (kind: string) => {
  const [who, ...rest] = kind.split('_');
  if (who === 'recipient' || who === 'customer')
    return `${who === 'recipient' ? 'Recipient' : 'Customer'}: ${rest.join(' ')}`;
  return kind.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
};

/** Every mail and text about the booking: what, to whom, by which channel, and whether it arrived. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const messages = useBookingMessages(bookingId);
  if (messages.isPending) return <Skeleton height={80} />;
  if (messages.isError) return <Alert color="red">The messages could not be loaded.</Alert>;
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        Messages
      </Title>
      {messages.data.results.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No messages about this booking yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table fz="xs" verticalSpacing={6} data-testid="booking-messages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Channel</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.data.results.map((m) => (
                <Table.Tr key={m.id} data-testid="booking-message">
                  <Table.Td>{whatOf(m.kind)}</Table.Td>
                  <Table.Td>{CHANNEL[m.channel]}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{m.to}</Table.Td>
                  <Table.Td>
                    <Badge
                      size="xs"
                      variant="light"
                      color={STATE[m.state].color}
                      title={m.error ?? undefined}
                    >
                      {STATE[m.state].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(m.delivered_at ?? m.sent_at ?? m.created_at, '')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
