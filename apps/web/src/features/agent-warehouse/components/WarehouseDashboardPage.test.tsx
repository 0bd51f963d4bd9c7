import 'fake-indexeddb/auto';
import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_BOOKING_MESSAGES,
  AGENT_MESSAGES,
  AGENT_OFFLINE_MESSAGES,
  DEPARTURE_MESSAGES,
  PACKAGE_MESSAGES,
  type Role,
  STATUS_UPDATE_MESSAGES,
  WAREHOUSE_MESSAGES,
  type WarehouseList,
  type WarehouseShipment,
} from '@ukgh/domain';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { callsTo, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { resetAgentDbForTests } from '../../agent-offline/db.ts';
import { AgentQueueStatus } from '../../agent-offline/index.ts';
import { flushAgentQueue, resetAgentQueueForTests } from '../../agent-offline/queue.ts';
import { WarehouseDashboardPage } from './WarehouseDashboardPage.tsx';

let serial = 0;
const pkg = (
  status: string,
  allowed: string[],
  overrides: Partial<WarehouseShipment> = {},
): WarehouseShipment => {
  serial += 1;
  const n = String(serial).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-0000000000${n}`,
    tracking_code: `UKG00000000${n}`,
    current_status: status,
    version: 3,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    booking: {
      id: `b0000000-0000-4000-8000-0000000000${n}`,
      booking_code: `BK-TEST${n}`,
      fragile: false,
      customer: { first_name: 'Kofi', last_name: 'Boateng', phone_e164: '+447700900123' },
      service_level: { code: 'STANDARD', label: 'Ship' },
      packages_count: 2,
      total_weight_kg: 23.5,
      recipient_address: { name: 'Kojo Asante', city: 'Kumasi', region: 'Ashanti' },
    },
    delivery_agent: null,
    status_events: [{ status, created_at: '2026-11-22T10:00:00.000Z', note: null }],
    allowed_moves: allowed,
    ...overrides,
  };
};

const arriving = pkg('picked_up', ['at_warehouse', 'exception']);
const atWarehouse = pkg('at_warehouse', ['consolidated', 'in_transit', 'exception']);
const consolidated = pkg('consolidated', ['in_transit', 'exception']);
const inTransit = pkg('in_transit', ['arrived_ghana']);
const arrivedGhana = pkg('arrived_ghana', ['at_ghana_warehouse', 'exception']);
const atGhana = pkg('at_ghana_warehouse', ['exception']);
const outForDelivery = pkg('out_for_delivery', []);
const all = [arriving, atWarehouse, consolidated, inTransit, arrivedGhana, atGhana, outForDelivery];

const counts = {
  arriving: 1,
  at_warehouse: 1,
  consolidated: 1,
  in_transit: 4,
  arrived_ghana: 1,
  at_ghana_warehouse: 1,
  out_for_delivery: 1,
};
const list = (results: WarehouseShipment[]): WarehouseList => ({ counts, results });

const signIn = (role: Role) => setSession('token', makeUser({ role, first_name: 'Yaw' }));
// With the offline queue's runtime, which the back-office header mounts: it sends the steps and toasts the outcome.
const renderPage = (path = '/agent/warehouse') =>
  renderRoutes(
    [
      {
        path: '/agent/warehouse',
        element: (
          <>
            <AgentQueueStatus />
            <WarehouseDashboardPage />
          </>
        ),
      },
    ],
    path,
  );
const cardOf = async (tracking: string) =>
  (await screen.findAllByTestId('warehouse-package')).find((c) => c.dataset.tracking === tracking)!;
const buttonsOf = async (tracking: string) =>
  within(await cardOf(tracking))
    .queryAllByRole('button')
    .map((b) => b.textContent);

const agents = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    first_name: 'Kwame',
    last_name: 'Asante',
    name: 'Kwame Asante',
    email: 'kwame@example.com',
    phone_e164: null,
    avatar: null,
    avatar_url: null,
    profile_picture: null,
  },
];

describe('WarehouseDashboardPage', { timeout: 60_000 }, () => {
  // A step goes through IndexedDB and the queue before its answer shows: on a busy machine that outlasts the
  // default second of waitFor/findBy, so this file waits longer (and puts the default back for the others).
  const { asyncUtilTimeout } = getConfig();
  beforeEach(async () => {
    configure({ asyncUtilTimeout: 15_000 });
    await resetAgentDbForTests();
    globalThis.indexedDB = new IDBFactory();
    resetAgentQueueForTests();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.info).mockClear();
    signIn('WAREHOUSE');
  });
  afterEach(async () => {
    configure({ asyncUtilTimeout });
    await flushAgentQueue();
    resetAgentQueueForTests();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the counts by stage and each package with the buttons of its state only', async () => {
    routeFetch({ 'GET /agent/warehouse/packages/': () => jsonResponse(200, list(all)) });
    renderPage();
    expect(await screen.findByTestId('stage-in_transit-count')).toHaveTextContent('4');
    expect(screen.getByTestId('stage-arriving-count')).toHaveTextContent('1');
    expect(screen.getByTestId('stage-out_for_delivery-count')).toHaveTextContent('1');

    expect(await buttonsOf(arriving.tracking_code)).toEqual(['Receive at UK warehouse']);
    expect(await buttonsOf(atWarehouse.tracking_code)).toEqual(['Consolidate', 'Mark in transit']);
    expect(await buttonsOf(consolidated.tracking_code)).toEqual(['Mark in transit']);
    expect(await buttonsOf(inTransit.tracking_code)).toEqual(['Arrived in Ghana']);
    expect(await buttonsOf(arrivedGhana.tracking_code)).toEqual([
      'Receive in Ghana',
      'Assign delivery agent',
    ]);
    expect(await buttonsOf(atGhana.tracking_code)).toEqual(['Assign delivery agent']);
    expect(await buttonsOf(outForDelivery.tracking_code)).toEqual([]);
  });

  it('names the recipient and their town on the Ghana side, the sender on the UK side', async () => {
    routeFetch({ 'GET /agent/warehouse/packages/': () => jsonResponse(200, list(all)) });
    renderPage();
    const ghana = await cardOf(atGhana.tracking_code);
    expect(within(ghana).getByTestId('warehouse-recipient')).toHaveTextContent(
      'For Kojo Asante, Kumasi, Ashanti',
    );
    const uk = await cardOf(atWarehouse.tracking_code);
    expect(within(uk).queryByTestId('warehouse-recipient')).not.toBeInTheDocument();
    expect(uk).toHaveTextContent('to Kojo Asante, Kumasi');
  });

  it('shows a button only when the server allows the step for this user', async () => {
    // Out for delivery moves on by the delivery agent's hand, even where the server lists it for an admin; a
    // package whose step the server does not allow this user shows none.
    signIn('ADMIN');
    const ghana = pkg('at_ghana_warehouse', ['out_for_delivery', 'exception']);
    const stale = pkg('at_warehouse', []);
    routeFetch({ 'GET /agent/warehouse/packages/': () => jsonResponse(200, list([ghana, stale])) });
    renderPage();
    expect(await buttonsOf(ghana.tracking_code)).toEqual(['Assign delivery agent']);
    expect(await buttonsOf(stale.tracking_code)).toEqual([]);
  });

  it('filters the list by the stage tapped, and back to all', async () => {
    const fetchMock = routeFetch({
      'GET /agent/warehouse/packages/': (url) =>
        jsonResponse(200, list(url.searchParams.get('status') === 'consolidated' ? [consolidated] : all)),
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByTestId('stage-consolidated'));
    await waitFor(() => expect(screen.getAllByTestId('warehouse-package')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=consolidated');
    expect(screen.getByRole('heading', { name: /Consolidated/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /agent/warehouse/packages/').at(-1)!.url.searchParams.get('status')).toBe(
      'consolidated',
    );
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getAllByTestId('warehouse-package')).toHaveLength(all.length));
  });

  it('shows the empty state when no package is at the warehouse', async () => {
    routeFetch({ 'GET /agent/warehouse/packages/': () => jsonResponse(200, list([])) });
    renderPage();
    expect(await screen.findByText('No packages found')).toBeInTheDocument();
  });

  it("shows the spec's failure message when the list cannot load", async () => {
    routeFetch({ 'GET /agent/warehouse/packages/': () => jsonResponse(500, { message: 'Boom' }) });
    renderPage();
    expect(await screen.findByTestId('warehouse-error')).toHaveTextContent(
      AGENT_MESSAGES.loadWarehouseShipmentsFailed,
    );
    expect(toast.error).toHaveBeenCalledWith(AGENT_MESSAGES.loadWarehouseShipmentsFailed, 'Boom');
    expect(screen.getByTestId('stage-arriving-count')).toHaveTextContent('—');
  });

  it("sends a step with its client action id and time, then says so; a refusal shows the rule's reason", async () => {
    let answer = jsonResponse(200, { ...atWarehouse, current_status: 'in_transit' });
    const fetchMock = routeFetch({
      'GET /agent/warehouse/packages/': () => jsonResponse(200, list(all)),
      [`PATCH /agent/warehouse/packages/${atWarehouse.id}/`]: () => answer,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await cardOf(atWarehouse.tracking_code)).getByRole('button', { name: 'Mark in transit' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.statusUpdated));
    const [call] = callsTo(fetchMock, `PATCH /agent/warehouse/packages/${atWarehouse.id}/`);
    const body = JSON.parse(String(call!.init!.body));
    expect(body.status).toBe('in_transit');
    expect(body.client_action_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(body.occurred_at)).toBeLessThan(60_000);

    answer = jsonResponse(409, { detail: 'This package has moved on since you loaded it', code: 'STALE' });
    await user.click(
      within(await cardOf(atWarehouse.tracking_code)).getByRole('button', { name: 'Mark in transit' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        PACKAGE_MESSAGES.statusUpdateFailed,
        'This package has moved on since you loaded it',
      ),
    );
  });

  it('keeps a step made without a connection on the phone, shows it waiting, and sends it when the connection returns', async () => {
    let online = false;
    const fetchMock = routeFetch({
      'GET /agent/warehouse/packages/': () => jsonResponse(200, list([atWarehouse])),
      [`PATCH /agent/warehouse/packages/${atWarehouse.id}/`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, {
          ...atWarehouse,
          current_status: 'in_transit',
          allowed_moves: ['arrived_ghana'],
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await cardOf(atWarehouse.tracking_code)).getByRole('button', { name: 'Mark in transit' }),
    );
    const card = within(await cardOf(atWarehouse.tracking_code));
    expect(await card.findByTestId('warehouse-waiting')).toHaveTextContent(
      AGENT_OFFLINE_MESSAGES.waitingToSend,
    );
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(AGENT_OFFLINE_MESSAGES.savedOffline));
    // The other steps wait for it: the same parcel is not sent two ways at once.
    expect(card.getByRole('button', { name: 'Consolidate' })).toBeDisabled();

    online = true;
    await flushAgentQueue({ force: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.statusUpdated));
    await waitFor(() => expect(screen.queryByTestId('warehouse-waiting')).not.toBeInTheDocument());
    const sent = callsTo(fetchMock, `PATCH /agent/warehouse/packages/${atWarehouse.id}/`);
    // Every attempt carried the same action id, so the server applies it once.
    const ids = new Set(sent.map((c) => JSON.parse(String(c.init!.body)).client_action_id));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(ids.size).toBe(1);
  });

  it('opens offline on the last list the phone saved, and a scan then finds the parcel there and queues its step', async () => {
    let online = true;
    const fetchMock = routeFetch({
      'GET /agent/warehouse/packages/': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, list([atWarehouse]));
      },
      [`PATCH /agent/warehouse/packages/${atWarehouse.id}/`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { ...atWarehouse, current_status: 'in_transit' });
      },
    });
    const first = renderPage();
    await cardOf(atWarehouse.tracking_code);
    first.unmount();

    online = false;
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('warehouse-offline-copy')).toHaveTextContent(
      AGENT_OFFLINE_MESSAGES.offlineCopy,
    );
    expect(await cardOf(atWarehouse.tracking_code)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'In transit' }));
    await user.type(screen.getByTestId('scan-input'), `${atWarehouse.tracking_code}{Enter}`);
    const line = () => screen.getByTestId('scan-log').querySelector('[data-state]')!;
    await waitFor(() => expect(line()).toHaveAttribute('data-state', 'waiting'));
    expect(line()).toHaveTextContent(AGENT_OFFLINE_MESSAGES.waitingToSend);

    online = true;
    await flushAgentQueue({ force: true });
    await waitFor(() => expect(line()).toHaveAttribute('data-state', 'done'));
    expect(line()).toHaveTextContent('In transit');
    const sent = callsTo(fetchMock, `PATCH /agent/warehouse/packages/${atWarehouse.id}/`).at(-1)!;
    expect(JSON.parse(String(sent.init!.body))).toMatchObject({ status: 'in_transit' });
  });

  describe('scan box', () => {
    const lookup = (results: WarehouseShipment[]) => () => jsonResponse(200, list(results));

    it('finds a package by its typed tracking number and shows it with its buttons', async () => {
      const fetchMock = routeFetch({
        'GET /agent/warehouse/packages/': (url) =>
          jsonResponse(200, list(url.searchParams.get('search') ? [atWarehouse] : [])),
      });
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('No packages found');
      // Labels print the number in groups; a QR code may hold the tracking link.
      await user.type(
        screen.getByTestId('scan-input'),
        `ukg 0000 0000 ${atWarehouse.tracking_code.slice(-2)}{Enter}`,
      );
      const found = await screen.findByTestId('scan-found');
      expect(within(found).getByText(atWarehouse.tracking_code)).toBeInTheDocument();
      expect(within(found).getByRole('button', { name: 'Consolidate' })).toBeInTheDocument();
      expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.found);
      expect(
        callsTo(fetchMock, 'GET /agent/warehouse/packages/').at(-1)!.url.searchParams.get('search'),
      ).toBe(atWarehouse.tracking_code);
      expect(screen.getByTestId('scan-input')).toHaveValue('');
    });

    it('opens the camera scanner, and says so when the device has none (the number can still be typed)', async () => {
      routeFetch({ 'GET /agent/warehouse/packages/': lookup([]) });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByTestId('scan-camera'));
      expect(await screen.findByText('Camera not available')).toBeInTheDocument();
      expect(screen.getByTestId('scan-input')).toBeEnabled();
    });

    it('reads the tracking number out of a scanned tracking link', async () => {
      routeFetch({ 'GET /agent/warehouse/packages/': lookup([consolidated]) });
      const user = userEvent.setup();
      renderPage();
      await user.type(
        screen.getByTestId('scan-input'),
        `https://ukghana.example/track/${consolidated.tracking_code}{Enter}`,
      );
      expect(await screen.findByTestId('scan-found')).toHaveTextContent(consolidated.tracking_code);
    });

    it('asks for a number when the box is empty, and says when nothing matches', async () => {
      routeFetch({ 'GET /agent/warehouse/packages/': lookup([]) });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByTestId('scan-submit'));
      expect(screen.getByText(WAREHOUSE_MESSAGES.scanEmpty)).toBeInTheDocument();
      await user.type(screen.getByTestId('scan-input'), 'UKG9999999999{Enter}');
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PACKAGE_MESSAGES.notFound));
      expect(within(screen.getByTestId('scan-log')).getByText(/UKG9999999999/)).toBeInTheDocument();
    });

    it('says the scan failed when the search call fails', async () => {
      let failing = false;
      routeFetch({
        'GET /agent/warehouse/packages/': () =>
          failing ? jsonResponse(503, { message: 'Down' }) : jsonResponse(200, list([])),
      });
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('No packages found');
      failing = true;
      await user.type(screen.getByTestId('scan-input'), 'UKG0000000001{Enter}');
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PACKAGE_MESSAGES.scanFailed, 'Down'));
    });

    it('in Consolidate mode, each scan puts the parcel on the chosen loading departure and logs it; the wrong stage is refused', async () => {
      const departure = {
        id: 'd0000000-0000-4000-8000-000000000001',
        mode: 'sea',
        port: 'Tema',
        carrier: 'MSC',
        vessel_or_flight: 'MSC ABIDJAN',
        container_or_awb: 'MSCU1234567',
        cut_off_at: '2026-12-01T16:00:00.000Z',
        etd: '2026-12-03T10:00:00.000Z',
        eta: '2026-12-21T08:00:00.000Z',
        state: 'loading',
        departed_at: null,
        arrived_at: null,
        cleared_at: null,
        version: 1,
        package_count: 0,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      };
      const fetchMock = routeFetch({
        'GET /agent/warehouse/packages/': (url) => {
          const search = url.searchParams.get('search');
          return jsonResponse(200, list(all.filter((s) => !search || s.tracking_code === search)));
        },
        'GET /departures/': () =>
          jsonResponse(200, { count: 1, next: null, previous: null, results: [departure] }),
        [`PATCH /agent/warehouse/packages/${atWarehouse.id}/`]: () =>
          jsonResponse(200, { ...atWarehouse, current_status: 'consolidated' }),
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('radio', { name: 'Consolidate' }));
      expect(screen.getByTestId('scan-submit')).toHaveTextContent('Consolidate');
      expect(callsTo(fetchMock, 'GET /departures/').at(-1)!.url.searchParams.get('state')).toBe('loading');

      // Without a departure chosen, a scan sends nothing and asks for one.
      await user.type(screen.getByTestId('scan-input'), `${atWarehouse.tracking_code}{Enter}`);
      expect(await screen.findByText(DEPARTURE_MESSAGES.chooseDeparture)).toBeInTheDocument();
      expect(callsTo(fetchMock, `PATCH /agent/warehouse/packages/${atWarehouse.id}/`)).toHaveLength(0);

      await user.click(screen.getByTestId('scan-departure'));
      await user.click(await screen.findByRole('option', { name: /MSC ABIDJAN · Sea to Tema/ }));
      await user.type(screen.getByTestId('scan-input'), `${atWarehouse.tracking_code}{Enter}`);
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PACKAGE_MESSAGES.statusUpdated));
      const [call] = callsTo(fetchMock, `PATCH /agent/warehouse/packages/${atWarehouse.id}/`);
      expect(JSON.parse(String(call!.init!.body))).toMatchObject({
        status: 'consolidated',
        departure_id: departure.id,
      });
      expect(
        await screen.findByText('Consolidated onto MSC ABIDJAN', { selector: '[data-testid="scan-log"] *' }),
      ).toBeInTheDocument();

      // A parcel still arriving cannot be consolidated: nothing is sent, and the log says why.
      await user.type(screen.getByTestId('scan-input'), `${arriving.tracking_code}{Enter}`);
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          `${arriving.tracking_code} is Picked Up: it cannot be consolidated now`,
        ),
      );
      expect(callsTo(fetchMock, `PATCH /agent/warehouse/packages/${arriving.id}/`)).toHaveLength(0);
    });

    it('in Receive mode, receives a collected parcel in the UK and an arrived one in Ghana', async () => {
      const fetchMock = routeFetch({
        'GET /agent/warehouse/packages/': (url) => {
          const search = url.searchParams.get('search');
          return jsonResponse(200, list(all.filter((s) => !search || s.booking.booking_code === search)));
        },
        [`PATCH /agent/warehouse/packages/${arriving.id}/`]: () => jsonResponse(200, arriving),
        [`PATCH /agent/warehouse/packages/${arrivedGhana.id}/`]: () => jsonResponse(200, arrivedGhana),
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('radio', { name: 'Receive' }));
      await user.type(
        screen.getByTestId('scan-input'),
        `${arriving.booking.booking_code.toLowerCase()}{Enter}`,
      );
      await waitFor(() =>
        expect(callsTo(fetchMock, `PATCH /agent/warehouse/packages/${arriving.id}/`)).toHaveLength(1),
      );
      await user.type(screen.getByTestId('scan-input'), `${arrivedGhana.booking.booking_code}{Enter}`);
      await waitFor(() =>
        expect(callsTo(fetchMock, `PATCH /agent/warehouse/packages/${arrivedGhana.id}/`)).toHaveLength(1),
      );
      const bodies = [arriving, arrivedGhana].map(
        (s) =>
          JSON.parse(String(callsTo(fetchMock, `PATCH /agent/warehouse/packages/${s.id}/`)[0]!.init!.body))
            .status,
      );
      expect(bodies).toEqual(['at_warehouse', 'at_ghana_warehouse']);
    });
  });

  describe('Assign Delivery Agent', () => {
    it('lists the delivery agents and gives the package to the one chosen', async () => {
      const fetchMock = routeFetch({
        'GET /agent/warehouse/packages/': () => jsonResponse(200, list([atGhana])),
        'GET /admin/agents/': () => jsonResponse(200, agents),
        'POST /agent/warehouse/assign-delivery/': () =>
          jsonResponse(201, { ...atGhana, delivery_agent: agents[0] }),
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Assign delivery agent' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign Delivery Agent' });
      await user.click(within(dialog).getByRole('button', { name: 'Assign agent' }));
      expect(within(dialog).getByText(STATUS_UPDATE_MESSAGES.selectDeliveryAgent)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET /admin/agents/')[0]!.url.searchParams.get('role')).toBe('DELIVERY');

      await user.click(within(dialog).getByRole('textbox', { name: 'Delivery agent' }));
      await user.click(await screen.findByRole('option', { name: 'Kwame Asante' }));
      await user.click(within(dialog).getByRole('button', { name: 'Assign agent' }));
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith(ADMIN_BOOKING_MESSAGES.deliveryAgentAssigned),
      );
      const body = JSON.parse(
        String(callsTo(fetchMock, 'POST /agent/warehouse/assign-delivery/')[0]!.init!.body),
      );
      expect(body).toMatchObject({ package_id: atGhana.id, delivery_agent_id: agents[0]!.id });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("shows the spec's message when the agents cannot load, and the failure toast when assigning fails", async () => {
      let agentsUp = false;
      routeFetch({
        'GET /agent/warehouse/packages/': () =>
          jsonResponse(200, list([{ ...atGhana, delivery_agent: agents[0]! }])),
        'GET /admin/agents/': () => (agentsUp ? jsonResponse(200, agents) : jsonResponse(500, {})),
        'POST /agent/warehouse/assign-delivery/': () =>
          jsonResponse(409, { detail: 'A job of this kind cannot be assigned at this stage' }),
      });
      const user = userEvent.setup();
      renderPage();
      expect(await screen.findByTestId('warehouse-delivery-agent')).toHaveTextContent('Kwame Asante');
      await user.click(await screen.findByRole('button', { name: 'Change delivery agent' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign Delivery Agent' });
      expect(await within(dialog).findByText(AGENT_MESSAGES.loadDeliveryAgentsFailed)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      agentsUp = true;
      await user.click(screen.getByRole('button', { name: 'Change delivery agent' }));
      const again = await screen.findByRole('dialog', { name: 'Assign Delivery Agent' });
      // The current agent is chosen already; assigning again is refused by the server here.
      await waitFor(() =>
        expect(within(again).getByRole('textbox', { name: 'Delivery agent' })).toHaveValue('Kwame Asante'),
      );
      await user.click(within(again).getByRole('button', { name: 'Assign agent' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          ADMIN_BOOKING_MESSAGES.assignFailed,
          'A job of this kind cannot be assigned at this stage',
        ),
      );
    });
  });
});
