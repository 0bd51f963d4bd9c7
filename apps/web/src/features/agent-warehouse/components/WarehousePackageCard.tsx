import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTruckDelivery, IconUserPlus } from '@tabler/icons-react';
import { AGENT_OFFLINE_MESSAGES, statusLabel } from '@ukgh/domain';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useWaitingAction } from '../../agent-offline/index.ts';
import type { WarehouseShipment } from '../api/warehouse-types.ts';
import { STAGE_TILES, type WarehouseAction } from '../model/warehouse-stages.ts';

interface Props {
  shipment: WarehouseShipment;
  actions: WarehouseAction[];
  canAssign: boolean;
  onAction: (action: WarehouseAction) => void;
  onAssign: () => void;
  /** Outline the card (the package a scan just found). */
  highlighted?: boolean;
}

/** One package: what it is, where it goes, and the big buttons for the steps it can take now. */
export function WarehousePackageCard({
  shipment,
  actions,
  canAssign,
  onAction,
  onAssign,
  highlighted,
}: Props) {
  const { booking } = shipment;
  // A step kept on the phone and not yet taken by the server: its button spins, the others wait for it.
  const waiting = useWaitingAction(shipment.id);
  const pendingTo = waiting?.target_status ?? null;
  const latest = shipment.status_events[0];
  // In Ghana the parcel is sorted and handed over by who receives it; in the UK, by who sent it.
  const inGhana = STAGE_TILES.some((t) => t.side === 'ghana' && t.status === shipment.current_status);
  const weight = `${formatNumber(booking.total_weight_kg, { maximumFractionDigits: 1 })} kg`;
  return (
    <Card
      data-testid="warehouse-package"
      data-tracking={shipment.tracking_code}
      data-status={shipment.current_status}
      p={{ base: 'md', sm: 'lg' }}
      style={highlighted ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
            <Text ff="monospace" fw={700} fz="lg" c="brand.9" style={{ overflowWrap: 'anywhere' }}>
              {shipment.tracking_code}
            </Text>
            {waiting && (
              <Badge color="gray" variant="outline" size="sm" data-testid="warehouse-waiting">
                {AGENT_OFFLINE_MESSAGES.waitingToSend}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <StatusBadge status={shipment.current_status} size="md" />
            <Text fz="sm" c="dimmed">
              {booking.booking_code} · {booking.service_level.label}
            </Text>
          </Group>
        </Stack>

        <Stack gap={2}>
          {inGhana ? (
            <Text fz="sm" data-testid="warehouse-recipient">
              For{' '}
              <Text span fw={600}>
                {booking.recipient_address.name}
              </Text>
              , {booking.recipient_address.city}, {booking.recipient_address.region}
            </Text>
          ) : (
            <Text fz="sm">
              <Text span fw={600}>
                {booking.customer.first_name} {booking.customer.last_name}
              </Text>{' '}
              to {booking.recipient_address.name}, {booking.recipient_address.city}
            </Text>
          )}
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {booking.packages_count} {booking.packages_count === 1 ? 'package' : 'packages'} · {weight}
            </Text>
            {booking.fragile && (
              <Badge color="red" variant="outline" size="sm">
                Fragile
              </Badge>
            )}
          </Group>
          {shipment.delivery_agent && (
            <Group gap={6} wrap="nowrap" data-testid="warehouse-delivery-agent">
              <IconTruckDelivery size={16} aria-hidden />
              <Text fz="sm">Delivery: {shipment.delivery_agent.name}</Text>
            </Group>
          )}
          {latest && (
            <Text fz="xs" c="dimmed">
              {statusLabel(latest.status)} · {formatDateTime(latest.created_at)}
            </Text>
          )}
        </Stack>

        {(actions.length > 0 || canAssign) && (
          <Stack gap="xs">
            {actions.map((action) => (
              <Button
                key={`${action.from}-${action.to}`}
                size="lg"
                fullWidth
                loading={pendingTo === action.to}
                disabled={pendingTo !== null && pendingTo !== action.to}
                onClick={() => onAction(action)}
              >
                {action.label}
              </Button>
            ))}
            {canAssign && (
              <Button
                size="lg"
                fullWidth
                variant="light"
                leftSection={<IconUserPlus size={20} />}
                onClick={onAssign}
              >
                {shipment.delivery_agent ? 'Change delivery agent' : 'Assign delivery agent'}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
