import { Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { BOOKING_MESSAGES, customsLineText, itemCount, regionLabel } from '@ukgh/domain';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/ui/UserAvatar.tsx';
import {
  addressLines,
  agentName,
  formatGbp,
  formatKg,
  pickupWindowText,
  serviceLevelText,
} from '../../../lib/bookings/display.ts';
import type { AgentDto, BookingDetail } from '../../../lib/bookings/types.ts';

const PKG_TYPE_LABELS: Record<string, string> = {
  BOX: 'Box',
  BARREL: 'Barrel',
  ENVELOPE: 'Envelope',
  BAG: 'Bag',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md" c="brand.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Party({
  testId,
  name,
  email,
  phone,
  lines,
}: {
  testId: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  lines: string[];
}) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Text fw={700}>{name}</Text>
      {lines.map((line) => (
        <Text key={line} fz="sm">
          {line}
        </Text>
      ))}
      <Stack gap={2} mt="xs">
        {email && (
          <Group gap={6} wrap="nowrap">
            <IconMail size={14} color="var(--mantine-color-gray-6)" />
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
          </Group>
        )}
        {phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={14} color="var(--mantine-color-gray-6)" />
            <Text fz="sm">{phone}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function AgentRow({ title, agent }: { title: string; agent: AgentDto | null | undefined }) {
  const name = agentName(agent);
  return (
    <Group gap="sm" wrap="nowrap">
      {agent && name ? (
        <UserAvatar
          user={{
            full_name: name,
            first_name: agent.first_name ?? name,
            last_name: agent.last_name ?? '',
            avatar_url: agent.avatar_url,
          }}
          size={36}
        />
      ) : (
        <UserAvatar user={{ first_name: '?' }} size={36} color="gray" />
      )}
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" fw={600}>
          {title}
        </Text>
        <Text fz="sm" fw={name ? 600 : 400} c={name ? undefined : 'dimmed'}>
          {name ?? 'Not assigned yet'}
        </Text>
        {agent?.phone_e164 && (
          <Text fz="xs" c="dimmed">
            {agent.phone_e164}
          </Text>
        )}
      </div>
    </Group>
  );
}

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** Sender, recipient, every package, the options chosen and the agents assigned. */
export function BookingInfoTab({ booking }: { booking: BookingDetail }) {
  const packages = booking.packages ?? [];
  const totalWeight = packages.reduce((sum, p) => sum + Number(p.weight_kg) * Number(p.qty), 0);
  const totalValue = packages.reduce((sum, p) => sum + Number(p.declared_value) * Number(p.qty), 0);
  const recipientLines = [...addressLines(booking.recipient_address)];
  if (booking.gh_region_code) recipientLines.splice(-1, 0, regionLabel(booking.gh_region_code));

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title="Sender">
          <Party
            testId="sender"
            name={booking.sender_name}
            email={booking.sender_email}
            phone={booking.sender_phone}
            lines={addressLines(booking.sender_address)}
          />
        </Section>
        <Section title="Recipient">
          <Party
            testId="recipient"
            name={booking.recipient_name ?? booking.recipient_address?.name ?? ''}
            email={booking.recipient_email}
            phone={booking.recipient_phone}
            lines={recipientLines}
          />
        </Section>
      </SimpleGrid>

      <Section title={`Packages (${itemCount(packages)})`}>
        <Box visibleFrom="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table striped withRowBorders data-testid="packages-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>For customs</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Weight each</Table.Th>
                  <Table.Th>Size (cm)</Table.Th>
                  <Table.Th ta="right">Value each</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {packages.map((pkg, index) => (
                  <Table.Tr key={pkg.id ?? index} data-testid="package-row">
                    <Table.Td>{pkg.description}</Table.Td>
                    <Table.Td>{PKG_TYPE_LABELS[pkg.pkg_type] ?? pkg.pkg_type}</Table.Td>
                    <Table.Td>{customsLineText(pkg)}</Table.Td>
                    <Table.Td ta="right">{pkg.qty}</Table.Td>
                    <Table.Td ta="right">{formatKg(pkg.weight_kg)}</Table.Td>
                    <Table.Td>
                      {Number(pkg.length_cm) || Number(pkg.width_cm) || Number(pkg.height_cm)
                        ? `${Number(pkg.length_cm)} × ${Number(pkg.width_cm)} × ${Number(pkg.height_cm)}`
                        : '—'}
                    </Table.Td>
                    <Table.Td ta="right">{formatGbp(pkg.declared_value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>Total</Table.Th>
                  <Table.Th ta="right">{packages.reduce((sum, p) => sum + Number(p.qty), 0)}</Table.Th>
                  <Table.Th ta="right">{formatKg(totalWeight)}</Table.Th>
                  <Table.Th />
                  <Table.Th ta="right">{formatGbp(totalValue)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Box>
        {/* Phones: one small card per package instead of a table to scroll sideways. */}
        <Stack gap="xs" hiddenFrom="sm">
          {packages.map((pkg, index) => (
            <Card key={pkg.id ?? index} withBorder radius="md" padding="sm" data-testid="package-item">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} fz="sm">
                  {pkg.description}
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {pkg.qty} × {PKG_TYPE_LABELS[pkg.pkg_type] ?? pkg.pkg_type}
                </Text>
              </Group>
              <Text fz="xs" c="dimmed">
                {formatKg(pkg.weight_kg)} each
                {Number(pkg.length_cm) || Number(pkg.width_cm) || Number(pkg.height_cm)
                  ? ` · ${Number(pkg.length_cm)} × ${Number(pkg.width_cm)} × ${Number(pkg.height_cm)} cm`
                  : ''}{' '}
                · declared {formatGbp(pkg.declared_value)} each · {customsLineText(pkg)}
              </Text>
            </Card>
          ))}
          <Text fz="sm" fw={600} ta="right">
            Total {formatKg(totalWeight)} · {formatGbp(totalValue)}
          </Text>
        </Stack>
        {booking.recipient_id_number && (
          <Text fz="sm" mt="xs" data-testid="recipient-id">
            Recipient's ID for customs: {booking.recipient_id_number}
          </Text>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title="Service and pickup">
          <Stack gap={6}>
            <Text fz="sm">
              <Text span c="dimmed" fz="sm">
                Service:{' '}
              </Text>
              {serviceLevelText(booking.service_level)}
            </Text>
            <Text fz="sm">
              <Text span c="dimmed" fz="sm">
                Pickup:{' '}
              </Text>
              {pickupWindowText(booking.preferred_pickup_start, booking.preferred_pickup_end) ??
                BOOKING_MESSAGES.pickupNotScheduled}
            </Text>
            <Group gap="xs" mt={4}>
              <Badge variant="light" color={booking.fragile ? 'orange' : 'gray'}>
                Fragile: {yesNo(booking.fragile)}
              </Badge>
              <Badge variant="light" color={booking.insurance_opt_in ? 'teal' : 'gray'}>
                Insurance: {yesNo(booking.insurance_opt_in)}
              </Badge>
              <Badge variant="light" color={booking.cod_opt_in ? 'blue' : 'gray'}>
                Cash on delivery: {yesNo(booking.cod_opt_in)}
              </Badge>
            </Group>
            {booking.notes && (
              <Text fz="sm" mt={4}>
                <Text span c="dimmed" fz="sm">
                  Notes:{' '}
                </Text>
                {booking.notes}
              </Text>
            )}
          </Stack>
        </Section>
        <Section title="Assigned agents">
          <Stack gap="sm" data-testid="agents">
            <AgentRow title="Pickup agent" agent={booking.pickup_agent} />
            <AgentRow title="Warehouse agent" agent={booking.warehouse_agent} />
            <AgentRow title="Delivery agent" agent={booking.delivery_agent} />
          </Stack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
