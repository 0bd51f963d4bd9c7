import { type AdminDashboard, adminBookingLink, adminPaymentLink, DASHBOARD_PERIOD_DAYS } from '@ukgh/domain';
import type { AttentionRow, DashboardOverview, DashboardService } from './dashboard.service.ts';

const pounds = (pence: number) => Math.round(pence) / 100;

const presentAttention = (row: AttentionRow) => {
  const ref = {
    booking_code: row.bookingCode,
    tracking_number: row.trackingNumber,
    shipment_status: row.shipmentStatus,
  };
  return {
    kind: row.kind,
    booking_id: row.bookingId,
    booking_code: row.bookingCode,
    booking_status: row.bookingStatus,
    shipment_id: row.shipmentId,
    shipment_status: row.shipmentStatus,
    tracking_number: row.trackingNumber,
    customer_name: row.customerName,
    since: new Date(row.since).toISOString(),
    detail: row.detail,
    // A receipt is checked in the booking's dialog (its Payment tab), wherever the goods are.
    link: row.kind === 'receipt' ? adminPaymentLink(row.bookingId) : adminBookingLink(ref),
  };
};

export const presentDashboard = ({
  windows,
  figures: f,
  people,
  stages,
  attention,
  setup,
}: DashboardOverview) =>
  ({
    setup,
    total_users: people.total,
    active_bookings: f.active,
    in_transit: f.inTransit,
    delivered_today: f.deliveredToday,
    revenue_gbp: pounds(f.revenuePence),
    pending_reviews: f.pending,
    bookings: {
      total: f.total,
      pending: f.pending,
      confirmed: f.confirmed,
      rejected: f.rejected,
      cancelled: f.cancelled,
    },
    shipments: stages,
    payments: { pending: f.paymentsPending, paid: f.paymentsPaid },
    period: {
      days: DASHBOARD_PERIOD_DAYS,
      current_from: windows.currentFrom.toISOString(),
      previous_from: windows.previousFrom.toISOString(),
      to: windows.now.toISOString(),
    },
    changes: {
      new_users: { current: people.current, previous: people.previous },
      bookings: { current: f.bookingsCurrent, previous: f.bookingsPrevious },
      deliveries: { current: f.deliveriesCurrent, previous: f.deliveriesPrevious },
      revenue_gbp: { current: pounds(f.revenueCurrentPence), previous: pounds(f.revenuePreviousPence) },
    },
    attention: {
      counts: { pending_booking: f.pending, exception: f.exceptions, receipt: f.receiptsToCheck },
      items: attention.map(presentAttention),
    },
    generated_at: windows.now.toISOString(),
  }) satisfies AdminDashboard;

export const presentSearchHit = (row: Awaited<ReturnType<DashboardService['search']>>[number]) => ({
  booking_id: row.bookingId,
  booking_code: row.bookingCode,
  booking_status: row.bookingStatus,
  shipment_id: row.shipmentId,
  shipment_status: row.shipmentStatus,
  tracking_number: row.trackingNumber,
  customer_name: row.customerName,
  customer_phone: row.customerPhone,
  created_at: row.createdAt.toISOString(),
  link: adminBookingLink({
    booking_code: row.bookingCode,
    tracking_number: row.trackingNumber,
    shipment_status: row.shipmentStatus,
  }),
});
