import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_MESSAGES, TRACKING_MESSAGES } from '@ukgh/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeListItem, makeStats, page, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { MyPackagesPage } from './MyPackagesPage.tsx';
import { MyShipmentsPage } from './MyShipmentsPage.tsx';

const moving = makeListItem({
  id: 'b0000000-0000-4000-8000-000000000010',
  booking_code: 'BK-MOVING10',
  status: 'CONFIRMED',
  display_status: 'in_transit',
  shipment_status: 'in_transit',
  tracking_number: 'UKG1234567890',
  progress_percent: 56,
});
const held = makeListItem({
  id: 'b0000000-0000-4000-8000-000000000011',
  booking_code: 'BK-HELDUP11',
  status: 'CONFIRMED',
  display_status: 'exception',
  shipment_status: 'exception',
  tracking_number: null,
  is_exception: true,
  last_stage_status: 'in_transit',
});
const atWarehouse = makeListItem({
  id: 'b0000000-0000-4000-8000-000000000012',
  booking_code: 'BK-WAREHS12',
  status: 'CONFIRMED',
  shipment_status: 'at_warehouse',
  tracking_number: 'UKG0000000012',
  is_exception: false,
});

/** What the API answers for a parcel on a sailing (issue 15): the window and what it depends on. */
const onSailing = {
  from: '2025-12-18',
  to: '2025-12-22',
  depends_on: 'sailing MSC ABIDJAN departed 2 Dec',
  delivered_on: null,
  text: 'Thu 18 – Mon 22 Dec',
};

const renderShipments = () =>
  renderRoutes([{ path: '/dashboard/shipments', element: <MyShipmentsPage /> }], '/dashboard/shipments');

describe('MyShipmentsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four counters from the server', async () => {
    routeFetch({
      'GET /bookings/stats/': () =>
        jsonResponse(200, makeStats({ total_shipments: 7, in_transit: 3, delivered: 2, in_ghana: 1 })),
      'GET /bookings/': () => jsonResponse(200, page([moving])),
    });
    renderShipments();
    expect(screen.getByText(CUSTOMER_MESSAGES.shipmentsSubtitle)).toBeInTheDocument();
    expect(await screen.findByTestId('counter-total-value')).toHaveTextContent('7');
    expect(screen.getByTestId('counter-in-transit-value')).toHaveTextContent('3');
    expect(screen.getByTestId('counter-delivered-value')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-in-ghana-value')).toHaveTextContent('1');
  });

  it('draws progress by the spec percentages, red with a note after an exception, and Track only with a number', async () => {
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([moving, held, atWarehouse])),
    });
    renderShipments();
    const [first, second, third] = (await screen.findAllByTestId('shipment-card')).map((card) =>
      within(card),
    );

    expect(first!.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '56');
    expect(first!.queryByText(TRACKING_MESSAGES.exceptionOccurred)).not.toBeInTheDocument();
    expect(first!.getByTestId('track-shipment')).toHaveAttribute('href', '/track/UKG1234567890');
    expect(first!.getByTestId('view-shipment')).toHaveAttribute('href', `/dashboard/shipments/${moving.id}`);

    expect(second!.getByTestId('shipment-progress')).toHaveAttribute('data-exception', 'true');
    expect(second!.getByText(TRACKING_MESSAGES.exceptionOccurred)).toBeInTheDocument();
    // Where the goods last were, as on the details page and /track: not an empty bar.
    expect(second!.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '56');
    expect(second!.getByRole('progressbar').getAttribute('style')).toContain('red');
    expect(first!.getByRole('progressbar').getAttribute('style')).not.toContain('red');
    expect(second!.getByTestId('track-shipment')).toBeDisabled();
    expect(second!.getByTestId('shipment-tracking')).toHaveTextContent('N/A');

    expect(third!.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '44');
    expect(screen.queryByText(/download receipt/i)).not.toBeInTheDocument();
  });

  it('shows each shipment’s estimated delivery window and what it depends on', async () => {
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([{ ...moving, delivery_window: onSailing }, held])),
    });
    renderShipments();
    const [first, second] = (await screen.findAllByTestId('shipment-card')).map((card) => within(card));
    expect(first!.getByText('Estimated delivery')).toBeInTheDocument();
    expect(first!.getByTestId('delivery-window')).toHaveTextContent('Thu 18 – Mon 22 Dec');
    expect(first!.getByTestId('delivery-window-depends-on')).toHaveTextContent(
      'sailing MSC ABIDJAN departed 2 Dec',
    );
    // No window in the answer (a cancelled booking): no empty fact.
    expect(second!.queryByTestId('delivery-window')).not.toBeInTheDocument();
  });

  it('searches by tracking code and filters by status on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, makeStats()),
      'GET /bookings/': () => jsonResponse(200, page([moving])),
    });
    renderShipments();
    await screen.findAllByTestId('shipment-card');
    expect(callsTo(fetchMock, 'GET /bookings/')[0]!.url.searchParams.get('tab')).toBe('shipments');

    await user.selectOptions(screen.getByTestId('shipments-status'), 'Arrived in Ghana');
    await user.type(screen.getByTestId('shipments-search'), 'UKG123');
    await waitFor(() => {
      const params = callsTo(fetchMock, 'GET /bookings/').at(-1)!.url.searchParams;
      expect(params.get('search')).toBe('UKG123');
      expect(params.get('status')).toBe('arrived_ghana');
      expect(params.get('tab')).toBe('shipments');
    });

    await user.selectOptions(screen.getByTestId('shipments-status'), 'Exception');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /bookings/').at(-1)!.url.searchParams.get('status')).toBe('exception'),
    );
  });
});

describe('MyPackagesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each package with its recipient, destination, pickup date, weight and tracking number', async () => {
    const fetchMock = routeFetch({
      'GET /bookings/': () =>
        jsonResponse(
          200,
          page([
            {
              id: 'p1',
              booking_id: 'b1',
              booking_code: 'BK-PKG00001',
              booking_status: 'CONFIRMED',
              status: 'picked_up',
              description: 'Bedding',
              pkg_type: 'BOX',
              qty: 2,
              weight_kg: 9,
              declared_value: 40,
              item_number: '1 of 2',
              packages_count: 2,
              total_weight: 18,
              recipient_name: 'Esi Mensah',
              city: 'Ho',
              country: 'GH',
              service_level: { code: 'EXPRESS', name: 'Express', label: 'Flight' },
              created_at: '2025-03-01T10:00:00Z',
              picked_up_at: '2025-03-04T10:00:00Z',
              tracking_number: null,
              delivery_window: onSailing,
            },
          ]),
        ),
    });
    renderRoutes([{ path: '/dashboard/packages', element: <MyPackagesPage /> }], '/dashboard/packages');
    const card = within(await screen.findByTestId('package-card'));
    expect(screen.getByText(CUSTOMER_MESSAGES.packagesSubtitle)).toBeInTheDocument();
    expect(card.getByText('Esi Mensah')).toBeInTheDocument();
    expect(card.getByText('Ho, Ghana')).toBeInTheDocument();
    expect(card.getByText('4 Mar 2025')).toBeInTheDocument();
    expect(card.getByText('18 kg')).toBeInTheDocument();
    expect(card.getByText('Express (Flight)')).toBeInTheDocument();
    expect(card.getByTestId('package-tracking')).toHaveTextContent('N/A');
    expect(card.getByTestId('delivery-window')).toHaveTextContent('Thu 18 – Mon 22 Dec');
    expect(card.getByTestId('delivery-window-depends-on')).toHaveTextContent(
      'sailing MSC ABIDJAN departed 2 Dec',
    );
    expect(card.getByTestId('view-package')).toHaveAttribute('href', '/dashboard/shipments/b1');
    expect(callsTo(fetchMock, 'GET /bookings/')[0]!.url.searchParams.get('tab')).toBe('packages');
  });
});
