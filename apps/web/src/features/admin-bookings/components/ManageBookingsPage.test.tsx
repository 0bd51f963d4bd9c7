import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_BOOKING_MESSAGES,
  type AdminBookingCard,
  type AdminBookingDetail,
  IMAGE_NOT_AVAILABLE,
  NO_RECIPIENT_CHOICES,
  type Role,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import {
  callsTo,
  makeAdminPayment,
  makeDetail,
  makeListItem,
  makePackage,
  routeFetch,
} from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { ManageBookingsPage } from './ManageBookingsPage.tsx';

const customer = {
  id: 'c1',
  full_name: 'Efua Sarpong',
  first_name: 'Efua',
  last_name: 'Sarpong',
  email: 'efua@example.com',
  phone_e164: null,
};
const pending: AdminBookingCard = { ...makeListItem(), customer };
const confirmed: AdminBookingCard = {
  ...makeListItem({
    id: 'b0000000-0000-4000-8000-000000000002',
    booking_code: 'BK-CONFIRM2',
    status: 'CONFIRMED',
    status_display: 'Confirmed',
    shipment_status: 'confirmed',
  }),
  customer,
};
const counters = { total: 2, pending: 1, confirmed: 1, cancelled: 0, rejected: 0 };
const notCapped = { total: false, pending: false, confirmed: false, cancelled: false, rejected: false };
const list = (results: AdminBookingCard[]) => ({
  count: results.length,
  count_capped: false,
  count_cap: 1000,
  next: null as string | null,
  previous: null,
  results,
  counters,
  counters_capped: notCapped,
});

const detail = (overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail => ({
  ...makeDetail(),
  customer,
  insurance_opt_in: true,
  total_price_gbp: 57.5,
  invoice: {
    lines: [
      { kind: 'package', label: 'Package 1: Clothes (1 × 10 kg)', amount_gbp: 45 },
      { kind: 'package', label: 'Package 2: Shoes (1 × 2 kg)', amount_gbp: 7.5 },
      { kind: 'insurance', label: 'Insurance (3% of declared value, minimum £5.00)', amount_gbp: 5 },
    ],
    freight_gbp: 52.5,
    insurance_gbp: 5,
    total_gbp: 57.5,
    total_ghs: 862.5,
    gbp_to_ghs_rate: 15,
    chargeable_weight_kg: 12,
  },
  recipient_choices: NO_RECIPIENT_CHOICES,
  recipient_page_path: '/r/1234567890abcdefghijkl',
  can_reissue_handover_code: false,
  ...overrides,
});

const signIn = (role: Role) => setSession('token', makeUser({ role }));
const renderPage = () =>
  renderRoutes([{ path: '/admin/bookings', element: <ManageBookingsPage /> }], '/admin/bookings');
const cardOf = async (code: string) =>
  (await screen.findAllByTestId('admin-booking-card')).find((c) => c.dataset.code === code)!;

describe('ManageBookingsPage', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    signIn('ADMIN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows capped counts as "1,000+" and follows the keyset cursor to the next page', async () => {
    const capped = {
      ...list([pending, confirmed]),
      count: 1000,
      count_capped: true,
      next: '/api/v1/admin/bookings/?page_size=12&cursor=CURSOR2',
      counters: { ...counters, total: 1000 },
      counters_capped: { ...notCapped, total: true },
    };
    const fetchMock = routeFetch({ 'GET /admin/bookings/': () => jsonResponse(200, capped) });
    renderPage();
    expect(await screen.findByTestId('counter-total-value')).toHaveTextContent('1,000+');
    expect(screen.getByTestId('counter-pending-value')).toHaveTextContent('1');
    expect(await screen.findByText('1–12 of 1,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /admin/bookings/').some(
          ({ url }) => url.searchParams.get('cursor') === 'CURSOR2',
        ),
      ).toBe(true),
    );
  });

  it('shows the counters and cards with price, customer and agents; Confirm and Reject only while pending', async () => {
    routeFetch({ 'GET /admin/bookings/': () => jsonResponse(200, list([pending, confirmed])) });
    renderPage();
    expect(await screen.findByTestId('counter-total-value')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-pending-value')).toHaveTextContent('1');
    const first = within(await cardOf('BK-PENDING1'));
    expect(first.getByText('Efua Sarpong')).toBeInTheDocument();
    expect(first.getByTestId('card-price')).toHaveTextContent('£31.25');
    expect(first.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    const second = within(await cardOf('BK-CONFIRM2'));
    expect(second.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    // Update Status is for confirmed bookings only (spec 001 §2).
    expect(first.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
  });

  it('Update Status on a confirmed card opens the Update Package Status dialog for that booking', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /admin/bookings/': () => jsonResponse(200, list([pending, confirmed])) });
    renderPage();
    await user.click(within(await cardOf('BK-CONFIRM2')).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update Package Status')).toBeInTheDocument();
  });

  it("opens a booking's Payment tab from a link (?booking=…&tab=payment), even when the list does not show it", async () => {
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([])),
      [`GET /admin/bookings/${confirmed.id}/`]: () => jsonResponse(200, detail({ id: confirmed.id })),
      [`GET /admin/bookings/${confirmed.id}/payment/`]: () =>
        jsonResponse(200, makeAdminPayment({ booking_id: confirmed.id })),
    });
    renderRoutes(
      [{ path: '/admin/bookings', element: <ManageBookingsPage /> }],
      `/admin/bookings?booking=${confirmed.id}&tab=payment`,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('admin-payment')).toBeInTheDocument();
    expect(within(dialog).getByTestId('tab-payment')).toHaveAttribute('aria-selected', 'true');
  });

  it('warehouse staff see the list without the moves the rules keep for admins, and no Delete', async () => {
    signIn('WAREHOUSE');
    routeFetch({ 'GET /admin/bookings/': () => jsonResponse(200, list([pending, confirmed])) });
    renderPage();
    const card = within(await cardOf('BK-PENDING1'));
    expect(card.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    for (const name of ['Confirm', 'Reject', 'Update Status', /Delete booking/])
      expect(card.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('confirms with the chosen pickup agent and says so', async () => {
    const fetchMock = routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      'GET /bookings/pickup-agents/': () =>
        jsonResponse(200, [
          { id: 'agent-1', name: 'Yaw Pickup', email: 'yaw@example.com', phone_e164: null },
        ]),
      [`POST /admin/bookings/${pending.id}/confirm/`]: () =>
        jsonResponse(200, detail({ status: 'CONFIRMED' })),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('textbox', { name: /Pickup agent/ }));
    await user.click(await screen.findByRole('option', { name: /Yaw Pickup/ }));
    await user.click(screen.getByTestId('confirm-booking-submit'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(ADMIN_BOOKING_MESSAGES.confirmedAndAssigned),
    );
    const [call] = callsTo(fetchMock, `POST /admin/bookings/${pending.id}/confirm/`);
    expect(JSON.parse(String(call!.init!.body))).toEqual({ pickup_agent_id: 'agent-1' });
  });

  it('confirms without an agent, and toasts the failure when the server refuses', async () => {
    let answer = 200;
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      'GET /bookings/pickup-agents/': () => jsonResponse(200, []),
      [`POST /admin/bookings/${pending.id}/confirm/`]: () =>
        answer === 200
          ? jsonResponse(200, detail())
          : jsonResponse(409, { message: 'The booking is already Confirmed', code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByTestId('confirm-booking-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_BOOKING_MESSAGES.confirmed));
    answer = 409;
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByTestId('confirm-booking-submit'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        ADMIN_BOOKING_MESSAGES.confirmFailed,
        'The booking is already Confirmed',
      ),
    );
  });

  it('rejects only with a reason, and sends it', async () => {
    const fetchMock = routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      [`POST /admin/bookings/${pending.id}/reject/`]: () => jsonResponse(200, detail({ status: 'REJECTED' })),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'Reject' }));
    const submit = await screen.findByTestId('reason-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('reason-input'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('reason-input'), 'We cannot ship batteries');
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_BOOKING_MESSAGES.rejected));
    const [call] = callsTo(fetchMock, `POST /admin/bookings/${pending.id}/reject/`);
    expect(JSON.parse(String(call!.init!.body))).toEqual({ reason: 'We cannot ship batteries' });
  });

  it("the details dialog's invoice lines add up to its total", async () => {
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      [`GET /admin/bookings/${pending.id}/`]: () => jsonResponse(200, detail()),
      'GET /bookings/pickup-agents/': () => jsonResponse(200, []),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByTestId('tab-invoice'));
    const amounts = (await screen.findAllByTestId('invoice-line-amount')).map((cell) =>
      Math.round(Number(cell.textContent!.replace(/[^\d.]/g, '')) * 100),
    );
    const total = Number(screen.getByTestId('invoice-total').firstChild!.textContent!.replace(/[^\d.]/g, ''));
    expect(amounts).toHaveLength(3);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(Math.round(total * 100));
    expect(total).toBe(57.5);
    expect(screen.getByText('Insurance (3% of declared value, minimum £5.00)')).toBeInTheDocument();
    // A pending booking's footer offers its moves: Confirm Booking opens the Assign Pickup Agent dialog.
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Assign Pickup Agent')).toBeInTheDocument();
  });

  it("Print Label downloads the label PDF, or says 'No tracking code available for this booking'", async () => {
    const pdf = () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 });
    const labelUrl = `GET /shipments/bookings/${confirmed.id}/shipping-label/download/`;
    const fetchMock = routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending, confirmed])),
      [`GET /admin/bookings/${pending.id}/`]: () => jsonResponse(200, detail({ tracking_number: null })),
      [`GET /admin/bookings/${confirmed.id}/`]: () =>
        jsonResponse(200, detail({ ...confirmed, tracking_number: 'UKG1234567890' })),
      [labelUrl]: pdf,
      'GET /bookings/pickup-agents/': () => jsonResponse(200, []),
    });
    const saved = vi.fn(() => 'blob:label');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'View Details' }));
    await user.click(await within(await screen.findByRole('dialog')).findByTestId('print-label'));
    expect(toast.error).toHaveBeenCalledWith(ADMIN_BOOKING_MESSAGES.noTrackingCode);
    expect(callsTo(fetchMock, labelUrl)).toHaveLength(0);
    // The footer's Close (the header's icon button has the same name).
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(await cardOf('BK-CONFIRM2')).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('BK-CONFIRM2')).toBeInTheDocument());
    await user.click(dialog.getByTestId('print-label'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, labelUrl);
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('copies an address on click, links it to a maps search in a new tab', async () => {
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      [`GET /admin/bookings/${pending.id}/`]: () => jsonResponse(200, detail()),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'View Details' }));
    const [pickup] = await screen.findAllByTestId('copy-address');
    await user.click(pickup!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_BOOKING_MESSAGES.addressCopied));
    expect(await navigator.clipboard.readText()).toContain('1 High Street');
    const [maps] = screen.getAllByRole('link', { name: /Open in Maps/ });
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps!.getAttribute('href')).toContain(encodeURIComponent('1 High Street'));
  });

  it("shows a proof thumbnail, 'Image not available' when it fails to load", async () => {
    const event = {
      id: 'e1',
      status: 'delivered',
      status_display: 'Delivered',
      code: null,
      location: 'Accra',
      notes: null,
      timestamp: '2025-03-09T10:00:00.000Z',
      created_at: '2025-03-09T10:00:00.000Z',
      agent_name: null,
      agent: null,
      photo_url: '/api/v1/files/proofs/x.png?sig=1',
      signature_url: null,
    };
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([confirmed])),
      [`GET /admin/bookings/${confirmed.id}/`]: () =>
        jsonResponse(
          200,
          detail({
            id: confirmed.id,
            status: 'CONFIRMED',
            shipment_status: 'delivered',
            travel_history: [event],
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-CONFIRM2')).getByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('tab', { name: 'Travel History' }));
    const thumb = await screen.findByTestId('proof-thumb');
    fireEvent.error(within(thumb).getByRole('img'));
    expect(await within(thumb).findByText(IMAGE_NOT_AVAILABLE)).toBeInTheDocument();
  });

  it('deletes only after confirmation and names the booking in the toast', async () => {
    const fetchMock = routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      [`DELETE /admin/bookings/${pending.id}/delete/`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: /Delete booking/ }));
    expect(callsTo(fetchMock, `DELETE /admin/bookings/${pending.id}/delete/`)).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Booking BK-PENDING1 has been permanently deleted'),
    );
  });

  it('cards say whether the booking is paid', async () => {
    const paid = { ...confirmed, payment_status: 'PAID' };
    routeFetch({ 'GET /admin/bookings/': () => jsonResponse(200, list([pending, paid])) });
    renderPage();
    expect(within(await cardOf('BK-PENDING1')).getByTestId('card-payment-status')).toHaveTextContent(
      'Pending',
    );
    expect(within(await cardOf('BK-CONFIRM2')).getByTestId('card-payment-status')).toHaveTextContent('Paid');
  });

  it('the dialog shows the tracking number, the Ghana region of the delivery address and an invoice download', async () => {
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([confirmed])),
      [`GET /admin/bookings/${confirmed.id}/`]: () =>
        jsonResponse(200, detail({ id: confirmed.id, status: 'CONFIRMED', tracking_number: 'UKG982842961' })),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-CONFIRM2')).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('dialog-tracking-number')).toHaveTextContent('UKG982842961');
    expect(dialog.getByTestId('details-tracking-number')).toHaveTextContent('UKG982842961');
    const [, delivery] = dialog.getAllByTestId('copy-address');
    expect(delivery).toHaveTextContent('Greater Accra');
    await user.click(dialog.getByTestId('tab-invoice'));
    expect(await dialog.findByTestId('download-invoice')).toBeInTheDocument();
  });

  it('the dialog shows what customs is told, and the Invoice tab downloads the packing list', async () => {
    const fetchMock = routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([confirmed])),
      [`GET /admin/bookings/${confirmed.id}/`]: () =>
        jsonResponse(
          200,
          detail({
            id: confirmed.id,
            booking_code: confirmed.booking_code,
            status: 'CONFIRMED',
            recipient_id_number: 'GHA-123456789-0',
            prohibited_goods_declaration: { text: 'I declare…', accepted_at: '2026-03-09T10:00:00.000Z' },
            packages: [
              makePackage({
                id: 'p1',
                description: 'Phone cases',
                category: 'COMMERCIAL',
                hs_code: '3926.90',
              }),
            ],
          }),
        ),
      [`GET /bookings/${confirmed.id}/packing-list/download/`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-CONFIRM2')).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('details-recipient-id')).toHaveTextContent('GHA-123456789-0');
    expect(dialog.getByText('Commercial goods, HS 3926.90')).toBeInTheDocument();
    expect(dialog.getByText(/Declared none, 9 Mar 2026/)).toBeInTheDocument();
    await user.click(dialog.getByTestId('tab-invoice'));
    await user.click(await dialog.findByTestId('download-packing-list'));
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /bookings/${confirmed.id}/packing-list/download/`)).toHaveLength(1),
    );
  });

  it('the History tab names people and fields, and reads values as people do', async () => {
    const agentId = '70fa2d47-0000-4000-8000-000000000001';
    const adminId = '70fa2d47-0000-4000-8000-000000000002';
    const entry = (over: object) => ({
      id: 'a1',
      actor_id: adminId,
      actor_role: 'ADMIN',
      actor_name: 'Akosua Admin',
      entity: 'booking',
      entity_id: pending.id,
      request_id: null,
      created_at: '2025-03-09T10:00:00.000Z',
      ...over,
    });
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      [`GET /admin/bookings/${pending.id}/`]: () => jsonResponse(200, detail()),
      'GET /admin/audit/': () =>
        jsonResponse(200, {
          next: null,
          previous: null,
          people: { [agentId]: 'Yaw Collector', [adminId]: 'Akosua Admin' },
          results: [
            entry({
              id: 'a1',
              action: 'confirm',
              before: { status: 'PENDING', pickupAgentId: null },
              after: { status: 'CONFIRMED', pickupAgentId: agentId },
            }),
            entry({
              id: 'a2',
              action: 'payment.create',
              before: null,
              after: { status: 'PENDING', amount_gbp: 31.25, refunded_at: null, receipt_id: null },
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const changes = (await screen.findAllByTestId('audit-change')).map((c) => c.textContent);
    expect(changes).toContain('Status: Pending → Confirmed');
    expect(changes).toContain('Pickup agent: — → Yaw Collector');
    expect(changes).toContain('Amount: £31.25');
    expect(changes.join('\n')).not.toMatch(/refunded|Refunded on|70fa2d47|pickupAgentId/);
    expect(screen.getAllByTestId('audit-actor')[0]).toHaveTextContent('Akosua Admin (Admin)');
  });

  it('the History tab lists the messages sent about the booking: what, channel, to whom and whether it arrived', async () => {
    const message = (over: object) => ({
      id: 'm1',
      attempts: 1,
      error: null,
      created_at: '2025-03-09T10:00:00.000Z',
      sent_at: '2025-03-09T10:00:05.000Z',
      delivered_at: null,
      ...over,
    });
    routeFetch({
      'GET /admin/bookings/': () => jsonResponse(200, list([pending])),
      [`GET /admin/bookings/${pending.id}/`]: () => jsonResponse(200, detail()),
      'GET /admin/audit/': () => jsonResponse(200, { next: null, previous: null, people: {}, results: [] }),
      [`GET /admin/bookings/${pending.id}/messages/`]: () =>
        jsonResponse(200, {
          results: [
            message({
              id: 'm1',
              channel: 'email',
              kind: 'booking_confirmed',
              to: 'ama@example.com',
              state: 'sent',
            }),
            message({
              id: 'm2',
              channel: 'sms',
              kind: 'recipient_booking_confirmed',
              to: '+233241234567',
              state: 'delivered',
              delivered_at: '2025-03-09T10:01:00.000Z',
            }),
            message({
              id: 'm3',
              channel: 'sms',
              kind: 'recipient_delivered',
              to: '+233241234567',
              state: 'failed',
              error: 'Twilio: undelivered 30005',
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf('BK-PENDING1')).getByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = (await screen.findAllByTestId('booking-message')).map((r) =>
      [...r.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Booking confirmed', 'Email', 'ama@example.com', 'Sent'],
      ['Recipient: booking confirmed', 'SMS', '+233241234567', 'Delivered'],
      ['Recipient: delivered', 'SMS', '+233241234567', 'Failed'],
    ]);
  });

  it("says 'No bookings found' for an empty list", async () => {
    routeFetch({ 'GET /admin/bookings/': () => jsonResponse(200, list([])) });
    renderPage();
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
  });
});
