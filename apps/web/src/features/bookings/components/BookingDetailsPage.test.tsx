import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BOOKING_MESSAGES,
  BOOKING_POLL_MS,
  CUSTOMER_MESSAGES,
  IMAGE_NOT_AVAILABLE,
  RECEIPT_MESSAGES,
  TRACKING_MESSAGES,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import {
  callsTo,
  makeBookingPayment,
  makeDetail,
  makePayment,
  makeShipmentRef,
  routeFetch,
} from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { BookingDetailsPage } from './BookingDetailsPage.tsx';

const ID = 'b0000000-0000-4000-8000-000000000001';
const renderDetails = (path = `/dashboard/bookings/${ID}`) =>
  renderRoutes(
    [
      { path: '/dashboard/bookings/:id', element: <BookingDetailsPage /> },
      { path: '/dashboard/shipments/:id', element: <BookingDetailsPage /> },
      { path: '/dashboard/bookings', element: <h1>My Bookings list</h1> },
    ],
    path,
  );

const inTransit = makeDetail({
  status: 'CONFIRMED',
  display_status: 'in_transit',
  shipment_status: 'in_transit',
  tracking_number: 'UKG1234567890',
  created_at: '2025-03-01T09:00:00.000Z',
  shipment: makeShipmentRef({ status: 'in_transit', tracking_number: 'UKG1234567890' }),
  payment: makePayment({
    status: 'PAID',
    amount_gbp: 31.25,
    paid_at: '2025-03-02T10:00:00.000Z',
    method: 'BANK_TRANSFER',
  }),
});
const history = [
  {
    id: 'h1',
    status: 'pending',
    timestamp: '2025-03-01T09:00:00.000Z',
    location: 'London, UK',
    notes: 'Booking received',
  },
  { id: 'h2', status: 'confirmed', timestamp: '2025-03-02T09:00:00.000Z' },
  {
    id: 'h3',
    status: 'picked_up',
    timestamp: '2025-03-03T09:00:00.000Z',
    agent_name: 'Daniel Clarke',
    photo_url: '/api/v1/files/signed/photo.jpg',
  },
  { id: 'h4', status: 'at_warehouse', timestamp: '2025-03-04T09:00:00.000Z' },
  {
    id: 'h5',
    status: 'exception',
    code: 'exception',
    timestamp: '2025-03-04T12:00:00.000Z',
    notes: 'Label damaged',
  },
  { id: 'h6', status: 'in_transit', timestamp: '2025-03-06T09:00:00.000Z' },
];

describe('BookingDetailsPage', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows 'Booking Not Found' for a 404 (someone else's booking or none)", async () => {
    routeFetch({});
    renderDetails();
    expect(await screen.findByText(BOOKING_MESSAGES.notFoundTitle)).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on any other failure toasts and goes back to My Bookings', async () => {
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(500, { message: 'Database unavailable' }) });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'My Bookings list' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(
      CUSTOMER_MESSAGES.fetchBookingDetailsFailed,
      'Database unavailable',
    );
  });

  it('shows sender, recipient, every package and the agents; Cancel only while pending', async () => {
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, makeDetail()) });
    renderDetails();
    expect(await screen.findByTestId('details-booking-code')).toHaveTextContent('BK-PENDING1');
    expect(screen.getByTestId('sender')).toHaveTextContent('Ama Mensah');
    expect(screen.getByTestId('recipient')).toHaveTextContent('Greater Accra (GR)');
    expect(screen.getAllByTestId('package-row')).toHaveLength(2);
    expect(within(screen.getByTestId('agents')).getAllByText('Not assigned yet')).toHaveLength(3);
    expect(screen.getByTestId('cancel-booking')).toBeInTheDocument();
    expect(screen.getByTestId('back-to-list')).toHaveAttribute('href', '/dashboard/bookings');
  });

  it('counts packages by quantity: a line of two is two items', async () => {
    const detail = makeDetail();
    const packages = [{ ...detail.packages[0]!, qty: 2 }, detail.packages[1]!];
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, makeDetail({ packages })) });
    renderDetails();
    expect(await screen.findByText('Packages (3)')).toBeInTheDocument();
  });

  it('offers Edit Booking only while the server says the booking may change', async () => {
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, makeDetail({ can_edit: true })) });
    renderDetails();
    expect(await screen.findByTestId('edit-booking')).toHaveAttribute(
      'href',
      `/dashboard/bookings/${ID}/edit`,
    );
    expect(screen.getByTestId('edit-booking')).toHaveTextContent('Edit Booking');
  });

  it('has no Edit Booking once the booking is not pending', async () => {
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, { ...inTransit, can_edit: false }) });
    renderDetails();
    expect(await screen.findByTestId('details-booking-code')).toHaveTextContent('BK-PENDING1');
    expect(screen.queryByTestId('edit-booking')).not.toBeInTheDocument();
  });

  it('re-fetches a pending booking every 5 seconds and stops once it is confirmed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let status = 'PENDING';
    const fetchMock = routeFetch({
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, makeDetail({ status })),
    });
    renderDetails();
    await vi.waitFor(() => expect(callsTo(fetchMock, `GET /bookings/${ID}/`)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(BOOKING_POLL_MS));
    expect(callsTo(fetchMock, `GET /bookings/${ID}/`)).toHaveLength(2);
    status = 'CONFIRMED';
    await act(() => vi.advanceTimersByTimeAsync(BOOKING_POLL_MS));
    expect(callsTo(fetchMock, `GET /bookings/${ID}/`)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(BOOKING_POLL_MS * 3));
    expect(callsTo(fetchMock, `GET /bookings/${ID}/`)).toHaveLength(3);
  });

  it('copies the tracking number', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, inTransit) });
    renderDetails(`/dashboard/shipments/${ID}`);
    await user.click(await screen.findByTestId('copy-tracking'));
    expect(writeText).toHaveBeenCalledWith('UKG1234567890');
    expect(toast.success).toHaveBeenCalledWith(TRACKING_MESSAGES.copied);
    expect(screen.queryByTestId('cancel-booking')).not.toBeInTheDocument();
    expect(screen.getByTestId('back-to-list')).toHaveAttribute('href', '/dashboard/shipments');
  });

  it('draws the travel timeline: stages in order, completed and current, the exception by time', async () => {
    const user = userEvent.setup();
    routeFetch({
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, inTransit),
      [`GET /bookings/${ID}/travel-history/`]: () => jsonResponse(200, history),
    });
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /Travel History/ }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-item').length).toBeGreaterThan(9));
    const items = screen.getAllByTestId('timeline-item').map((el) => [el.dataset.key, el.dataset.state]);
    expect(items).toEqual([
      ['booked', 'completed'],
      ['confirmed', 'completed'],
      ['picked_up', 'completed'],
      ['at_warehouse', 'completed'],
      ['exception', 'exception'],
      ['in_transit', 'current'],
      ['arrived_ghana', 'upcoming'],
      ['at_ghana_warehouse', 'upcoming'],
      ['out_for_delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(screen.getByText('Label damaged')).toBeInTheDocument();
    expect(screen.getByText('By Daniel Clarke')).toBeInTheDocument();
  });

  it('generates the timeline from the booking when the history cannot be fetched', async () => {
    const user = userEvent.setup();
    routeFetch({
      [`GET /bookings/${ID}/`]: () =>
        jsonResponse(200, makeDetail({ created_at: '2025-03-05T10:00:00.000Z' })),
      [`GET /bookings/${ID}/travel-history/`]: () => jsonResponse(500, { message: 'boom' }),
    });
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /Travel History/ }));
    expect(await screen.findByTestId('history-generated')).toBeInTheDocument();
    const items = screen.getAllByTestId('timeline-item');
    expect(items).toHaveLength(9);
    expect(items[0]).toHaveAttribute('data-state', 'current');
    expect(items[0]).toHaveTextContent('5 Mar 2025, 10:00');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opens a proof in the viewer: zoom 50–300% in 25% steps, rotate, and a broken image says so', async () => {
    const user = userEvent.setup();
    routeFetch({
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, inTransit),
      [`GET /bookings/${ID}/travel-history/`]: () => jsonResponse(200, history),
    });
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /Travel History/ }));
    await user.click(await screen.findByTestId('proof-thumb'));
    const zoom = await screen.findByTestId('proof-zoom');
    expect(zoom).toHaveTextContent('100%');
    await user.click(screen.getByTestId('proof-zoom-in'));
    expect(zoom).toHaveTextContent('125%');
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByTestId('proof-zoom-in'));
    expect(zoom).toHaveTextContent('300%');
    expect(screen.getByTestId('proof-zoom-in')).toBeDisabled();
    for (let i = 0; i < 12; i++) fireEvent.click(screen.getByTestId('proof-zoom-out'));
    expect(zoom).toHaveTextContent('50%');
    expect(screen.getByTestId('proof-zoom-out')).toBeDisabled();
    await user.click(screen.getByTestId('proof-rotate'));
    expect(screen.getByTestId('proof-image').style.transform).toContain('rotate(90deg)');

    fireEvent.error(screen.getByTestId('proof-image'));
    expect(screen.getByText(IMAGE_NOT_AVAILABLE)).toBeInTheDocument();
  });

  it('downloads a proof named after the tracking number, the stage and what it shows', async () => {
    const user = userEvent.setup();
    routeFetch({
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, inTransit),
      [`GET /bookings/${ID}/travel-history/`]: () => jsonResponse(200, history),
      // The file route names every image 'image.png' in its Content-Disposition header.
      'GET /files/signed/photo.jpg': () =>
        new Response('png', {
          headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline; filename="image.png"' },
        }),
    });
    // jsdom has no blob URLs; a URL class with them is stubbed in and taken out after the test.
    class UrlWithBlobs extends URL {
      static override createObjectURL = () => 'blob:proof';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', UrlWithBlobs);
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /Travel History/ }));
    await user.click(await screen.findByTestId('proof-thumb'));
    await user.click(await screen.findByTestId('proof-download'));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:proof', download: 'UKG1234567890-picked-up-photo.png' }]),
    );
    click.mockRestore();
  });

  it('shows the real payment and its breakdown, and asks for a receipt file before uploading', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, inTransit),
      [`GET /bookings/${ID}/payment/`]: () =>
        jsonResponse(
          200,
          makeBookingPayment({
            payment: {
              ...makeBookingPayment().payment,
              status: 'PAID',
              status_display: 'Paid',
              method: 'BANK_TRANSFER',
              method_display: 'Bank transfer',
              paid_at: '2025-03-02T10:00:00.000Z',
            },
            // The screen shows the form when the server says a receipt may be sent.
            can_upload_receipt: true,
          }),
        ),
      [`POST /bookings/${ID}/receipts/`]: () =>
        jsonResponse(201, { id: 'r1', original_name: 'transfer.pdf', created_at: '2025-03-02T10:00:00Z' }),
    });
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /Payment & Receipts/ }));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('£31.25');
    expect(screen.getByTestId('price-breakdown')).toHaveTextContent('£25.00');
    expect(screen.getByTestId('price-breakdown')).toHaveTextContent('£6.25');

    await user.click(await screen.findByTestId('receipt-submit'));
    expect(await screen.findByText(RECEIPT_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /bookings/${ID}/receipts/`)).toHaveLength(0);

    const file = new File(['%PDF-1.4'], 'transfer.pdf', { type: 'application/pdf' });
    // Mantine's FileInput is a button over a hidden file input.
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.type(screen.getByTestId('receipt-notes'), 'Ref 1234');
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(callsTo(fetchMock, `POST /bookings/${ID}/receipts/`)).toHaveLength(1));
    const body = callsTo(fetchMock, `POST /bookings/${ID}/receipts/`)[0]!.init?.body as FormData;
    expect((body.get('file') as File).name).toBe('transfer.pdf');
    expect(body.get('notes')).toBe('Ref 1234');
  });
});
