import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type AgentAssignment, HANDOVER_MESSAGES } from '@ukgh/domain';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, makeUser, renderPage, renderRoutes } from '../../../test/render.tsx';
import { resetAgentDbForTests } from '../../agent-offline/db.ts';
import { AgentQueueStatus, getAgentQueue } from '../../agent-offline/index.ts';
import { resetAgentQueueForTests } from '../../agent-offline/queue.ts';
import { DeliveryBookingsPage } from './DeliveryBookingsPage.tsx';
import { DeliveryPackagesPage } from './DeliveryPackagesPage.tsx';
import { PickupAssignmentsPage } from './PickupAssignmentsPage.tsx';
import { PickupPackagesPage } from './PickupPackagesPage.tsx';

const job = (overrides: Partial<AgentAssignment> = {}): AgentAssignment => ({
  id: '3f0c1d2e-0000-4000-8000-000000000001',
  kind: 'PICKUP',
  status: 'ASSIGNED',
  notes: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  started_at: null,
  completed_at: null,
  pickup_window_start: '2026-11-24T09:00:00.000Z',
  pickup_window_end: '2026-11-24T12:00:00.000Z',
  delivery_window_start: null,
  delivery_window_end: null,
  overdue: false,
  shipment: {
    id: '3f0c1d2e-0000-4000-8000-0000000000aa',
    tracking_code: 'UKG1234567890',
    current_status: 'pickup_assigned',
    version: 3,
    booking: {
      id: '3f0c1d2e-0000-4000-8000-0000000000bb',
      booking_code: 'BK-7Q2M9X',
      fragile: true,
      service_level: { code: 'STANDARD', label: 'Ship' },
      packages_count: 2,
      total_weight_kg: 14.5,
      notes: null,
      proof_mode: 'NONE',
      packages: [],
      customer: {
        first_name: 'Ama',
        last_name: 'Mensah',
        phone_e164: '+447700900123',
        email: 'ama@example.com',
      },
      pickup_address: { line1: '12 Station Road', line2: null, city: 'London', postcode: 'E1 6AN' },
      recipient_address: {
        name: 'Kofi Boateng',
        phone: '+233244123456',
        line1: '5 Ring Road',
        line2: 'Osu',
        city: 'Accra',
        region: 'Greater Accra',
        postcode: null,
        gps_address: null,
      },
      delivery_address: {
        name: 'Kofi Boateng',
        phone: '+233244123456',
        line1: '5 Ring Road',
        line2: 'Osu',
        city: 'Accra',
        region: 'Greater Accra',
        postcode: null,
        gps_address: null,
      },
      recipient_choices: null,
    },
  },
  ...overrides,
});

/** The job with its booking's fields changed (the booking is nested two levels down). */
const withBooking = (
  base: AgentAssignment,
  booking: Partial<AgentAssignment['shipment']['booking']>,
): AgentAssignment => ({
  ...base,
  shipment: { ...base.shipment, booking: { ...base.shipment.booking, ...booking } },
});

const fetchMock = vi.fn<typeof fetch>();
const PICKUP_AGENT = makeUser({ id: '0d6f3a52-2a0e-4f39-9d0c-5a3c1f1e7b11', role: 'PICKUP' });

const answer = (list: unknown, patch: (init: RequestInit) => Response = () => jsonResponse(200, {})) =>
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PATCH' ? patch(init) : jsonResponse(200, list),
  );

beforeEach(async () => {
  await resetAgentDbForTests();
  globalThis.indexedDB = new IDBFactory();
  resetAgentQueueForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession('token-p', PICKUP_AGENT);
});

afterEach(() => {
  resetAgentQueueForTests();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the pickup agent’s My Bookings (/agent/pickup)', () => {
  it('shows each job with the customer, a call link, the address with a maps link and the window', async () => {
    answer({ count: 1, results: [job()] });
    renderPage(<PickupAssignmentsPage />);

    const card = await screen.findByTestId('job-card');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/agent/pickup/assignments/');
    expect(within(card).getByText('UKG1234567890')).toBeInTheDocument();
    expect(within(card).getByText('Ama Mensah')).toBeInTheDocument();
    expect(within(card).getByText('12 Station Road')).toBeInTheDocument();
    expect(within(card).getByText('London E1 6AN')).toBeInTheDocument();
    expect(within(card).getByText('24 Nov 2026, 09:00–12:00')).toBeInTheDocument();
    expect(within(card).getByText('Fragile')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Call Ama Mensah/ })).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
    const maps = within(card).getByRole('link', { name: /in Maps/ });
    expect(maps.getAttribute('href')).toContain(encodeURIComponent('12 Station Road, London, E1 6AN'));
    expect(within(card).getByTestId('job-status')).toHaveTextContent('To collect');
  });

  it('shows what the customer wrote for the agent and each package with its type, weight and size', async () => {
    const notes = 'Ring bell twice. Barrel is heavy - two people please';
    const lines = [
      {
        description: 'Clothes',
        pkg_type: 'BOX',
        type_label: 'Box',
        qty: 2,
        weight_kg: 12.5,
        length_cm: 60,
        width_cm: 40,
        height_cm: 40,
      },
      {
        description: 'Provisions',
        pkg_type: 'BARREL',
        type_label: 'Barrel',
        qty: 1,
        weight_kg: 85,
        length_cm: 0,
        width_cm: 0,
        height_cm: 0,
      },
    ];
    answer({ count: 1, results: [withBooking(job(), { notes, packages: lines })] });
    renderPage(<PickupAssignmentsPage />);
    const card = await screen.findByTestId('job-card');
    expect(within(card).getByTestId('job-customer-notes')).toHaveTextContent(notes);
    const packages = within(card).getByTestId('job-packages');
    expect(packages).toHaveTextContent('2 × Box, 12.5 kg each, 60 × 40 × 40 cm: Clothes');
    expect(packages).toHaveTextContent('1 × Barrel, 85 kg: Provisions');
    expect(within(card).getByText('Fragile')).toBeInTheDocument();
  });

  it('marks a job the server says is overdue, and no other', async () => {
    const late = job({ id: '3f0c1d2e-0000-4000-8000-000000000002', overdue: true });
    answer({ count: 2, results: [late, job()] });
    renderPage(<PickupAssignmentsPage />);
    const cards = await screen.findAllByTestId('job-card');
    expect(within(cards[0]!).getByTestId('job-overdue')).toHaveTextContent('Overdue');
    expect(within(cards[1]!).queryByTestId('job-overdue')).not.toBeInTheDocument();
  });

  it('starts a job through the offline queue: shown as waiting at once, then as sent', async () => {
    let release: (response: Response) => void = () => {};
    answer({ count: 1, results: [job()] });
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { count: 1, results: [job()] }));
    renderPage(
      <>
        <AgentQueueStatus />
        <PickupAssignmentsPage />
      </>,
    );
    await screen.findByTestId('job-card');
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? new Promise<Response>((resolve) => (release = resolve))
        : jsonResponse(200, { count: 1, results: [job({ status: 'IN_PROGRESS' })] }),
    );

    await userEvent.setup().click(screen.getByTestId('job-start'));
    expect(await screen.findByTestId('job-waiting')).toHaveTextContent('Waiting to send');
    expect(screen.getByTestId('job-status')).toHaveTextContent('On the way');
    expect(screen.getByTestId('agent-queue-waiting')).toHaveTextContent('1 waiting to send');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/v1/agent/pickup/assignments/3f0c1d2e-0000-4000-8000-000000000001/');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      status: 'IN_PROGRESS',
      client_action_id: expect.any(String),
    });

    release(jsonResponse(200, job({ status: 'IN_PROGRESS' })));
    await waitFor(() => expect(screen.queryByTestId('job-waiting')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Package status updated successfully');
    expect(screen.getByTestId('job-complete')).toHaveTextContent('Complete');
  });

  it('shows the job as the server answered the action, before the list has reloaded', async () => {
    const stillLoading = () => new Promise<Response>(() => {});
    let patched = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') {
        patched = true;
        return jsonResponse(200, job({ status: 'IN_PROGRESS' }));
      }
      // The list as it was, and after the action a reload that has not answered yet.
      return patched ? stillLoading() : jsonResponse(200, { count: 1, results: [job()] });
    });
    renderPage(<PickupAssignmentsPage />);
    await userEvent.setup().click(await screen.findByTestId('job-start'));
    await waitFor(() => expect(patched).toBe(true));
    await waitFor(() => expect(getAgentQueue()).toEqual([]));
    expect(await screen.findByTestId('job-complete')).toHaveTextContent('Complete');
    expect(screen.queryByTestId('job-start')).not.toBeInTheDocument();
  });

  it('keeps the card as it was when the answer to an action is not a job', async () => {
    let patched = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') {
        patched = true;
        return jsonResponse(200, { id: job().id, status: 'IN_PROGRESS' });
      }
      return patched ? new Promise<Response>(() => {}) : jsonResponse(200, { count: 1, results: [job()] });
    });
    renderPage(<PickupAssignmentsPage />);
    await userEvent.setup().click(await screen.findByTestId('job-start'));
    await waitFor(() => expect(patched).toBe(true));
    await waitFor(() => expect(getAgentQueue()).toEqual([]));
    // The answer is checked a moment later (its check loads with the list); give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await screen.findByTestId('job-start')).toBeInTheDocument();
    expect(screen.queryByTestId('job-complete')).not.toBeInTheDocument();
  });

  it('completes a pickup with a camera photo sent as proof_photo', async () => {
    answer({ count: 1, results: [job({ status: 'IN_PROGRESS' })] });
    renderPage(<PickupAssignmentsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));

    const input = await screen.findByTestId('pickup-photo');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['jpeg'], 'parcels.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByTestId('pickup-confirm'));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const form = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body as FormData;
    expect(form.get('status')).toBe('COMPLETED');
    expect(form.get('location')).toBe('London E1 6AN');
    expect((form.get('proof_photo') as File).type).toBe('image/jpeg');
    await waitFor(() => expect(getAgentQueue()).toEqual([]));
  });

  it('sends a pickup note marked for the customer as public_note', async () => {
    answer({ count: 1, results: [job({ status: 'IN_PROGRESS' })] });
    renderPage(<PickupAssignmentsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));
    await user.type(await screen.findByLabelText('Notes (optional)'), 'Collected 2 boxes');
    await user.click(screen.getByLabelText('Show this note to the customer'));
    await user.click(screen.getByTestId('pickup-confirm'));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')![1]!;
    const sent =
      init.body instanceof FormData ? Object.fromEntries(init.body) : JSON.parse(String(init.body));
    expect(sent.notes).toBe('Collected 2 boxes');
    expect(String(sent.public_note)).toBe('true');
  });

  it('says so when there are no jobs, and gives the spec’s message when the list cannot load', async () => {
    answer({ count: 0, results: [] });
    const { unmount } = renderPage(<PickupAssignmentsPage />);
    expect(await screen.findByText('No pickup assignments')).toBeInTheDocument();
    unmount();

    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'Server error' }));
    renderPage(<PickupAssignmentsPage />);
    expect(await screen.findByTestId('jobs-load-failed')).toHaveTextContent(
      'Failed to load pickup assignments',
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to load pickup assignments', 'Server error');
  });

  it('opens on the last list it saved when there is no connection', async () => {
    answer({ count: 1, results: [job()] });
    const { unmount } = renderPage(<PickupAssignmentsPage />);
    await screen.findByTestId('job-card');
    unmount();

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage(<PickupAssignmentsPage />);
    expect(await screen.findByTestId('offline-copy')).toHaveTextContent('You are offline');
    expect(screen.getByText('UKG1234567890')).toBeInTheDocument();
  });
});

describe('the pickup agent’s My Packages (/agent/pickup/packages)', () => {
  it('lists what was collected and where it is now', async () => {
    answer({
      count: 1,
      results: [
        {
          id: 's1',
          tracking_code: 'UKG1234567890',
          booking_code: 'BK-7Q2M9X',
          current_status: 'at_warehouse',
          collected_at: '2026-11-21T10:30:00.000Z',
          location: 'London warehouse',
          customer: { first_name: 'Ama', last_name: 'Mensah' },
          recipient_address: { city: 'Accra', region: 'Greater Accra' },
          service_level: { code: 'STANDARD', label: 'Ship' },
        },
      ],
    });
    renderPage(<PickupPackagesPage />);
    const card = await screen.findByTestId('pickup-package');
    expect(within(card).getByTestId('status-badge')).toHaveTextContent(/warehouse/i);
    expect(within(card).getByText('Last seen: London warehouse')).toBeInTheDocument();
  });
});

describe('the delivery agent’s screens', () => {
  const delivery = (overrides: Partial<AgentAssignment> = {}) =>
    job({ kind: 'DELIVERY', pickup_window_start: null, pickup_window_end: null, ...overrides });

  it('one list shows the recipient, a call link, the whole Ghana address and the actions', async () => {
    const full = withBooking(delivery(), {
      recipient_address: {
        name: 'Kofi Boateng',
        phone: '+233244123456',
        line1: '5 Ring Road',
        line2: 'Osu',
        city: 'Accra',
        region: 'Greater Accra',
        postcode: 'GA-183-8164',
        gps_address: 'GA-183-8164',
      },
    });
    answer({ count: 1, results: [full] });
    renderPage(<DeliveryPackagesPage />);
    const card = await screen.findByTestId('job-card');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/agent/delivery/assignments/');
    expect(within(card).getByText('Kofi Boateng')).toBeInTheDocument();
    for (const line of ['5 Ring Road', 'Osu', 'Accra', 'Greater Accra Region', 'Digital address GA-183-8164'])
      expect(within(card).getByText(line)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Call Kofi Boateng/ })).toHaveAttribute(
      'href',
      'tel:+233244123456',
    );
    const maps = within(card)
      .getByRole('link', { name: /in Maps/ })
      .getAttribute('href');
    expect(maps).toContain('Ghana');
    expect(maps).toContain('GA-183-8164');
    expect(within(card).getByTestId('job-start')).toBeInTheDocument();
  });

  it('My Bookings opens the one delivery list', async () => {
    const { router } = renderRoutes(
      [
        { path: '/agent/delivery/bookings', element: <DeliveryBookingsPage /> },
        { path: '/agent/delivery', element: <h1>Delivery list</h1> },
      ],
      '/agent/delivery/bookings',
    );
    expect(await screen.findByRole('heading', { name: 'Delivery list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/delivery');
  });

  it('opens Deliver on the signature when the customer asked for one, and says so', async () => {
    answer({
      count: 1,
      results: [withBooking(delivery({ status: 'IN_PROGRESS' }), { proof_mode: 'SIGNATURE' })],
    });
    renderPage(<DeliveryPackagesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));
    await user.click(await screen.findByRole('radio', { name: "Recipient can't give a code" }));
    expect(await screen.findByTestId('proof-requested')).toHaveTextContent('Signature at delivery');
    expect(screen.getByRole('radio', { name: 'Signature' })).toBeChecked();
    expect(screen.queryByLabelText('Delivery photo')).not.toBeInTheDocument();
  });

  it('Deliver asks for the handover code, shows a wrong one refused with the tries left, then sends the right one', async () => {
    let tries = 0;
    answer({ count: 1, results: [delivery({ status: 'IN_PROGRESS' })] }, () =>
      ++tries === 1
        ? jsonResponse(400, { message: 'That code is not right: 4 tries left', error: 'validation' })
        : jsonResponse(200, delivery({ status: 'COMPLETED' })),
    );
    renderPage(<DeliveryPackagesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));
    const input = await screen.findByLabelText('Handover code');
    await user.type(input, '12a3');
    await user.click(screen.getByRole('button', { name: 'Confirm with code' }));
    expect(await screen.findByTestId('handover-error')).toHaveTextContent(HANDOVER_MESSAGES.format);

    await user.clear(input);
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm with code' }));
    expect(await screen.findByTestId('handover-error')).toHaveTextContent(
      'That code is not right: 4 tries left',
    );
    const first = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!;
    expect(JSON.parse(first.body as string)).toMatchObject({ status: 'COMPLETED', handover_code: '111111' });

    await user.type(screen.getByLabelText('Handover code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm with code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patches.at(-1)![1]!.body as string)).toMatchObject({ handover_code: '482913' });
  });

  it('Deliver sends where and when the phone was as the proof was taken (issue 50)', async () => {
    const taken = Date.parse('2026-12-04T14:32:00.000Z');
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({
        coords: { latitude: 6.6885, longitude: -1.6244, accuracy: 15 },
        timestamp: taken,
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    answer({ count: 1, results: [delivery({ status: 'IN_PROGRESS' })] }, () =>
      jsonResponse(200, delivery({ status: 'COMPLETED' })),
    );
    renderPage(<DeliveryPackagesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));
    await user.type(await screen.findByLabelText('Handover code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm with code' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const body = JSON.parse(
      fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body as string,
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(JSON.parse(body.proof_location)).toEqual({
      lat: 6.6885,
      lng: -1.6244,
      accuracy_m: 15,
      taken_at: '2026-12-04T14:32:00.000Z',
    });
  });

  it('Deliver goes ahead without a location when the agent refuses it', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    answer({ count: 1, results: [delivery({ status: 'IN_PROGRESS' })] }, () =>
      jsonResponse(200, delivery({ status: 'COMPLETED' })),
    );
    renderPage(<DeliveryPackagesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));
    await user.type(await screen.findByLabelText('Handover code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm with code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = JSON.parse(
      fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body as string,
    );
    expect(body).toMatchObject({ status: 'COMPLETED', handover_code: '482913' });
    expect(body).not.toHaveProperty('proof_location');
  });

  it('My Packages delivers with a drawn signature sent as proof_signature, and notes', async () => {
    answer({ count: 1, results: [delivery({ status: 'IN_PROGRESS' })] });
    renderPage(
      <>
        <AgentQueueStatus />
        <DeliveryPackagesPage />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-complete'));
    await user.click(await screen.findByRole('radio', { name: "Recipient can't give a code" }));
    await user.click(await screen.findByRole('radio', { name: 'Signature' }));
    await user.type(screen.getByLabelText('Notes (optional)'), 'Handed to Kofi');
    // Without a code the reason is asked first.
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText(HANDOVER_MESSAGES.reason)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Why there is no code' }));
    await user.click(await screen.findByRole('option', { name: 'No signal' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const form = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body as FormData;
    expect(form.get('status')).toBe('COMPLETED');
    expect(form.get('notes')).toBe('Handed to Kofi');
    expect((form.get('proof_signature') as File).type).toBe('image/png');
    expect(form.get('proof_photo')).toBeNull();
    expect(form.get('without_code_reason')).toBe('NO_SIGNAL');
    expect(form.get('handover_code')).toBeNull();
    // Not marked for the customer: the note stays internal.
    expect(form.get('public_note')).toBeNull();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Package marked as delivered with proof'));
  });

  it('shows a refused delivery with the server’s reason in the header list until dismissed', async () => {
    answer({ count: 1, results: [delivery()] }, () =>
      jsonResponse(409, { message: 'This package was moved by someone else', code: 'conflict' }),
    );
    renderPage(
      <>
        <AgentQueueStatus />
        <DeliveryPackagesPage />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('job-start'));
    expect(await screen.findByTestId('agent-queue-refused')).toHaveTextContent('1 not accepted');
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to update package status',
      'This package was moved by someone else',
    );

    await user.click(screen.getByTestId('agent-queue-status'));
    const item = await screen.findByTestId('agent-queue-refused-item');
    expect(item).toHaveTextContent('This package was moved by someone else');
    await user.click(within(item).getByRole('button', { name: /Dismiss/ }));
    await waitFor(() => expect(screen.queryByTestId('agent-queue-refused')).not.toBeInTheDocument());
  });

  it('says so when there are no deliveries, and gives the spec’s message when the list cannot load', async () => {
    answer({ count: 0, results: [] });
    const { unmount } = renderPage(<DeliveryPackagesPage />);
    expect(await screen.findByText('No delivery assignments')).toBeInTheDocument();
    unmount();
    fetchMock.mockImplementation(async () => jsonResponse(503, {}));
    renderPage(<DeliveryPackagesPage />);
    expect(await screen.findByTestId('jobs-load-failed')).toHaveTextContent(
      'Failed to load delivery assignments',
    );
  });
});
