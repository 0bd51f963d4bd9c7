import { Group, Stack, Table, Text } from '@mantine/core';
import type { InvoiceDto } from '@ukgh/domain';
import { InvoiceDownloadButton } from '../../../components/documents/InvoiceDownloadButton.tsx';
import { PackingListDownloadButton } from '../../../components/documents/PackingListDownloadButton.tsx';
import { formatGbp, formatGhs } from '../../../lib/bookings/display.ts';

/** The Invoice tab: the lines the booking was priced with, which add up to the total charged, and its PDF. */
export function InvoiceTab({
  invoice,
  booking,
}: {
  invoice: InvoiceDto;
  booking: { id: string; booking_code: string; status: string };
}) {
  return (
    <Stack gap="md">
      <Table withTableBorder fz="sm" data-testid="invoice">
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed once priced and may share a label
            <Table.Tr key={index} data-testid="invoice-line">
              <Table.Td>{line.label}</Table.Td>
              <Table.Td ta="right" data-testid="invoice-line-amount">
                {formatGbp(line.amount_gbp)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={800}>Total</Table.Td>
            <Table.Td ta="right" fw={800} data-testid="invoice-total">
              {formatGbp(invoice.total_gbp)}
              <Text span fz="xs" c="dimmed" fw={400} ml={6}>
                ({formatGhs(invoice.total_ghs)})
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <PackingListDownloadButton booking={booking} variant="light" />
        <InvoiceDownloadButton booking={booking} variant="light" />
      </Group>
    </Stack>
  );
}
