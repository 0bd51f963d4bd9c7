import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AdminDashboard, SHIPMENT_STATUSES, statusLabel } from '@ukgh/domain';

function CountRows({ rows, testId }: { rows: [string, number][]; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      {rows.map(([label, n]) => (
        <Group key={label} justify="space-between" fz="sm">
          <Text fz="sm">{label}</Text>
          <Text fz="sm" fw={700} c="brand.9">
            {n}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The nested counts of spec 001 §3 "Admin dashboard data": bookings, shipments by stage, payments. */
export function NestedCounts({ data }: { data: AdminDashboard }) {
  const { bookings, shipments, payments } = data;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mb="xl">
      <Card>
        <Title order={2} fz="md" c="brand.9" mb="sm">
          Bookings
        </Title>
        <CountRows
          testId="counts-bookings"
          rows={[
            ['Pending', bookings.pending],
            ['Confirmed', bookings.confirmed],
            ['Rejected', bookings.rejected],
            ['Cancelled', bookings.cancelled],
            ['Total', bookings.total],
          ]}
        />
      </Card>
      <Card>
        <Title order={2} fz="md" c="brand.9" mb="sm">
          Shipments by stage
        </Title>
        <CountRows
          testId="counts-shipments"
          rows={SHIPMENT_STATUSES.map((status) => [statusLabel(status), shipments[status]])}
        />
      </Card>
      <Card>
        <Title order={2} fz="md" c="brand.9" mb="sm">
          Payments
        </Title>
        <CountRows
          testId="counts-payments"
          rows={[
            ['Outstanding', payments.pending],
            ['Paid', payments.paid],
          ]}
        />
      </Card>
    </SimpleGrid>
  );
}
