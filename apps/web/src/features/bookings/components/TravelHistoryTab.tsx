import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { buildTimeline, isExceptionLast, normalizeBookingStatus } from '@ukgh/domain';
import type { ProofImage } from '../../../components/ui/ProofViewer.tsx';
import { TravelTimeline } from '../../../components/ui/TravelTimeline.tsx';
import type { BookingDetail } from '../../../lib/bookings/types.ts';
import { useTravelHistory } from '../api/booking.ts';

interface Props {
  booking: BookingDetail;
  /** Where the goods are (the shipment's status), or the booking's own status once it was stopped. */
  status: string;
  onOpenProof: (image: ProofImage) => void;
}

/** The timeline of spec 000 §4, built by the domain's `buildTimeline` from the fetched history. */
export function TravelHistoryTab({ booking, status, onOpenProof }: Props) {
  const history = useTravelHistory(booking.id, status);
  if (history.isPending) {
    return (
      <Stack gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Stack>
    );
  }
  // A failed fetch leaves an empty history: the timeline is then generated from the booking alone.
  const entries = history.data?.entries ?? [];
  const items = buildTimeline({ status, created_at: booking.created_at, history: entries });
  const bookingStatus = normalizeBookingStatus(booking.status);

  return (
    <Stack gap="md">
      {bookingStatus === 'CANCELLED' && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="history-cancelled">
          This booking was cancelled, so it will not travel any further.
        </Alert>
      )}
      {bookingStatus === 'REJECTED' && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          This booking was rejected, so it will not travel.
        </Alert>
      )}
      {isExceptionLast(entries) && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Your shipment needs attention">
          Something held up this shipment. Our team is on it; contact support if you have questions.
        </Alert>
      )}
      {history.data?.failed && (
        <Text fz="xs" c="dimmed" data-testid="history-generated">
          The detailed history could not be loaded just now; the stages below come from the booking itself.
        </Text>
      )}
      <TravelTimeline
        items={items}
        onOpenProof={onOpenProof}
        reference={booking.tracking_number ?? booking.shipment?.tracking_number ?? booking.booking_code}
      />
    </Stack>
  );
}
