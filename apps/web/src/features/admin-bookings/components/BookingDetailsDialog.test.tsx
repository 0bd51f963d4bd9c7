import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_BOOKING_MESSAGES,
  type AdminBookingDetail,
  HANDOVER_MESSAGES,
  NO_RECIPIENT_CHOICES,
  type Role,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { callsTo, makeDetail, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { BookingDetailsDialog } from './BookingDetailsDialog.tsx';

const ID = 'b0000000-0000-4000-8000-000000000001';
const DETAIL = `GET /admin/bookings/${ID}/`;
const REISSUE = `POST /admin/bookings/${ID}/handover-code/`;

const detail = (canReissue: boolean): AdminBookingDetail => ({
  ...makeDetail({
    id: ID,
    status: 'CONFIRMED',
    status_display: 'Confirmed',
    shipment_status: canReissue ? 'out_for_delivery' : 'delivered',
    tracking_number: 'UKG1234567890',
  }),
  invoice: {
    lines: [],
    freight_gbp: 0,
    insurance_gbp: 0,
    total_gbp: 0,
    total_ghs: 0,
    gbp_to_ghs_rate: 15,
    chargeable_weight_kg: 0,
  },
  recipient_choices: NO_RECIPIENT_CHOICES,
  recipient_page_path: null,
  can_reissue_handover_code: canReissue,
});

const open = (role: Role) =>
  renderPage(
    <BookingDetailsDialog
      bookingId={ID}
      role={role}
      onClose={() => {}}
      onConfirm={() => {}}
      onReject={() => {}}
      onCancel={() => {}}
    />,
  );

const BUTTON = 'Send a new handover code';

describe('BookingDetailsDialog: Send a new handover code', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows only when the server says a new code may be sent, and only to an admin', async () => {
    routeFetch({ [DETAIL]: () => jsonResponse(200, detail(false)) });
    const closed = open('ADMIN');
    await screen.findByTestId('details-tracking-number');
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    closed.unmount();

    routeFetch({ [DETAIL]: () => jsonResponse(200, detail(true)) });
    const warehouse = open('WAREHOUSE');
    await screen.findByTestId('details-tracking-number');
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    warehouse.unmount();

    open('ADMIN');
    expect(await screen.findByRole('button', { name: BUTTON })).toBeInTheDocument();
  });

  it('asks first, then posts to the booking’s handover-code URL and says who was texted', async () => {
    const fetchMock = routeFetch({
      [DETAIL]: () => jsonResponse(200, detail(true)),
      [REISSUE]: () => jsonResponse(200, { sent_to: 'recipient', issued_at: '2025-03-09T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    open('ADMIN');
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const confirm = await screen.findByRole('dialog', { name: 'Send a new handover code?' });
    expect(callsTo(fetchMock, REISSUE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send new code' }));
    await waitFor(() => expect(callsTo(fetchMock, REISSUE)).toHaveLength(1));
    expect(callsTo(fetchMock, REISSUE)[0]!.init?.body).toBeUndefined();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('New handover code texted to the recipient'),
    );
  });

  it('Back sends nothing; a refusal is toasted as a failure', async () => {
    const fetchMock = routeFetch({
      [DETAIL]: () => jsonResponse(200, detail(true)),
      [REISSUE]: () =>
        jsonResponse(409, {
          message: HANDOVER_MESSAGES.notOutForDelivery,
          error: 'Conflict',
          code: 'CONFLICT',
        }),
    });
    const user = userEvent.setup();
    open('ADMIN');
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send a new handover code?' })).getByRole('button', {
        name: 'Back',
      }),
    );
    expect(callsTo(fetchMock, REISSUE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: BUTTON }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send a new handover code?' })).getByRole('button', {
        name: 'Send new code',
      }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        ADMIN_BOOKING_MESSAGES.handoverCodeFailed,
        HANDOVER_MESSAGES.notOutForDelivery,
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
