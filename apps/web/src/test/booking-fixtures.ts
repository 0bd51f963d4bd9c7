import type { AdminBookingPaymentDto, BookingPaymentDto, ReceiptDto } from '@ukgh/domain';
import { vi } from 'vitest';
import type {
  AddressDto,
  AgentDto,
  BookingDetail,
  BookingListItem,
  BookingStats,
  PackageDto,
  PaymentDto,
  ShipmentRefDto,
} from '../lib/bookings/types.ts';
import { jsonResponse } from './render.tsx';

export const makeAgent = (overrides: Partial<AgentDto> = {}): AgentDto => ({
  id: 'a1',
  first_name: 'Kwame',
  last_name: 'Pickup',
  name: 'Kwame Pickup',
  email: 'kwame@example.com',
  phone_e164: null,
  avatar: null,
  avatar_url: null,
  profile_picture: null,
  ...overrides,
});

export const makeShipmentRef = (overrides: Partial<ShipmentRefDto> = {}): ShipmentRefDto => ({
  id: 's1',
  status: 'pending',
  status_display: 'Pending',
  tracking_number: null,
  current_location: null,
  last_event_at: null,
  delivered_at: null,
  version: 1,
  ...overrides,
});

export const makeAddress = (overrides: Partial<AddressDto> = {}): AddressDto => ({
  name: 'Ama Mensah',
  email: null,
  phone: null,
  line1: '1 High Street',
  line2: null,
  city: 'London',
  postal_code: 'E1 6AN',
  postcode: 'E1 6AN',
  country: 'GB',
  ...overrides,
});

export const makePackage = (overrides: Partial<PackageDto> = {}): PackageDto => {
  const pkg = {
    id: 'p1',
    description: 'Clothes',
    pkg_type: 'BOX',
    qty: 1,
    weight_kg: 10,
    length_cm: 0,
    width_cm: 0,
    height_cm: 0,
    declared_value: 50,
    category: 'PERSONAL_EFFECTS' as const,
    hs_code: null,
    current_status: null,
    tracking_number: null,
    ...overrides,
  };
  return {
    ...pkg,
    dimensions: { length_cm: pkg.length_cm, width_cm: pkg.width_cm, height_cm: pkg.height_cm },
  };
};

export const makePayment = (overrides: Partial<PaymentDto> = {}): PaymentDto => ({
  status: 'PENDING',
  amount_gbp: 31.25,
  currency: 'GBP',
  method: null,
  reference: null,
  paid_at: null,
  ...overrides,
});

export const TEST_BANK = {
  account_name: 'UK Ghana Shipping Ltd',
  bank_name: 'Barclays',
  sort_code: '20-00-00',
  account_number: '55779911',
};

export const makeReceipt = (overrides: Partial<ReceiptDto> = {}): ReceiptDto => ({
  id: 'r1',
  booking_id: 'b0000000-0000-4000-8000-000000000001',
  url: '/api/v1/files/receipts/r1.pdf?expires=1&name=transfer.pdf&sig=x',
  download_name: 'transfer.pdf',
  mime_type: 'application/pdf',
  size_bytes: 2048,
  original_name: 'transfer.pdf',
  notes: null,
  created_at: '2025-03-02T10:00:00.000Z',
  status: 'SUBMITTED',
  status_display: 'Waiting to be checked',
  refusal_reason: null,
  reviewed_at: null,
  ...overrides,
});

/** GET /bookings/{id}/payment/ (contract: bookingPaymentSchema). */
export const makeBookingPayment = (overrides: Partial<BookingPaymentDto> = {}): BookingPaymentDto => ({
  booking_id: 'b0000000-0000-4000-8000-000000000001',
  booking_code: 'BK-PENDING1',
  booking_status: 'PENDING',
  payment: {
    status: 'PENDING',
    status_display: 'Pending',
    amount_gbp: 31.25,
    currency: 'GBP',
    method: null,
    method_display: null,
    reference: null,
    paid_at: null,
    refunded_at: null,
    refund_reason: null,
  },
  how_to_pay: { bank_details: TEST_BANK, reference: 'BK-PENDING1', amount_gbp: 31.25 },
  can_upload_receipt: true,
  can_pay_online: false,
  receipts: [],
  ...overrides,
});

/** GET /admin/bookings/{id}/payment/ (contract: adminBookingPaymentSchema). */
export const makeAdminPayment = (overrides: Partial<AdminBookingPaymentDto> = {}): AdminBookingPaymentDto => {
  const base = makeBookingPayment();
  return {
    ...base,
    payment: {
      ...base.payment,
      recorded_by: null,
      refunded_by: null,
      refund_requested_at: null,
      updated_at: '2025-03-02T10:00:00.000Z',
    },
    receipts: [],
    can_record: true,
    can_refund: false,
    ...overrides,
  };
};

/** A list item as GET /bookings/ answers it (its contract: bookingSummarySchema in packages/domain). */
export const makeListItem = (overrides: Partial<BookingListItem> = {}): BookingListItem => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  booking_code: 'BK-PENDING1',
  status: 'PENDING',
  status_display: 'Pending',
  display_status: 'pending',
  display_status_label: 'Pending',
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
  confirmed_at: null,
  cancelled_at: null,
  rejected_at: null,
  recipient_name: 'Yaw Mensah',
  city: 'Accra',
  country: 'GH',
  gh_region_code: 'GR',
  region_name: 'Greater Accra',
  destination: { city: 'Accra', country: 'GH', gh_region_code: 'GR', region_name: 'Greater Accra' },
  service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' },
  packages_count: 2,
  total_weight: 12.5,
  total_declared_value: 80,
  preferred_pickup_start: '2025-03-07T08:00:00.000Z',
  preferred_pickup_end: null,
  notes: 'Ring the bell twice',
  fragile: false,
  insurance_opt_in: false,
  cod_opt_in: false,
  proof_mode: 'NONE',
  price_quote_gbp: 31.25,
  price_quote_ghs: 468.75,
  total_price_gbp: 31.25,
  total_price_ghs: 468.75,
  payment_status: 'PENDING',
  pickup_agent: null,
  warehouse_agent: null,
  delivery_agent: null,
  tracking_number: null,
  tracking_code: null,
  shipment_status: 'pending',
  shipment_status_display: 'Pending',
  progress_percent: 11,
  is_exception: false,
  last_stage_status: 'pending',
  picked_up_at: null,
  delivery_window: null,
  shipment: makeShipmentRef(),
  rejection_reason: null,
  cancellation_reason: null,
  can_cancel: true,
  // Off unless a test is about editing, so the Edit button appears only where a test asks for it.
  can_edit: false,
  label_url: null,
  ...overrides,
});

export const makeDetail = (overrides: Partial<BookingDetail> = {}): BookingDetail => ({
  ...makeListItem(),
  customer: null,
  sender_name: 'Ama Mensah',
  sender_email: 'ama@example.com',
  sender_phone: '+447700900123',
  sender_address: makeAddress(),
  pickup_address: makeAddress(),
  recipient_email: null,
  recipient_phone: '+233241234567',
  recipient_whatsapp_opt_in: false,
  recipient_address: {
    ...makeAddress({
      name: 'Yaw Mensah',
      line1: '12 Ring Road',
      city: 'Accra',
      postcode: null,
      postal_code: null,
      country: 'GH',
    }),
    gps_address: null,
    gh_region_code: 'GR',
    region_name: 'Greater Accra',
    state: 'Greater Accra',
  },
  recipient_id_number: null,
  prohibited_goods_declaration: null,
  packages: [
    makePackage({ id: 'p1', description: 'Clothes', pkg_type: 'BOX', weight_kg: 10, declared_value: 50 }),
    makePackage({ id: 'p2', description: 'Shoes', pkg_type: 'BAG', weight_kg: 2.5, declared_value: 30 }),
  ],
  gbp_to_ghs_rate: 15,
  price_breakdown: [
    { kind: 'package', label: 'Package 1: Clothes (1 × 10 kg)', amount_gbp: 25 },
    { kind: 'package', label: 'Package 2: Shoes (1 × 2.5 kg)', amount_gbp: 6.25 },
  ],
  payment: makePayment(),
  receipts: [],
  travel_history: [],
  ...overrides,
});

export const makeStats = (overrides: Partial<BookingStats> = {}): BookingStats => ({
  total_bookings: 9,
  pending: 3,
  booked: 4,
  confirmed: 1,
  assigned: 3,
  cancelled: 1,
  rejected: 0,
  total_shipments: 5,
  active_shipments: 4,
  in_transit: 2,
  delivered: 1,
  in_ghana: 1,
  exceptions: 0,
  bookings_in_progress: 7,
  by_shipment_status: {},
  total_spent_gbp: 0,
  outstanding_gbp: 0,
  ...overrides,
});

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * A fetch double that answers by method and path: `{'GET /bookings/stats/': () => jsonResponse(200, …)}`.
 * Unknown calls answer 404 so a forgotten route shows up as a failure, not a hang.
 */
export const routeFetch = (routes: Record<string, Handler>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = routes[key];
    const answer = handler ? await handler(url, init) : undefined;
    return answer ?? jsonResponse(404, { message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The calls made to one route, as URLs. */
export const callsTo = (fetchMock: ReturnType<typeof routeFetch>, key: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}` === key);
