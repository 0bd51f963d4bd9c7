import { Anchor, Badge, Card, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconCreditCard,
  IconFileDescription,
  IconLabel,
  IconRoute,
} from '@tabler/icons-react';
import { normalizeBookingStatus } from '@ukgh/domain';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BookingNotFound } from '../../../components/ui/BookingNotFound.tsx';
import { ContactSupportButton } from '../../../components/ui/ContactSupportButton.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { type ProofImage, ProofViewer } from '../../../components/ui/ProofViewer.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import {
  bookingDisplayLabel,
  bookingDisplayStatus,
  formatGbp,
  shipmentStatusOf,
} from '../../../lib/bookings/display.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBookingPage } from '../api/booking.ts';
import { BookingInfoTab } from './BookingInfoTab.tsx';
import { CancelBookingButton } from './CancelBookingButton.tsx';
import { EditBookingButton } from './EditBookingButton.tsx';
import { PaymentTab } from './PaymentTab.tsx';
import { ShippingLabelTab } from './ShippingLabelTab.tsx';
import { TrackingNumberCard } from './TrackingNumberCard.tsx';
import { TravelHistoryTab } from './TravelHistoryTab.tsx';

const TABS = ['details', 'payment', 'history', 'label'] as const;
const PAYMENT_BADGES: Record<string, { label: string; color: string }> = {
  PENDING: { label: 'Payment pending', color: 'yellow' },
  PAID: { label: 'Paid', color: 'teal' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
  NONE: { label: 'Nothing to pay', color: 'gray' },
};
type Tab = (typeof TABS)[number];

/**
 * /dashboard/bookings/{id} and /dashboard/shipments/{id} (spec 000 §2, Booking details). The same view
 * serves both lists; Back returns to the one the customer came from.
 */
export function BookingDetailsPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const fromShipments = pathname.startsWith('/dashboard/shipments');
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const backTo = fromShipments ? '/dashboard/shipments' : '/dashboard/bookings';
  const { booking, notFound } = useBookingPage(id);
  // Mails and Stripe's return link open a tab by name (?tab=payment).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.includes(asked as Tab) ? (asked as Tab) : 'details');
  const [proof, setProof] = useState<ProofImage | null>(null);

  const back = (
    <Anchor component={Link} to={backTo} fz="sm" c="dimmed" data-testid="back-to-list">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {fromShipments ? 'Back to My Shipments' : 'Back to My Bookings'}
      </Group>
    </Anchor>
  );

  if (notFound) return <BookingNotFound backTo={backTo} />;
  if (!booking.data) return <PageLoader label="Loading booking" />;

  const data = booking.data;
  const bookingStatus = normalizeBookingStatus(data.status);
  const stopped = bookingStatus === 'CANCELLED' || bookingStatus === 'REJECTED';
  const trackingNumber = data.tracking_number ?? data.shipment?.tracking_number ?? null;
  const shipmentStatus = data.shipment?.status ?? shipmentStatusOf(data);
  const word = bookingDisplayStatus(data);
  // Nothing is owed on a booking that was called off before it was paid.
  const paymentStatus =
    stopped && (data.payment?.status ?? 'PENDING').toUpperCase() === 'PENDING'
      ? 'NONE'
      : (data.payment?.status ?? 'PENDING').toUpperCase();

  const tabs = (
    <Card p={0}>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'details')} keepMounted={false}>
        <Tabs.List px="sm" pt="xs">
          <Tabs.Tab value="details" leftSection={<IconFileDescription size={16} />}>
            Booking Details
          </Tabs.Tab>
          <Tabs.Tab value="payment" leftSection={<IconCreditCard size={16} />}>
            Payment & Receipts
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconRoute size={16} />} data-testid="tab-history">
            Travel History
          </Tabs.Tab>
          <Tabs.Tab value="label" leftSection={<IconLabel size={16} />}>
            Shipping Label
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" p={{ base: 'md', sm: 'lg' }}>
          <BookingInfoTab booking={data} />
        </Tabs.Panel>
        <Tabs.Panel value="payment" p={{ base: 'md', sm: 'lg' }}>
          <PaymentTab booking={data} />
        </Tabs.Panel>
        <Tabs.Panel value="history" p={{ base: 'md', sm: 'lg' }}>
          <TravelHistoryTab
            booking={data}
            status={stopped ? data.status : shipmentStatus}
            onOpenProof={setProof}
          />
        </Tabs.Panel>
        <Tabs.Panel value="label" p={{ base: 'md', sm: 'lg' }}>
          <ShippingLabelTab bookingId={data.id} trackingNumber={trackingNumber} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
  const trackingCard = (
    <TrackingNumberCard
      trackingNumber={trackingNumber}
      status={shipmentStatus}
      history={data.travel_history}
      exception={data.is_exception}
      stopped={stopped ? bookingDisplayLabel(data) : null}
      pending={bookingStatus === 'PENDING'}
      deliveryWindow={data.delivery_window}
    />
  );
  const reason = stopped ? data.rejection_reason || data.cancellation_reason : null;
  const reasonCard = reason ? (
    <Card>
      <Text fw={700} mb={4}>
        {bookingStatus === 'REJECTED' ? 'Why it was rejected' : 'Why it was cancelled'}
      </Text>
      <Text fz="sm">{reason}</Text>
    </Card>
  ) : null;
  const sideCards = (
    <>
      <Card>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
              Price
            </Text>
            <Text fz={22} fw={800} c="brand.9">
              {formatGbp(data.payment?.amount_gbp ?? data.price_quote_gbp)}
            </Text>
          </div>
          <Badge variant="light" color={PAYMENT_BADGES[paymentStatus]?.color ?? 'gray'}>
            {PAYMENT_BADGES[paymentStatus]?.label ?? paymentStatus}
          </Badge>
        </Group>
        <Anchor component="button" type="button" fz="sm" mt="xs" onClick={() => setTab('payment')}>
          Payment & Receipts
        </Anchor>
      </Card>
      <Card padding="md">
        <Text fw={700} mb={4}>
          Questions about this booking?
        </Text>
        <Text fz="sm" c="dimmed" mb="sm">
          Quote the booking code {data.booking_code} and we will find it straight away.
        </Text>
        <ContactSupportButton />
      </Card>
    </>
  );

  return (
    <>
      <PageHeader
        before={back}
        title={
          <Group gap="sm" component="span">
            <span data-testid="details-booking-code">{data.booking_code}</span>
            <StatusBadge
              size="lg"
              status={bookingStatus === 'CONFIRMED' && !stopped ? shipmentStatus : word}
              label={bookingStatus === 'CONFIRMED' ? undefined : bookingDisplayLabel(data)}
              data-testid="details-status"
            />
          </Group>
        }
        subtitle={`Booked ${formatDateTime(data.created_at)}`}
        actions={
          <Group gap="sm">
            <EditBookingButton booking={data} />
            <CancelBookingButton booking={data} />
          </Group>
        }
      />

      {wide ? (
        <Grid gutter="lg">
          <Grid.Col span={8}>{tabs}</Grid.Col>
          <Grid.Col span={4}>
            <Stack gap="lg">
              {trackingCard}
              {reasonCard}
              {sideCards}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        // Phones: where the parcel is first, then the tabs, then price and help.
        <Stack gap="lg">
          {trackingCard}
          {reasonCard}
          {tabs}
          {sideCards}
        </Stack>
      )}
      <ProofViewer image={proof} onClose={() => setProof(null)} />
    </>
  );
}
