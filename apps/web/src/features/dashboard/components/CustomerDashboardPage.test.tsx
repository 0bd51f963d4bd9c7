import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACKING_MESSAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-store.ts';
import { callsTo, makeListItem, makeStats, page, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { CustomerDashboardPage } from './CustomerDashboardPage.tsx';

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <CustomerDashboardPage /> },
      { path: '/track/:code', element: <h1>Tracking page</h1> },
    ],
    '/dashboard',
  );

describe('CustomerDashboardPage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(makeUser({ first_name: 'Kofi' })));
    loadSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('greets the customer and shows their own figures, latest bookings and shipments on the way', async () => {
    const fetchMock = routeFetch({
      'GET /bookings/stats/': () =>
        jsonResponse(200, makeStats({ pending: 2, booked: 5, active_shipments: 3, delivered: 8 })),
      'GET /bookings/': (url) =>
        url.searchParams.get('tab') === 'shipments'
          ? jsonResponse(
              200,
              page([
                makeListItem({ id: 's1', shipment_status: 'in_transit', tracking_number: 'UKG1111111111' }),
                makeListItem({ id: 's2', shipment_status: 'delivered', tracking_number: 'UKG2222222222' }),
              ]),
            )
          : jsonResponse(200, page([makeListItem({ booking_code: 'BK-RECENT01' })])),
    });
    renderDashboard();
    expect(screen.getByTestId('home-greeting')).toHaveTextContent('Kofi');
    expect(await screen.findByTestId('tile-pending-value')).toHaveTextContent('2');
    expect(screen.getByTestId('tile-booked-value')).toHaveTextContent('5');
    expect(screen.getByTestId('tile-active-value')).toHaveTextContent('3');
    expect(screen.getByTestId('tile-delivered-value')).toHaveTextContent('8');

    expect(await screen.findByText('BK-RECENT01')).toBeInTheDocument();
    const active = within(await screen.findByTestId('active-shipments'));
    expect(active.getByText('UKG1111111111')).toBeInTheDocument();
    expect(active.queryByText('UKG2222222222')).not.toBeInTheDocument();

    const recentCall = callsTo(fetchMock, 'GET /bookings/').find(
      (c) => c.url.searchParams.get('tab') === 'all',
    );
    expect(recentCall?.url.searchParams.get('page_size')).toBe('5');
    for (const to of ['/dashboard/book', '/track', '/dashboard/packages', '/dashboard/profile']) {
      expect(screen.getByTestId(`action-${to}`)).toHaveAttribute('href', to);
    }
  });

  it('lists a delivered booking among the recent ones, and the empty state points to My Shipments', async () => {
    const delivered = makeListItem({
      booking_code: 'BK-DELIVERED',
      status: 'CONFIRMED',
      shipment_status: 'delivered',
      display_status: 'delivered',
    });
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats({ delivered: 1 })),
      'GET /bookings/': (url) =>
        jsonResponse(
          200,
          page(['all', 'shipments'].includes(url.searchParams.get('tab') ?? '') ? [delivered] : []),
        ),
    });
    const { unmount } = renderDashboard();
    expect(await screen.findByText('BK-DELIVERED')).toBeInTheDocument();
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
    unmount();

    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([])),
    });
    renderDashboard();
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Shipments' })).toHaveAttribute(
      'href',
      '/dashboard/shipments',
    );
  });

  it('Quick Track explains a malformed number and opens the tracker for a good one', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([])),
    });
    const { router } = renderDashboard();
    const input = screen.getByTestId('quick-track-input');
    expect(screen.getByTestId('quick-track-submit')).toBeDisabled();
    await user.type(input, 'UKG123');
    await user.click(screen.getByTestId('quick-track-submit'));
    expect(screen.getByText(TRACKING_MESSAGES.invalidFormat)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, ' ukg1234567890 ');
    await user.click(screen.getByTestId('quick-track-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/track/UKG1234567890'));
  });
});
