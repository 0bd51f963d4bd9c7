import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard, AttentionItem } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-store.ts';
import { callsTo, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const SHIPMENT_ID = '0f6f2a4e-2f49-4d8e-9a51-7c1d1c0b1a01';
const AGENT_ID = '7d7e3b0c-51f2-4a6b-8e0e-2b8f4b9f0c02';

const item = (overrides: Partial<AttentionItem> = {}): AttentionItem => ({
  kind: 'receipt',
  booking_id: 'b-1',
  booking_code: 'BK-ABC123',
  booking_status: 'CONFIRMED',
  shipment_id: SHIPMENT_ID,
  shipment_status: 'confirmed',
  tracking_number: 'UKG1234567890',
  customer_name: 'Ama Quaye',
  since: '2026-11-01T10:00:00.000Z',
  detail: 'transfer.pdf',
  link: '/admin/bookings?search=BK-ABC123',
  ...overrides,
});

const makeDashboard = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  setup: { company: true, bank_details: true, collection_days: true, rate_card: true },
  total_users: 41,
  active_bookings: 17,
  in_transit: 6,
  delivered_today: 3,
  revenue_gbp: 1234.5,
  pending_reviews: 4,
  bookings: { total: 30, pending: 4, confirmed: 20, rejected: 2, cancelled: 4 },
  shipments: {
    pending: 8,
    confirmed: 5,
    pickup_assigned: 2,
    picked_up: 1,
    at_warehouse: 1,
    consolidated: 0,
    in_transit: 4,
    arrived_ghana: 1,
    at_ghana_warehouse: 1,
    out_for_delivery: 2,
    delivered: 4,
    exception: 1,
  },
  payments: { pending: 12, paid: 9 },
  period: {
    days: 30,
    current_from: '2026-10-24T12:00:00.000Z',
    previous_from: '2026-09-24T12:00:00.000Z',
    to: '2026-11-23T12:00:00.000Z',
  },
  changes: {
    new_users: { current: 3, previous: 0 },
    bookings: { current: 15, previous: 10 },
    deliveries: { current: 4, previous: 8 },
    revenue_gbp: { current: 500, previous: 400 },
  },
  attention: { counts: { pending_booking: 4, exception: 1, receipt: 1 }, items: [item()] },
  generated_at: '2026-11-23T12:00:00.000Z',
  ...overrides,
});

const renderDashboard = () => renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(makeUser({ role: 'ADMIN', first_name: 'Efua' })));
    loadSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the endpoint's figures and true changes, '—' where the previous window had none", async () => {
    routeFetch({ 'GET /admin/dashboard/': () => jsonResponse(200, makeDashboard()) });
    renderDashboard();
    expect(await screen.findByTestId('card-total_users-value')).toHaveTextContent('41');
    expect(screen.getByTestId('card-active_bookings-value')).toHaveTextContent('17');
    expect(screen.getByTestId('card-in_transit-value')).toHaveTextContent('6');
    expect(screen.getByTestId('card-delivered_today-value')).toHaveTextContent('3');
    expect(screen.getByTestId('card-revenue_gbp-value')).toHaveTextContent('£1,234.50');
    expect(screen.getByTestId('card-pending_reviews-value')).toHaveTextContent('4');

    const change = (card: string) => within(screen.getByTestId(`card-${card}`)).getByTestId('change');
    expect(change('total_users')).toHaveTextContent('—');
    expect(change('active_bookings')).toHaveTextContent('+50%');
    expect(change('delivered_today')).toHaveTextContent('-50%');
    expect(change('revenue_gbp')).toHaveTextContent('+25%');
    // Money paid, named so, with its pounds sign on the change line too.
    expect(screen.getByTestId('card-revenue_gbp')).toHaveTextContent('Revenue received (paid)');
    expect(screen.getByTestId('card-revenue_gbp')).toHaveTextContent(
      'payments received: £500.00 in the last 30 days, £400.00 in the 30 before',
    );

    expect(within(screen.getByTestId('counts-payments')).getByText('12')).toBeInTheDocument();
    expect(screen.getByTestId('attention-count-pending_booking')).toHaveTextContent('4');
    expect(screen.getAllByTestId('attention-item')).toHaveLength(1);
  });

  it('shows the setup checklist until every step is done, each step linking to its settings', async () => {
    const setup = { company: true, bank_details: false, collection_days: false, rate_card: true };
    routeFetch({ 'GET /admin/dashboard/': () => jsonResponse(200, makeDashboard({ setup })) });
    renderDashboard();
    const list = await screen.findByTestId('setup-checklist');
    expect(list).toHaveTextContent('2 of 4 done');
    expect(
      within(screen.getByTestId('setup-bank_details')).getByRole('link', { name: 'Bank details' }),
    ).toHaveAttribute('href', '/admin/settings#bank-details');
    expect(
      within(screen.getByTestId('setup-collection_days')).getByRole('link', { name: 'Collection days' }),
    ).toHaveAttribute('href', '/admin/settings#collection-days');
    expect(within(screen.getByTestId('setup-company')).queryByRole('link')).not.toBeInTheDocument();
  });

  it("Filters offers the hub's filters and opens the packages hub with the ones chosen", async () => {
    routeFetch({ 'GET /admin/dashboard/': () => jsonResponse(200, makeDashboard()) });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/admin', element: <AdminDashboardPage /> },
        { path: '/admin/shipments', element: <p>Packages hub</p> },
      ],
      '/admin',
    );
    await user.click(await screen.findByTestId('dashboard-filters'));
    const dialog = within(await screen.findByRole('dialog'));
    for (const key of ['status', 'agent', 'date_range', 'proof', 'consolidated'])
      expect(dialog.getByTestId(`hub-filter-${key}`)).toBeInTheDocument();
    await user.selectOptions(dialog.getByTestId('hub-filter-status'), 'in_transit');
    await user.selectOptions(dialog.getByTestId('hub-filter-agent'), 'unassigned');
    await user.click(dialog.getByTestId('dashboard-filters-apply'));
    expect(await screen.findByText('Packages hub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/shipments');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'in_transit',
      agent: 'unassigned',
    });
  });

  it('shows no setup checklist once every step is done', async () => {
    routeFetch({ 'GET /admin/dashboard/': () => jsonResponse(200, makeDashboard()) });
    renderDashboard();
    await screen.findByTestId('card-total_users-value');
    expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument();
  });

  it('shows no figures when the call fails (no sample numbers)', async () => {
    routeFetch({
      'GET /admin/dashboard/': () => jsonResponse(500, { message: 'Boom', error: 'Boom', code: 'INTERNAL' }),
    });
    renderDashboard();
    expect(await screen.findByTestId('dashboard-error')).toBeInTheDocument();
    for (const card of ['total_users', 'active_bookings', 'revenue_gbp', 'pending_reviews'])
      expect(screen.getByTestId(`card-${card}-value`)).toHaveTextContent('—');
    expect(screen.queryAllByTestId('change')).toHaveLength(0);
  });

  it('assigns an agent from the attention list: the modal posts shipment, agent and role', async () => {
    const fetchMock = routeFetch({
      'GET /admin/dashboard/': () => jsonResponse(200, makeDashboard()),
      'GET /admin/agents/': () =>
        jsonResponse(200, [
          {
            id: AGENT_ID,
            first_name: 'Kwame',
            last_name: 'Asante',
            name: 'Kwame Asante',
            email: 'kwame@example.com',
            phone_e164: null,
            avatar: null,
            avatar_url: null,
            profile_picture: null,
          },
        ]),
      'POST /admin/assign/': () =>
        jsonResponse(200, {
          message: 'Pickup agent assigned successfully',
          shipment_id: SHIPMENT_ID,
          booking_id: 'b-1',
          role: 'PICKUP',
          agent_id: AGENT_ID,
          shipment_status: 'pickup_assigned',
          version: 3,
          updated_at: null,
        }),
    });
    const user = userEvent.setup();
    renderDashboard();
    const row = await screen.findByTestId('attention-item');
    await user.click(within(row).getByRole('button', { name: 'Assign agent' }));

    // A confirmed shipment may get a pickup agent only: the domain's rule preselects it.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /admin/agents/')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /admin/agents/')[0]!.url.searchParams.get('role')).toBe('PICKUP');
    await user.click(await screen.findByRole('textbox', { name: 'Pickup agent' }));
    await user.click(await screen.findByRole('option', { name: /Kwame Asante/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /admin/assign/')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST /admin/assign/');
    expect(JSON.parse(String(call!.init?.body))).toEqual({
      shipment_id: SHIPMENT_ID,
      agent_id: AGENT_ID,
      role: 'PICKUP',
    });
  });

  it('offers no assignment for a booking still pending (the domain refuses it)', async () => {
    routeFetch({
      'GET /admin/dashboard/': () =>
        jsonResponse(
          200,
          makeDashboard({
            attention: {
              counts: { pending_booking: 1, exception: 0, receipt: 0 },
              items: [
                item({ kind: 'pending_booking', booking_status: 'PENDING', shipment_status: 'pending' }),
              ],
            },
          }),
        ),
    });
    renderDashboard();
    const row = await screen.findByTestId('attention-item');
    expect(within(row).queryByRole('button', { name: 'Assign agent' })).not.toBeInTheDocument();
  });

  it('searches by what the admin types and lists the hits, or the spec’s empty state', async () => {
    const fetchMock = routeFetch({
      'GET /admin/dashboard/': () => jsonResponse(200, makeDashboard()),
      'GET /admin/dashboard/search/': (url) =>
        jsonResponse(200, {
          results:
            url.searchParams.get('q') === 'kofi'
              ? [
                  {
                    ...item(),
                    customer_phone: '+447700900123',
                    created_at: '2026-11-01T10:00:00.000Z',
                  },
                ]
              : [],
        }),
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.type(screen.getByTestId('dashboard-search'), 'kofi');
    const hit = await screen.findByTestId('search-hit');
    expect(hit).toHaveTextContent('BK-ABC123');
    expect(hit).toHaveTextContent('+447700900123');
    expect(callsTo(fetchMock, 'GET /admin/dashboard/search/').at(-1)!.url.searchParams.get('q')).toBe('kofi');

    await user.clear(screen.getByTestId('dashboard-search'));
    await user.type(screen.getByTestId('dashboard-search'), 'zzz');
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
  });
});
