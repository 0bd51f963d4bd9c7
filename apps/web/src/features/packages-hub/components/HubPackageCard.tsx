import { Badge, Button, Card, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconMapPin, IconPrinter, IconRoute, IconTruck, IconUser } from '@tabler/icons-react';
import type { HubShipment } from '@ukgh/domain';
import { DeliveryWindowFact } from '../../../components/delivery-window/DeliveryWindow.tsx';
import { Fact } from '../../../components/ui/Fact.tsx';
import { ShipmentProgress } from '../../../components/ui/ShipmentProgress.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { agentName, formatKg } from '../../../lib/bookings/display.ts';

interface Props {
  item: HubShipment;
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Shown only when the signed-in role may update this package's status. */
  onUpdateStatus?: () => void;
  onPrintLabel?: () => void;
  /** Opens the package's details dialog (its booking, history, proofs and the role's actions). */
  onViewDetails?: () => void;
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** One package card of the hub: every item of the booking, its age in whole days and the progress bar. */
export function HubPackageCard({
  item,
  selectable,
  selected,
  onSelect,
  onUpdateStatus,
  onPrintLabel,
  onViewDetails,
}: Props) {
  const agents = [
    ['Pickup', agentName(item.pickup_agent)],
    ['Delivery', agentName(item.delivery_agent)],
  ].flatMap(([label, name]) => (name ? [`${label}: ${name}`] : []));
  const code = item.tracking_number ?? item.booking_code;
  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
      data-testid="hub-package-card"
      data-tracking={item.tracking_number ?? undefined}
      data-code={item.booking_code}
      withBorder={selected}
      style={selected ? { borderColor: 'var(--mantine-color-brand-5)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {selectable ? (
              <Checkbox
                mt={4}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={`Select ${code}`}
              />
            ) : null}
            <div style={{ minWidth: 0 }}>
              <Text fw={800} c="brand.9" ff="monospace" fz="md">
                {item.tracking_number ?? '—'}
              </Text>
              <Text fz="xs" c="dimmed" ff="monospace">
                {item.booking_code}
              </Text>
            </div>
          </Group>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0, marginLeft: 'auto' }}>
            <StatusBadge
              status={item.shipment_status ?? ''}
              label={item.shipment_status_display ?? undefined}
            />
            <Text fz="xs" c="dimmed" data-testid="package-age">
              {days(item.age_days)} old
            </Text>
          </Stack>
        </Group>

        <Fact icon={<IconUser size={16} />} label="Customer">
          {item.customer?.full_name ?? item.recipient_name}
          {item.customer?.phone_e164 ? ` · ${item.customer.phone_e164}` : ''}
        </Fact>
        <Fact icon={<IconMapPin size={16} />} label={`To ${item.recipient_name}`}>
          {item.delivery_address_line}
        </Fact>
        <DeliveryWindowFact window={item.delivery_window} />

        <Stack gap={2} data-testid="package-items">
          {item.packages.map((pkg) => (
            <Text key={pkg.id} fz="sm">
              {pkg.qty} × {pkg.description}{' '}
              <Text span c="dimmed" fz="xs">
                ({formatKg(pkg.weight_kg)} each)
              </Text>
            </Text>
          ))}
        </Stack>

        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconTruck size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" c={agents.length ? undefined : 'dimmed'} data-testid="card-agents">
            {agents.length ? agents.join(' · ') : 'No agent assigned'}
          </Text>
        </Group>
        {item.consolidated || item.has_proof ? (
          <Group gap={6}>
            {item.consolidated ? (
              <Badge size="sm" variant="light" color="grape">
                Consolidated
              </Badge>
            ) : null}
            {item.has_proof ? (
              <Badge size="sm" variant="light" color="teal">
                Proof on file
              </Badge>
            ) : null}
          </Group>
        ) : null}

        <div style={{ flex: 1 }} />
        <ShipmentProgress
          status={item.shipment_status}
          exception={item.is_exception}
          reached={item.last_stage_status}
        />
        {onViewDetails || onUpdateStatus || onPrintLabel ? (
          <>
            <Divider />
            <Group gap="xs" wrap="wrap">
              {onViewDetails ? (
                <Button
                  variant="light"
                  leftSection={<IconEye size={16} />}
                  onClick={onViewDetails}
                  flex="1 1 auto"
                  data-testid="hub-view-details"
                >
                  Details
                </Button>
              ) : null}
              {onUpdateStatus ? (
                <Button leftSection={<IconRoute size={16} />} onClick={onUpdateStatus} flex="1 1 auto">
                  Update Status
                </Button>
              ) : null}
              {onPrintLabel ? (
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} />}
                  onClick={onPrintLabel}
                  flex="1 1 auto"
                >
                  Print Label
                </Button>
              ) : null}
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
