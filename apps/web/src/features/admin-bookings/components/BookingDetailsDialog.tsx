import { Alert, Button, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCreditCard,
  IconFileDescription,
  IconHistory,
  IconReceipt,
  IconRoute,
} from '@tabler/icons-react';
import {
  type AdminBookingDetail,
  buildTimeline,
  isExceptionLast,
  normalizeBookingStatus,
  type Role,
} from '@ukgh/domain';
import { type ReactNode, useState } from 'react';
import { type ProofImage, ProofViewer } from '../../../components/ui/ProofViewer.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { TravelTimeline } from '../../../components/ui/TravelTimeline.tsx';
import { shipmentStatusOf } from '../../../lib/bookings/display.ts';
import { useAdminBooking } from '../api/admin-bookings.ts';
import { BookingAuditTab } from './BookingAuditTab.tsx';
import { BookingDetailsTab } from './BookingDetailsTab.tsx';
import { bookingActions } from './booking-actions.ts';
import { InvoiceTab } from './InvoiceTab.tsx';
import { PaymentAdminTab } from './PaymentAdminTab.tsx';
import { PrintLabelButton } from './PrintLabelButton.tsx';
import { ReissueHandoverCodeButton } from './ReissueHandoverCodeButton.tsx';

type Target = { id: string; booking_code: string };

interface Props {
  bookingId: string | null;
  role: Role | undefined;
  onClose: () => void;
  /** The tab to open on (the dashboard's 'receipts to check' opens Payment). */
  initialTab?: string | null;
  /** The footer's moves, for the booking the dialog shows. */
  onConfirm: (booking: Target) => void;
  onReject: (booking: Target) => void;
  onCancel: (booking: Target) => void;
  /** More footer buttons for the booking shown (the packages hub's Update Status). */
  extraActions?: (booking: AdminBookingDetail) => ReactNode;
}

/** The booking details dialog (spec 001 §2): Details, Travel History, Invoice and, for admins, Payment and History. */
export function BookingDetailsDialog({
  bookingId,
  role,
  onClose,
  initialTab,
  onConfirm,
  onReject,
  onCancel,
  extraActions,
}: Props) {
  const booking = useAdminBooking(bookingId);
  const [proof, setProof] = useState<ProofImage | null>(null);
  const data = booking.data;
  const actions = data ? bookingActions(role, data) : null;
  const stopped = ['CANCELLED', 'REJECTED'].includes(normalizeBookingStatus(data?.status) ?? '');
  // Payments are the admin's (GET /admin/bookings/{id}/payment/ answers 403 to warehouse staff).
  const payments = role === 'ADMIN';
  const firstTab = initialTab === 'payment' && payments ? 'payment' : 'details';

  const body = () => {
    if (booking.isPending) return <Skeleton height={240} />;
    if (!data) return <Alert color="red">The booking could not be loaded.</Alert>;
    const timeline = buildTimeline({
      status: stopped ? data.status : shipmentStatusOf(data),
      created_at: data.created_at,
      history: data.travel_history,
    });
    const reason = data.rejection_reason ?? data.cancellation_reason;
    return (
      <Stack gap="md">
        {stopped && reason && (
          <Alert
            color="gray"
            title={data.status === 'REJECTED' ? 'Why it was rejected' : 'Why it was cancelled'}
          >
            {reason}
          </Alert>
        )}
        <Tabs defaultValue={firstTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details" leftSection={<IconFileDescription size={16} />}>
              Details
            </Tabs.Tab>
            <Tabs.Tab value="travel" leftSection={<IconRoute size={16} />}>
              Travel History
            </Tabs.Tab>
            <Tabs.Tab value="invoice" leftSection={<IconReceipt size={16} />} data-testid="tab-invoice">
              Invoice
            </Tabs.Tab>
            {payments && (
              <Tabs.Tab value="payment" leftSection={<IconCreditCard size={16} />} data-testid="tab-payment">
                Payment
              </Tabs.Tab>
            )}
            {actions?.history && (
              <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
                History
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <BookingDetailsTab booking={data} />
          </Tabs.Panel>
          <Tabs.Panel value="travel" pt="md">
            {isExceptionLast(data.travel_history) && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} mb="md">
                The last event is an exception.
              </Alert>
            )}
            <TravelTimeline
              items={timeline}
              onOpenProof={setProof}
              reference={data.tracking_number ?? data.booking_code}
            />
          </Tabs.Panel>
          <Tabs.Panel value="invoice" pt="md">
            <InvoiceTab invoice={data.invoice} booking={data} />
          </Tabs.Panel>
          {payments && (
            <Tabs.Panel value="payment" pt="md">
              <PaymentAdminTab bookingId={data.id} />
            </Tabs.Panel>
          )}
          {actions?.history && (
            <Tabs.Panel value="audit" pt="md">
              <BookingAuditTab bookingId={data.id} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    );
  };

  return (
    <>
      <Modal
        opened={Boolean(bookingId)}
        onClose={onClose}
        size="xl"
        title={
          <Group gap="sm">
            <Text fw={800} ff="monospace">
              {data?.booking_code ?? 'Booking'}
            </Text>
            {data && <StatusBadge status={data.status.toLowerCase()} label={data.status_display} />}
            {data?.tracking_number && (
              <Text fz="sm" c="dimmed" ff="monospace" data-testid="dialog-tracking-number">
                {data.tracking_number}
              </Text>
            )}
          </Group>
        }
      >
        {body()}
        <Group justify="flex-end" mt="xl" gap="sm">
          {data && extraActions?.(data)}
          {data && !stopped && <PrintLabelButton booking={data} />}
          {data?.can_reissue_handover_code && role === 'ADMIN' && (
            <ReissueHandoverCodeButton bookingId={data.id} />
          )}
          {data && actions?.confirm && <Button onClick={() => onConfirm(data)}>Confirm Booking</Button>}
          {data && actions?.reject && (
            <Button variant="default" onClick={() => onReject(data)}>
              Reject
            </Button>
          )}
          {data && actions?.cancel && (
            <Button variant="default" color="red" onClick={() => onCancel(data)}>
              Cancel Booking
            </Button>
          )}
          <Button variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Modal>
      <ProofViewer image={proof} onClose={() => setProof(null)} />
    </>
  );
}
