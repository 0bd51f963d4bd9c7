import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDeliveredWithoutCode } from '../api/dashboard.ts';

/**
 * "Delivered without code": deliveries the agent completed with a photo or signature instead of the
 * recipient's handover code, with who delivered and why, for an admin to review.
 */
export function DeliveredWithoutCode() {
  const list = useDeliveredWithoutCode();
  const rows = list.data?.results ?? [];
  return (
    <Paper withBorder p="md" mt="lg" data-testid="delivered-without-code">
      <Stack gap="sm">
        <Title order={2} fz="lg" c="brand.9">
          Delivered without code
        </Title>
        {list.isError && <Text c="dimmed">The list could not be loaded.</Text>}
        {list.data && rows.length === 0 && (
          <Text c="dimmed">Every recent delivery was confirmed by code.</Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>Agent</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Delivered</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.booking_id} data-testid="without-code-row">
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/shipments?search=${encodeURIComponent(row.tracking_number ?? row.booking_code)}`}
                        ff="monospace"
                        fz="sm"
                      >
                        {row.booking_code}
                      </Anchor>
                      {row.tracking_number && (
                        <Text ff="monospace" fz="xs" c="dimmed">
                          {row.tracking_number}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.agent_name ?? '—'}</Table.Td>
                    <Table.Td>{row.reason_label}</Table.Td>
                    <Table.Td>{formatDateTime(row.delivered_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
