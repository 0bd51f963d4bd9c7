import { vi } from 'vitest';
import type { BookingDetail, BookingListItem, BookingStats } from '../lib/bookings/types.ts';
import { jsonResponse } from './render.tsx';

/** A list item as GET /bookings/ answers it (bookings.presenter.ts). */
export const makeListItem = (overrides: Partial<BookingListItem> = {}): BookingListItem => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  booking_code: 'BK-PENDING1',
  status: 'PENDING',
  display_status: 'pending',
  shipment_status: 'pending',
  tracking_number: null,
  recipient_name: 'Yaw Mensah',
  city: 'Accra',
  country: 'GH',
  gh_region_code: 'GR',
  region_name: 'Greater Accra',
  packages_count: 2,
  total_weight: 12.5,
  service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' },
  created_at: '2025-03-05T10:00:00.000Z',
  preferred_pickup_start: '2025-03-07T08:00:00.000Z',
  picked_up_at: null,
  pickup_agent: null,
  warehouse_agent: null,
  delivery_agent: null,
  notes: 'Ring the bell twice',
  progress_percent: 11,
  is_exception: false,
  shipment: { id: 's1', status: 'pending', tracking_number: null },
  ...overrides,
});

export const makeDetail = (overrides: Partial<BookingDetail> = {}): BookingDetail => ({
  ...makeListItem(),
  sender_name: 'Ama Mensah',
  sender_email: 'ama@example.com',
  sender_phone: '+447700900123',
  sender_address: { line1: '1 High Street', city: 'London', postcode: 'E1 6AN', country: 'GB' },
  recipient_email: null,
  recipient_phone: '+233241234567',
  recipient_address: { line1: '12 Ring Road', city: 'Accra', postcode: null, country: 'GH' },
  packages: [
    { id: 'p1', description: 'Clothes', pkg_type: 'BOX', qty: 1, weight_kg: 10, declared_value: 50 },
    { id: 'p2', description: 'Shoes', pkg_type: 'BAG', qty: 1, weight_kg: 2.5, declared_value: 30 },
  ],
  price_breakdown: [
    { kind: 'package', label: 'Package 1: Clothes (1 × 10 kg)', amount_gbp: 25 },
    { kind: 'package', label: 'Package 2: Shoes (1 × 2.5 kg)', amount_gbp: 6.25 },
  ],
  price_quote_gbp: 31.25,
  price_quote_ghs: 468.75,
  payment: { status: 'PENDING', amount_gbp: 31.25 },
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
