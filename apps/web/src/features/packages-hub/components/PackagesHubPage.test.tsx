import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_STATES,
  type HubList,
  type HubShipment,
  NO_RECIPIENT_CHOICES,
  PACKAGE_MESSAGES,
  type Role,
  STATUS_UPDATE_MESSAGES,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import {
  callsTo,
  makeAgent,
  makeDetail,
  makeListItem,
  makePackage,
  routeFetch,
} from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { PackagesHubPage } from './PackagesHubPage.tsx';

const capped = (count: number, isCapped = false) => ({ count, capped: isCapped });
const stats = {
  total: capped(1000, true),
  awaiting_pickup: capped(3),
  in_warehouse: capped(4),
  in_transit: capped(5),
  out_for_delivery: capped(1),
  delivered: capped(987),
  exceptions: capped(2),
  cap: 1000,
};

const item = (overrides: Partial<HubShipment> = {}): HubShipment => ({
  ...makeListItem({
    id: 'b0000000-0000-4000-8000-000000000001',
    booking_code: 'BK-ARRIVED1',
    status: 'CONFIRMED',
    shipment_status: 'arrived_ghana',
    shipment_status_display: 'Arrived in Ghana',
    tracking_number: 'UKG1234567890',
  }),
  customer: {
    id: 'c1',
    full_name: 'Efua Quarshie',
    first_name: 'Efua',
    last_name: 'Quarshie',
    email: 'efua@example.com',
    phone_e164: '+447700900555',
  },
  shipment_id: 's0000000-0000-4000-8000-000000000001',
  packages: [
    makePackage({ id: 'p1', description: 'Rice bags', qty: 2 }),
    makePackage({ id: 'p2', description: 'Television' }),
  ],
  age_days: 8,
  has_proof: false,
  consolidated: true,
  recipient_phone: '+233241234567',
  pickup_address_line: '221B Baker Street, London',
  delivery_address_line: 'Plot 7 Nima Highway, Accra',
  ...overrides,
});

const exceptional = item({
  id: 'b0000000-0000-4000-8000-000000000002',
  booking_code: 'BK-EXCEPT02',
  tracking_number: 'UKG2222222222',
  shipment_id: 's0000000-0000-4000-8000-000000000002',
  shipment_status: 'exception',
  shipment_status_display: 'Exception',
  is_exception: true,
  last_stage_status: 'at_warehouse',
  age_days: 1,
});

const list = (results: HubShipment[], next: string | null = null): HubList => ({
  count: results.length,
  count_capped: false,
  count_cap: 1000,
  next,
  previous: null,
  results,
  stats,
});

const signIn = (role: Role) => setSession('token', makeUser({ role }));
const renderHub = () =>
  renderRoutes([{ path: '/admin/shipments', element: <PackagesHubPage /> }], '/admin/shipments');
const cardOf = async (code: string) =>
  (await screen.findAllByTestId('hub-package-card')).find((card) => card.dataset.code === code)!;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

// A whole screen with Mantine's selects renders slowly in jsdom on a shared machine.
describe('PackagesHubPage', { timeout: 30_000 }, () => {
  it('shows every item of a booking, the age in whole days, a red bar after an exception and capped stats', async () => {
    signIn('ADMIN');
    routeFetch({ 'GET /shipments/': () => jsonResponse(200, list([item(), exceptional])) });
    renderHub();
    const card = await cardOf('BK-ARRIVED1');
    expect(within(card).getByTestId('package-items')).toHaveTextContent('2 × Rice bags');
    expect(within(card).getByTestId('package-items')).toHaveTextContent('1 × Television');
    expect(within(card).getByTestId('package-age')).toHaveTextContent('8 days old');
    expect(within(card).getByTestId('shipment-progress')).not.toHaveAttribute('data-exception');
    const red = await cardOf('BK-EXCEPT02');
    expect(within(red).getByTestId('package-age')).toHaveTextContent('1 day old');
    expect(within(red).getByTestId('shipment-progress')).toHaveAttribute('data-exception', 'true');
    expect(screen.getByTestId('hub-stat-total-value')).toHaveTextContent('1,000+');
    expect(screen.getByTestId('hub-stat-delivered-value')).toHaveTextContent('987');
    expect(screen.getByText('Counts stop at 1,000: “+” means more.')).toBeInTheDocument();
  });

  it("opens a package's details dialog: its booking, history and proofs, and the admin's moves", async () => {
    signIn('ADMIN');
    const event = {
      id: 'e1',
      status: 'arrived_ghana',
      status_display: 'Arrived in Ghana',
      code: null,
      location: 'Tema',
      notes: null,
      timestamp: '2025-03-09T10:00:00.000Z',
      created_at: '2025-03-09T10:00:00.000Z',
      agent_name: null,
      agent: null,
      photo_url: '/api/v1/files/proofs/x.webp?sig=1',
      signature_url: null,
    };
    const detail = {
      ...makeDetail({
        ...item(),
        tracking_number: 'UKG1234567890',
        travel_history: [event],
      }),
      recipient_choices: NO_RECIPIENT_CHOICES,
      recipient_page_path: null,
      can_reissue_handover_code: false,
      invoice: {
        lines: [],
        freight_gbp: 0,
        insurance_gbp: 0,
        total_gbp: 31.25,
        total_ghs: 468.75,
        gbp_to_ghs_rate: 15,
        chargeable_weight_kg: 12.5,
      },
    };
    routeFetch({
      'GET /shipments/': () => jsonResponse(200, list([item()])),
      [`GET /admin/bookings/${item().id}/`]: () => jsonResponse(200, detail),
    });
    const user = userEvent.setup();
    renderHub();
    await user.click(within(await cardOf('BK-ARRIVED1')).getByTestId('hub-view-details'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('dialog-tracking-number')).toHaveTextContent('UKG1234567890');
    expect(dialog.getByRole('tab', { name: 'History' })).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Travel History' }));
    expect(await dialog.findByTestId('proof-thumb')).toBeInTheDocument();
    await user.click(dialog.getByTestId('details-update-status'));
    expect(await screen.findByText('Update Package Status')).toBeInTheDocument();
  });

  it('warehouse staff see the details without the moves and history kept for admins', async () => {
    signIn('WAREHOUSE');
    routeFetch({
      'GET /shipments/': () => jsonResponse(200, list([item()])),
      [`GET /admin/bookings/${item().id}/`]: () =>
        jsonResponse(200, {
          ...makeDetail({ ...item() }),
          recipient_choices: NO_RECIPIENT_CHOICES,
          recipient_page_path: null,
          can_reissue_handover_code: false,
          invoice: {
            lines: [],
            freight_gbp: 0,
            insurance_gbp: 0,
            total_gbp: 31.25,
            total_ghs: 468.75,
            gbp_to_ghs_rate: 15,
            chargeable_weight_kg: 12.5,
          },
        }),
    });
    const user = userEvent.setup();
    renderHub();
    await user.click(within(await cardOf('BK-ARRIVED1')).getByTestId('hub-view-details'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(dialog.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(dialog.queryByTestId('details-update-status')).not.toBeInTheDocument();
  });

  it("says where a search's count stops", async () => {
    signIn('ADMIN');
    routeFetch({
      'GET /shipments/': () =>
        jsonResponse(200, { ...list([item()]), count: 100, count_capped: true, count_cap: 100 }),
    });
    renderHub();
    expect(await screen.findByText('Showing 1 of 100+ packages')).toBeInTheDocument();
    expect(screen.getByText('Counts stop at 1,000 (a search’s at 100): “+” means more.')).toBeInTheDocument();
  });

  it('asks the server with the search and the filters', async () => {
    signIn('ADMIN');
    const fetchMock = routeFetch({ 'GET /shipments/': () => jsonResponse(200, list([])) });
    const user = userEvent.setup();
    renderHub();
    expect(await screen.findByText(EMPTY_STATES.packages)).toBeInTheDocument();
    await user.type(screen.getByTestId('hub-search'), 'nima');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByTestId('hub-filter-proof'), 'Yes');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET /shipments/').at(-1)!.url.searchParams;
      expect(last.get('search')).toBe('nima');
      expect(last.get('proof')).toBe('yes');
      expect(last.get('status')).toBeNull();
    });
  });

  it("opens with the filters in its address (the dashboard's Filters button links so)", async () => {
    signIn('ADMIN');
    const fetchMock = routeFetch({ 'GET /shipments/': () => jsonResponse(200, list([])) });
    renderRoutes(
      [{ path: '/admin/shipments', element: <PackagesHubPage /> }],
      '/admin/shipments?status=in_transit&proof=no&search=Kumasi',
    );
    expect(await screen.findByText(EMPTY_STATES.packages)).toBeInTheDocument();
    const first = callsTo(fetchMock, 'GET /shipments/')[0]!.url.searchParams;
    expect(first.get('status')).toBe('in_transit');
    expect(first.get('proof')).toBe('no');
    expect(first.get('search')).toBe('Kumasi');
    expect(screen.getByTestId('hub-filter-status')).toHaveValue('in_transit');
  });

  it("refuses a bulk action without a selection or an agent, with the spec's messages", async () => {
    signIn('WAREHOUSE');
    routeFetch({
      'GET /shipments/': () => jsonResponse(200, list([item()])),
      'GET /admin/agents/': () => jsonResponse(200, [makeAgent({ id: 'a1', name: 'Yaw Darko' })]),
    });
    const user = userEvent.setup();
    renderHub();
    await cardOf('BK-ARRIVED1');
    await user.click(screen.getByRole('button', { name: 'Assign Delivery Agent' }));
    expect(toast.error).toHaveBeenCalledWith(STATUS_UPDATE_MESSAGES.selectPackagesFirst);
    await user.click(screen.getByRole('checkbox', { name: 'Select UKG1234567890' }));
    await user.click(screen.getByRole('button', { name: 'Assign Delivery Agent' }));
    expect(toast.error).toHaveBeenCalledWith(STATUS_UPDATE_MESSAGES.selectDeliveryAgent);
    // Warehouse staff do not get the admin's status dialog.
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
  });

  it('assigns the selected packages and names the ones the rules refused', async () => {
    signIn('ADMIN');
    const fetchMock = routeFetch({
      'GET /shipments/': () => jsonResponse(200, list([item(), exceptional])),
      'GET /admin/agents/': () =>
        jsonResponse(200, [makeAgent({ id: 'a1', name: 'Yaw Darko', email: 'yaw@x.test' })]),
      'POST /shipments/bulk/': () =>
        jsonResponse(200, {
          action: 'assign_delivery',
          succeeded: [
            {
              shipment_id: item().shipment_id,
              booking_code: 'BK-ARRIVED1',
              tracking_number: 'UKG1234567890',
            },
          ],
          failed: [
            {
              shipment_id: exceptional.shipment_id,
              booking_code: 'BK-EXCEPT02',
              tracking_number: 'UKG2222222222',
              reason: 'A job of this kind cannot be assigned at this stage',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderHub();
    await cardOf('BK-ARRIVED1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all packages shown' }));
    // The agent picker's code downloads once the list has drawn.
    await user.click(await screen.findByTestId('bulk-agent'));
    await user.click(await screen.findByRole('option', { name: 'Yaw Darko (yaw@x.test)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Assign Delivery Agent' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /shipments/bulk/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /shipments/bulk/')[0]!.init!.body));
    expect(body).toEqual({
      action: 'assign_delivery',
      shipment_ids: [item().shipment_id, exceptional.shipment_id],
      delivery_agent_id: 'a1',
    });
    // What was done and what was not, each package with the reason it was refused; never "Failed".
    const outcome = await screen.findByTestId('bulk-result');
    expect(outcome).toHaveTextContent('1 done, 1 not done');
    expect(within(outcome).getByTestId('bulk-succeeded')).toHaveTextContent(
      'Delivery agent assigned:UKG1234567890',
    );
    expect(within(outcome).getByTestId('bulk-failed')).toHaveTextContent(
      'UKG2222222222: A job of this kind cannot be assigned at this stage',
    );
    expect(toast.error).not.toHaveBeenCalledWith(PACKAGE_MESSAGES.bulkActionFailed, expect.anything());
    expect(toast.info).toHaveBeenCalledWith('1 of 2 packages done; 1 not: see the list.');
    await user.click(within(outcome).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('bulk-result')).not.toBeInTheDocument();
  });

  it('scans by a typed number: found, then not found', async () => {
    signIn('ADMIN');
    let found = true;
    routeFetch({
      'GET /shipments/': () => jsonResponse(200, list([item()])),
      'POST /shipments/search/': () =>
        found
          ? jsonResponse(200, makeDetail({ booking_code: 'BK-ARRIVED1', tracking_number: 'UKG1234567890' }))
          : jsonResponse(404, {
              message: 'Package not found',
              error: 'Package not found',
              code: 'not_found',
            }),
    });
    const user = userEvent.setup();
    renderHub();
    await cardOf('BK-ARRIVED1');
    await user.click(screen.getByRole('button', { name: 'Scan & Update' }));
    await user.type(screen.getByLabelText('Tracking or booking number'), 'ukg1234567890{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.found));
    expect(await screen.findByTestId('scan-result')).toHaveTextContent('BK-ARRIVED1');
    found = false;
    await user.clear(screen.getByLabelText('Tracking or booking number'));
    await user.type(screen.getByLabelText('Tracking or booking number'), 'UKG0000000000{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PACKAGE_MESSAGES.notFound));
  });
});
