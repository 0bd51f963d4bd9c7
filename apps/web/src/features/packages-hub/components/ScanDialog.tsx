import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type BookingDetail, PACKAGE_MESSAGES } from '@ukgh/domain';
import { useState } from 'react';
import { ScanCodeField } from '../../../components/scanner/index.ts';
import { ShipmentProgress } from '../../../components/ui/ShipmentProgress.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { ApiError, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { findPackage } from '../api/hub-api.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Offered when the signed-in role may update the package found. */
  canUpdate: (booking: BookingDetail) => boolean;
  onUpdate: (booking: BookingDetail) => void;
}

/** Scan & Update (spec 001 §2): a typed or scanned tracking or booking number, then the update. */
export function ScanDialog({ opened, onClose, canUpdate, onUpdate }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [found, setFound] = useState<BookingDetail | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async (code: string) => {
    setSearching(true);
    setFound(null);
    try {
      const booking = await findPackage(code);
      setFound(booking);
      toast.success(PACKAGE_MESSAGES.found);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        toast.error(PACKAGE_MESSAGES.notFound);
      else notifyFailure(PACKAGE_MESSAGES.scanFailed, error);
    } finally {
      setSearching(false);
    }
  };

  const close = () => {
    setFound(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Scan & Update" fullScreen={phone} size="lg">
      <Stack gap="md">
        <ScanCodeField onSubmit={search} loading={searching} />
        {found ? (
          <Alert color="teal" variant="light" data-testid="scan-result">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={800} ff="monospace">
                    {found.tracking_number ?? '—'}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {found.booking_code}
                  </Text>
                </div>
                <StatusBadge
                  status={found.shipment_status ?? found.status.toLowerCase()}
                  label={found.shipment_status_display ?? found.status_display}
                />
              </Group>
              <Text fz="sm">
                {found.customer?.full_name ?? found.sender_name} → {found.recipient_name}, {found.city}
              </Text>
              <ShipmentProgress status={found.shipment_status} history={found.travel_history} compact />
              {canUpdate(found) ? (
                <Group justify="flex-end">
                  <Button onClick={() => onUpdate(found)}>Update Status</Button>
                </Group>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
