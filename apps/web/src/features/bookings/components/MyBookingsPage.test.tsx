import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import {
  callsTo,
  makeAgent,
  makeListItem,
  makeStats,
  page,
  routeFetch,
} from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { MyBookingsPage } from './MyBookingsPage.tsx';

const pending = makeListItem();
const confirmed = makeListItem({
  id: 'b0000000-0000-4000-8000-000000000002',
  booking_code: 'BK-CONFIRM2',
  status: 'CONFIRMED',
  display_status: 'confirmed and assigned',
  shipment_status: 'pickup_assigned',
  preferred_pickup_start: null,
  pickup_agent: makeAgent({ id: 'a1', name: 'Kwame Pickup' }),
  notes: null,
});

const renderPage = (path = '/dashboard/bookings') =>
  renderRoutes(
    [
      { path: '/dashboard/bookings', element: <MyBookingsPage /> },
      { path: '/dashboard/bookings/:id', element: <h1>Details</h1> },
      { path: '/dashboard/book', element: <h1>Wizard</h1> },
    ],
    path,
  );

describe('MyBookingsPage', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four counters from the server and a card with every listed field', async () => {
    routeFetch({
      'GET /bookings/stats/': () =>
        jsonResponse(200, makeStats({ pending: 3, booked: 4, confirmed: 1, assigned: 3 })),
      'GET /bookings/': () => jsonResponse(200, page([pending, confirmed])),
    });
    renderPage();
    expect(await screen.findByTestId('counter-pending-value')).toHaveTextContent('3');
    expect(screen.getByTestId('counter-booked-value')).toHaveTextContent('4');
    expect(screen.getByTestId('counter-confirmed-value')).toHaveTextContent('1');
    expect(screen.getByTestId('counter-assigned-value')).toHaveTextContent('3');

    const cards = await screen.findAllByTestId('booking-card');
    const first = within(cards[0]!);
    expect(first.getByText('BK-PENDING1')).toBeInTheDocument();
    expect(first.getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(first.getByText('Accra, Greater Accra (GR)')).toBeInTheDocument();
    expect(first.getByText('2 · Standard (Ship)')).toBeInTheDocument();
    expect(first.getByText('5 Mar 2025')).toBeInTheDocument();
    expect(first.getByText('7 Mar 2025, 08:00')).toBeInTheDocument();
    expect(first.getByText('Ring the bell twice')).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByTestId('status-badge')).toHaveTextContent('Confirmed and Assigned');
    expect(second.getByText(BOOKING_MESSAGES.pickupNotScheduled)).toBeInTheDocument();
    expect(second.getByText('Kwame Pickup')).toBeInTheDocument();
    expect(second.getByTestId('view-booking')).toHaveAttribute('href', `/dashboard/bookings/${confirmed.id}`);
  });

  it('shows why a booking was rejected or cancelled on its card', async () => {
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () =>
        jsonResponse(
          200,
          page([
            makeListItem({
              id: 'r1',
              status: 'REJECTED',
              display_status: 'rejected',
              rejection_reason: 'No batteries',
              can_cancel: false,
            }),
            makeListItem({
              id: 'c1',
              status: 'CANCELLED',
              display_status: 'cancelled',
              cancellation_reason: 'Customer called',
              can_cancel: false,
            }),
            pending,
          ]),
        ),
    });
    renderPage();
    const cards = await screen.findAllByTestId('booking-card');
    expect(within(cards[0]!).getByTestId('booking-reason')).toHaveTextContent(
      'Why it was rejected: No batteries',
    );
    expect(within(cards[1]!).getByTestId('booking-reason')).toHaveTextContent(
      'Why it was cancelled: Customer called',
    );
    expect(within(cards[2]!).queryByTestId('booking-reason')).not.toBeInTheDocument();
  });

  it('offers Cancel only on the pending booking, Download Receipt only on the confirmed one', async () => {
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([pending, confirmed])),
    });
    renderPage();
    const cards = await screen.findAllByTestId('booking-card');
    expect(within(cards[0]!).getByTestId('cancel-booking')).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('cancel-booking')).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Download Receipt')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
  });

  it('offers Edit Booking only on a card the server marks editable', async () => {
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () =>
        jsonResponse(
          200,
          page([
            { ...pending, can_edit: true },
            { ...confirmed, can_edit: false },
          ]),
        ),
    });
    renderPage();
    const cards = await screen.findAllByTestId('booking-card');
    expect(within(cards[0]!).getByTestId('edit-booking')).toHaveAttribute(
      'href',
      `/dashboard/bookings/${pending.id}/edit`,
    );
    expect(within(cards[1]!).queryByTestId('edit-booking')).not.toBeInTheDocument();
  });

  it('sends the status filter and the search to the server', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([pending])),
    });
    renderPage();
    await screen.findAllByTestId('booking-card');

    await user.selectOptions(screen.getByTestId('bookings-status'), 'Confirmed and Assigned');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /bookings/').at(-1)?.url.searchParams.get('status')).toBe(
        'confirmed and assigned',
      ),
    );

    await user.type(screen.getByTestId('bookings-search'), 'Kumasi');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /bookings/').at(-1)?.url.searchParams.get('search')).toBe('Kumasi'),
    );
    const last = callsTo(fetchMock, 'GET /bookings/').at(-1)!.url.searchParams;
    expect(last.get('status')).toBe('confirmed and assigned');
    expect(last.get('tab')).toBeNull();
  });

  it('asks the spec question before cancelling, then confirms with a toast and reloads', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const fetchMock = routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () =>
        jsonResponse(
          200,
          page([cancelled ? { ...pending, status: 'CANCELLED', display_status: 'cancelled' } : pending]),
        ),
      [`POST /bookings/${pending.id}/cancel/`]: () => {
        cancelled = true;
        return jsonResponse(200, { ...pending, status: 'CANCELLED' });
      },
    });
    renderPage();
    await user.click(await screen.findByTestId('cancel-booking'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(BOOKING_MESSAGES.cancelConfirm)).toBeInTheDocument();
    // The two answers say what they do: neither is a bare 'Cancel'.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Keep booking', 'Yes, cancel booking']));
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /bookings/${pending.id}/cancel/`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_MESSAGES.cancelled));
    const [sent] = callsTo(fetchMock, `POST /bookings/${pending.id}/cancel/`);
    // The version the card showed goes with it, so a booking changed meanwhile is refused, not cancelled blind.
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ expected_version: pending.shipment?.version });
    expect(callsTo(fetchMock, `POST /bookings/${pending.id}/cancel/`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('status-badge')).toHaveTextContent('Cancelled'));
    expect(screen.queryByTestId('cancel-booking')).not.toBeInTheDocument();
  });

  it('Keep booking closes the question and cancels nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([pending])),
    });
    renderPage();
    await user.click(await screen.findByTestId('cancel-booking'));
    await user.click(await screen.findByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `POST /bookings/${pending.id}/cancel/`)).toHaveLength(0);
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Pending');
  });

  it('says when cancelling failed', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([pending])),
      [`POST /bookings/${pending.id}/cancel/`]: () =>
        jsonResponse(409, {
          message: 'Only pending bookings can be cancelled',
          error: 'Conflict',
          code: 'CONFLICT',
        }),
    });
    renderPage();
    await user.click(await screen.findByTestId('cancel-booking'));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        BOOKING_MESSAGES.cancelFailed,
        'Only pending bookings can be cancelled',
      ),
    );
  });

  it('shows the empty state with a New Booking link', async () => {
    routeFetch({
      'GET /bookings/stats/': () =>
        jsonResponse(200, makeStats({ pending: 0, booked: 0, confirmed: 0, assigned: 0 })),
      'GET /bookings/': () => jsonResponse(200, page([])),
    });
    renderPage();
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /New Booking/ });
    expect(links.every((link) => link.getAttribute('href') === '/dashboard/book')).toBe(true);
    expect(screen.getByText(/are in My Shipments/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Shipments' })).toHaveAttribute(
      'href',
      '/dashboard/shipments',
    );
  });

  it("toasts 'Failed to fetch bookings' when the list cannot load", async () => {
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(500, { message: 'Internal Server Error' }),
    });
    renderPage();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to fetch bookings', 'Internal Server Error'),
    );
  });
});
