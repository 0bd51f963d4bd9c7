import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RATE_CARD, PROHIBITED_GOODS_DECLARATION } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { callsTo, makeAddress, makeDetail, makePackage, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { EDIT_BOOKING_MESSAGES } from '../api/update-booking.ts';
import { EditBookingPage } from './EditBookingPage.tsx';

const ID = 'b0000000-0000-4000-8000-000000000001';
const rates = { ...DEFAULT_RATE_CARD, gbp_to_ghs: 15 };

/** A pending booking as GET /bookings/{id}/ answers it (bookings.presenter.ts). */
const stored = makeDetail({
  id: ID,
  booking_code: 'BK-PENDING1',
  can_edit: true,
  can_cancel: true,
  sender_name: 'Kofi Boateng',
  sender_email: 'kofi@example.com',
  sender_phone: '+447700900123',
  sender_address: makeAddress({
    name: 'Kofi Boateng',
    line1: '1 High Street',
    line2: 'Flat 2',
    city: 'London',
    postcode: 'E1 6AN',
    postal_code: 'E1 6AN',
    country: 'GB',
  }),
  recipient_name: 'Yaw Mensah',
  recipient_email: null,
  recipient_phone: '+233241234567',
  recipient_address: {
    ...makeAddress({
      name: 'Yaw Mensah',
      line1: '12 Ring Road',
      line2: null,
      city: 'Accra',
      postcode: null,
      postal_code: null,
      country: 'GH',
    }),
    gps_address: null,
    gh_region_code: 'GR',
    region_name: 'Greater Accra',
    state: 'Greater Accra',
  },
  gh_region_code: 'GR',
  // Booked in the wizard, so the declaration was accepted then; the edit keeps it.
  prohibited_goods_declaration: {
    text: PROHIBITED_GOODS_DECLARATION,
    accepted_at: '2026-03-09T10:00:00.000Z',
  },
  packages: [
    makePackage({
      id: 'p1',
      description: 'Clothes',
      pkg_type: 'BOX',
      qty: 2,
      weight_kg: 5,
      length_cm: 40,
      width_cm: 30,
      height_cm: 20,
      declared_value: 20,
    }),
    makePackage({
      id: 'p2',
      description: 'Letters',
      pkg_type: 'ENVELOPE',
      qty: 1,
      weight_kg: 0.4,
      length_cm: 0,
      width_cm: 0,
      height_cm: 0,
      declared_value: 0,
    }),
  ],
  service_level: { code: 'EXPRESS', name: 'Express', label: 'Flight' },
  // 08:00–12:00 London time on 20 March 2026 (GMT, so the same in UTC).
  preferred_pickup_start: '2026-03-20T08:00:00.000Z',
  preferred_pickup_end: '2026-03-20T12:00:00.000Z',
  proof_mode: 'SIGNATURE',
  fragile: true,
  insurance_opt_in: false,
  cod_opt_in: false,
  notes: 'Ring the bell twice',
});

const renderEdit = () =>
  renderRoutes(
    [
      { path: '/dashboard/bookings/:id/edit', element: <EditBookingPage /> },
      { path: '/dashboard/bookings/:id', element: <h1>Booking details</h1> },
      { path: '/dashboard/bookings', element: <h1>My Bookings</h1> },
    ],
    `/dashboard/bookings/${ID}/edit`,
  );

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByTestId('wizard-next'));
const stepTitle = () => screen.getByTestId('wizard-step-title');
const fieldError = (testId: string) => {
  const id = screen
    .getByTestId(testId)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
};

describe('EditBookingPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof routeFetch>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify(makeUser({ first_name: 'Ama', last_name: 'Mensah' })));
    loadSession();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, stored),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pre-fills every step from the booking, not from the profile', async () => {
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByTestId('wizard-title')).toHaveTextContent('Edit Booking BK-PENDING1');
    expect(screen.getByTestId('wizard-back')).toHaveAttribute('href', `/dashboard/bookings/${ID}`);
    expect(screen.getByTestId('sender-name')).toHaveValue('Kofi Boateng');
    expect(screen.getByTestId('sender-email')).toHaveValue('kofi@example.com');
    expect(screen.getByTestId('sender-phone')).toHaveValue('+447700900123');
    expect(screen.getByTestId('sender-line1')).toHaveValue('1 High Street');
    expect(screen.getByTestId('sender-line2')).toHaveValue('Flat 2');
    expect(screen.getByTestId('sender-city')).toHaveValue('London');
    expect(screen.getByTestId('sender-postcode')).toHaveValue('E1 6AN');

    await next(user);
    expect(stepTitle()).toHaveTextContent('Recipient Info');
    // The later steps load with the first Next.
    expect(await screen.findByTestId('recipient-name')).toHaveValue('Yaw Mensah');
    expect(screen.getByTestId('recipient-phone')).toHaveValue('+233241234567');
    expect(screen.getByTestId('recipient-region')).toHaveValue('Greater Accra');
    expect(screen.getByTestId('recipient-line1')).toHaveValue('12 Ring Road');
    expect(screen.getByTestId('recipient-city')).toHaveValue('Accra');

    await next(user);
    expect(stepTitle()).toHaveTextContent('Package Details');
    expect(screen.getAllByTestId('package-form')).toHaveLength(2);
    expect(screen.getByTestId('package-0-description')).toHaveValue('Clothes');
    expect(screen.getByTestId('package-0-qty')).toHaveValue('2');
    expect(screen.getByTestId('package-0-weight')).toHaveValue('5');
    expect(screen.getByTestId('package-0-value')).toHaveValue('20');
    expect(screen.getByTestId('package-1-description')).toHaveValue('Letters');
    expect(screen.getByTestId('package-1-weight')).toHaveValue('0.4');
    expect(screen.getByTestId('summary-count')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-service')).toHaveTextContent('Express (Flight)');

    await next(user);
    expect(stepTitle()).toHaveTextContent('Service Options');
    expect(screen.getByTestId('booking-notes')).toHaveValue('Ring the bell twice');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Review & Submit');
    // The stored window back as the wizard's UK date and time window.
    expect(screen.getByTestId('review')).toHaveTextContent('Friday, 20 March 2026 · Morning, 08:00 – 12:00');
    expect(screen.getByTestId('wizard-submit')).toHaveTextContent('Save Changes');
  });

  it('saves with PUT to the booking (no Idempotency-Key), then shows the booking', async () => {
    const user = userEvent.setup();
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, stored),
      [`PUT /bookings/${ID}/`]: () => jsonResponse(200, { ...stored }),
    });
    renderEdit();
    await screen.findByTestId('wizard-title');
    await next(user);
    await user.clear(await screen.findByTestId('recipient-city'));
    await user.type(screen.getByTestId('recipient-city'), 'Tema');
    await next(user);
    await next(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Review & Submit');
    await user.click(screen.getByTestId('wizard-submit'));

    expect(await screen.findByRole('heading', { name: 'Booking details' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(EDIT_BOOKING_MESSAGES.updated);
    expect(callsTo(fetchMock, 'POST /bookings/')).toHaveLength(0);
    const puts = callsTo(fetchMock, `PUT /bookings/${ID}/`);
    expect(puts).toHaveLength(1);
    const [{ init }] = puts;
    expect(new Headers(init?.headers).has('Idempotency-Key')).toBe(false);
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      sender_name: 'Kofi Boateng',
      sender_email: 'kofi@example.com',
      sender_phone: '+447700900123',
      sender_address: {
        line1: '1 High Street',
        line2: 'Flat 2',
        city: 'London',
        postcode: 'E1 6AN',
        country_code: 'GB',
      },
      recipient_name: 'Yaw Mensah',
      recipient_email: null,
      recipient_phone: '+233241234567',
      recipient_whatsapp_opt_in: false,
      recipient_address: {
        line1: '12 Ring Road',
        line2: null,
        city: 'Tema',
        postcode: null,
        country_code: 'GH',
      },
      gh_region_code: 'GR',
      packages: [
        {
          description: 'Clothes',
          pkg_type: 'BOX',
          qty: 2,
          weight_kg: 5,
          length_cm: 40,
          width_cm: 30,
          height_cm: 20,
          declared_value: 20,
          category: 'PERSONAL_EFFECTS',
          hs_code: null,
        },
        {
          description: 'Letters',
          pkg_type: 'ENVELOPE',
          qty: 1,
          weight_kg: 0.4,
          length_cm: 0,
          width_cm: 0,
          height_cm: 0,
          declared_value: 0,
          category: 'PERSONAL_EFFECTS',
          hs_code: null,
        },
      ],
      recipient_id_number: null,
      prohibited_goods_declared: true,
      service_level_code: 'EXPRESS',
      preferred_pickup_start: '2026-03-20T08:00:00.000Z',
      preferred_pickup_end: '2026-03-20T12:00:00.000Z',
      proof_mode: 'SIGNATURE',
      fragile: true,
      insurance_opt_in: false,
      cod_opt_in: false,
      notes: 'Ring the bell twice',
    });
  });

  it('on failure toasts and puts the server field errors beside their fields', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      [`GET /bookings/${ID}/`]: () => jsonResponse(200, stored),
      [`PUT /bookings/${ID}/`]: () =>
        jsonResponse(400, {
          message: 'Validation failed',
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          details: { 'recipient_address.city': ['We do not deliver to this town yet'] },
        }),
    });
    renderEdit();
    await screen.findByTestId('wizard-title');
    for (let i = 0; i < 4; i++) await next(user);
    await user.click(screen.getByTestId('wizard-submit'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(EDIT_BOOKING_MESSAGES.updateFailed, 'Validation failed'),
    );
    expect(stepTitle()).toHaveTextContent('Recipient Info');
    expect(fieldError('recipient-city')).toBe('We do not deliver to this town yet');
    expect(screen.queryByRole('heading', { name: 'Booking details' })).not.toBeInTheDocument();
  });

  it('a booking that is no longer pending says so and leads back to its details', async () => {
    routeFetch({
      [`GET /bookings/${ID}/`]: () =>
        jsonResponse(
          200,
          makeDetail({
            status: 'CONFIRMED',
            display_status: 'confirmed',
            can_edit: false,
            can_cancel: false,
          }),
        ),
    });
    renderEdit();
    const message = await screen.findByTestId('booking-not-editable');
    expect(message).toHaveTextContent(EDIT_BOOKING_MESSAGES.notEditableTitle);
    expect(message).toHaveTextContent('Only a pending booking can be changed.');
    expect(screen.getByTestId('back-to-booking')).toHaveAttribute('href', `/dashboard/bookings/${ID}`);
    expect(screen.queryByTestId('wizard-form')).not.toBeInTheDocument();
  });
});
