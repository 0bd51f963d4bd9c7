import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_FIELD_MESSAGES, BOOKING_MESSAGES, CUSTOMS_MESSAGES, DEFAULT_RATE_CARD } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../app/guards/GuestOnly.tsx';
import { RequireAuth } from '../../../app/guards/RequireAuth.tsx';
import { loadSession } from '../../../lib/auth-store.ts';
import { readQuoteDraft, saveQuoteDraft } from '../../../lib/quote-draft.ts';
import { toast } from '../../../lib/toast.ts';
import { callsTo, routeFetch, TEST_BANK } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from '../../auth/components/LoginPage.tsx';
import { BookingWizardPage } from './BookingWizardPage.tsx';

const M = BOOKING_FIELD_MESSAGES;
const rates = { ...DEFAULT_RATE_CARD, gbp_to_ghs: 15 };

const renderWizard = () =>
  renderRoutes(
    [
      { path: '/dashboard/book', element: <BookingWizardPage /> },
      { path: '/dashboard/bookings', element: <h1>My Bookings</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/dashboard/book',
  );

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByTestId('wizard-next'));
const stepTitle = () => screen.getByTestId('wizard-step-title');
const fieldError = (testId: string) => {
  const input = screen.getByTestId(testId);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
};
const choose = async (user: User, testId: string, option: string) => {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

const fillSender = async (user: User) => {
  await user.type(screen.getByTestId('sender-line1'), '1 High Street');
  await user.type(screen.getByTestId('sender-city'), 'London');
  await user.type(screen.getByTestId('sender-postcode'), 'e1 6an');
};
const fillRecipient = async (user: User) => {
  await user.type(await screen.findByTestId('recipient-name'), 'Yaw Mensah');
  await user.type(screen.getByTestId('recipient-phone'), '+233 24 123 4567');
  await user.click(screen.getByTestId('recipient-whatsapp'));
  await choose(user, 'recipient-region', 'Greater Accra');
  await user.type(screen.getByTestId('recipient-line1'), '12 Ring Road');
  await user.type(screen.getByTestId('recipient-city'), 'Accra');
};
const fillPackage = async (
  user: User,
  index: number,
  description: string,
  qty: string,
  kg: string,
  value: string,
) => {
  await user.type(screen.getByTestId(`package-${index}-description`), description);
  await user.clear(screen.getByTestId(`package-${index}-qty`));
  await user.type(screen.getByTestId(`package-${index}-qty`), qty);
  await user.type(screen.getByTestId(`package-${index}-weight`), kg);
  await user.type(screen.getByTestId(`package-${index}-value`), value);
};
const fillPickup = async (user: User) => {
  await user.click(screen.getByTestId('pickup-date'));
  await user.click(await screen.findByRole('button', { name: '20 March 2026', hidden: true }));
  await choose(user, 'pickup-slot', 'Morning, 08:00 – 12:00');
};

// Each test walks the wizard the way a person does, field by field: slow machines need the headroom.
describe('BookingWizardPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof routeFetch>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    localStorage.setItem('token', 'test-token');
    localStorage.setItem(
      'user',
      JSON.stringify(
        makeUser({
          first_name: 'Ama',
          last_name: 'Mensah',
          email: 'ama@example.com',
          phone_e164: '+447700900123',
        }),
      ),
    );
    loadSession();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'GET /payment-details/': () => jsonResponse(200, { bank_details: TEST_BANK }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens with the rates calculator’s service and packages after the visitor signs in', async () => {
    localStorage.clear();
    loadSession();
    saveQuoteDraft({
      service_level_code: 'EXPRESS',
      insurance_opt_in: true,
      packages: [
        {
          pkg_type: 'BOX',
          qty: 2,
          weight_kg: 12.5,
          length_cm: '',
          width_cm: '',
          height_cm: '',
          declared_value: 40,
        },
      ],
    });
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'POST /auth/login/': () =>
        jsonResponse(200, {
          tokens: { access: 'jwt' },
          user: makeUser({ first_name: 'Ama', last_name: 'Mensah' }),
        }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { element: <RequireAuth />, children: [{ path: '/dashboard/book', element: <BookingWizardPage /> }] },
        { element: <GuestOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
      ],
      '/dashboard/book',
    );
    // RequireAuth sends the visitor to /login, which brings them back by path: the draft survives that.
    await user.type(await screen.findByTestId('login-email'), 'ama@example.com');
    await user.type(screen.getByTestId('login-password'), 'Sunshine1!');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/book'));
    expect(await screen.findByTestId('summary-service')).toHaveTextContent('Express');
    expect(screen.getByTestId('summary-count')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-weight')).toHaveTextContent('25 kg');
    // Read once: a later new booking starts empty.
    expect(readQuoteDraft()).toBeNull();
  });

  it('prefills the sender from the profile and keeps the countries fixed', () => {
    renderWizard();
    expect(screen.getByTestId('sender-name')).toHaveValue('Ama Mensah');
    expect(screen.getByTestId('sender-email')).toHaveValue('ama@example.com');
    expect(screen.getByTestId('sender-phone')).toHaveValue('+447700900123');
    expect(screen.getByDisplayValue('United Kingdom')).toBeDisabled();
    expect(screen.getByTestId('wizard-back')).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByTestId('wizard-previous')).not.toBeInTheDocument();
  });

  it('step 1 blocks Next with the message beside each missing or bad field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.clear(screen.getByTestId('sender-name'));
    await user.type(screen.getByTestId('sender-postcode'), 'not a postcode');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Sender Info');
    expect(fieldError('sender-name')).toBe(M.required);
    expect(fieldError('sender-line1')).toBe(M.required);
    expect(fieldError('sender-city')).toBe(M.required);
    expect(fieldError('sender-postcode')).toBe(M.ukPostcode);
    expect(fieldError('sender-line2')).toBeNull();

    await user.type(screen.getByTestId('sender-name'), 'Ama Mensah');
    await user.clear(screen.getByTestId('sender-postcode'));
    await fillSender(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Recipient Info');
  });

  it('Next with errors scrolls to the first error and focuses its field', async () => {
    const scrolled: Element[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    renderWizard();
    await user.clear(screen.getByTestId('sender-name'));
    await next(user);
    await waitFor(() => expect(scrolled[0]).toBe(screen.getByTestId('sender-name')));
    expect(document.activeElement).toBe(screen.getByTestId('sender-name'));
    HTMLElement.prototype.scrollIntoView = original;
  });

  it('a reload keeps the half-filled booking, on the step it was on', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await fillSender(user);
    await next(user);
    await user.type(await screen.findByTestId('recipient-name'), 'Yaw Mensah');
    first.unmount();

    renderWizard();
    expect(stepTitle()).toHaveTextContent('Recipient Info');
    expect(await screen.findByTestId('recipient-name')).toHaveValue('Yaw Mensah');
    await user.click(screen.getByTestId('wizard-previous'));
    expect(screen.getByTestId('sender-line1')).toHaveValue('1 High Street');
  });

  it('step 2 needs the recipient name, phone, Ghana region, line 1 and city', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillSender(user);
    await next(user);
    await screen.findByTestId('recipient-name');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Recipient Info');
    expect(fieldError('recipient-name')).toBe(M.required);
    expect(fieldError('recipient-phone')).toBe(M.required);
    expect(fieldError('recipient-region')).toBe(M.region);
    expect(fieldError('recipient-line1')).toBe(M.required);
    expect(fieldError('recipient-city')).toBe(M.required);
    expect(fieldError('recipient-email')).toBeNull();

    await fillRecipient(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Package Details');
    await user.click(screen.getByTestId('wizard-previous'));
    expect(stepTitle()).toHaveTextContent('Recipient Info');
    expect(screen.getByTestId('recipient-name')).toHaveValue('Yaw Mensah');
  });

  it('step 3: packages are added, removed only while more than one, and each needs a description and quantity', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);

    expect(screen.getAllByTestId('package-form')).toHaveLength(1);
    expect(screen.queryByTestId('remove-package-0')).not.toBeInTheDocument();
    await user.clear(screen.getByTestId('package-0-qty'));
    await next(user);
    expect(stepTitle()).toHaveTextContent('Package Details');
    expect(fieldError('package-0-description')).toBe(M.required);
    expect(fieldError('package-0-qty')).toBe(M.qty);

    await user.click(screen.getByTestId('add-package'));
    expect(screen.getAllByTestId('package-form')).toHaveLength(2);
    expect(screen.getByTestId('remove-package-0')).toBeInTheDocument();
    expect(screen.getByTestId('remove-package-1')).toBeInTheDocument();
    await user.click(screen.getByTestId('remove-package-1'));
    expect(screen.getAllByTestId('package-form')).toHaveLength(1);
    expect(screen.queryByTestId('remove-package-0')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('package-0-qty'), '1');
    await user.type(screen.getByTestId('package-0-description'), 'Clothes');
    await user.type(screen.getByTestId('package-0-weight'), '4');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Service Options');
  });

  it('the side summary adds up quantity, weight and declared value, and shows the live price', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);
    const summary = within(screen.getByTestId('booking-summary'));
    expect(summary.getByTestId('summary-count')).toHaveTextContent('1');
    expect(summary.getByTestId('summary-weight')).toHaveTextContent('0 kg');
    expect(summary.getByTestId('summary-value')).toHaveTextContent('£0.00');
    expect(summary.getByTestId('quote-empty')).toBeInTheDocument();

    await fillPackage(user, 0, 'Clothes', '2', '3.5', '10');
    await user.click(screen.getByTestId('add-package'));
    await fillPackage(user, 1, 'Documents', '1', '1', '5.5');
    expect(summary.getByTestId('summary-count')).toHaveTextContent('3');
    expect(summary.getByTestId('summary-weight')).toHaveTextContent('8 kg');
    expect(summary.getByTestId('summary-value')).toHaveTextContent('£25.50');
    expect(summary.getByTestId('summary-service')).toHaveTextContent('Standard (Ship)');
    // 8 kg by sea at £2.50/kg is £20.00, raised to the £25.00 minimum charge.
    await waitFor(() => expect(summary.getByTestId('quote-total')).toHaveTextContent('£25.00'));

    await next(user);
    await user.click(screen.getByTestId('service-EXPRESS'));
    expect(summary.getByTestId('summary-service')).toHaveTextContent('Express (Flight)');
    // 8 kg by air at £8.50/kg.
    await waitFor(() => expect(summary.getByTestId('quote-total')).toHaveTextContent('£68.00'));
  });

  it('step 3 needs a weight above zero for a box, and Submit waits for a price', async () => {
    const user = userEvent.setup();
    fetchMock = routeFetch({ 'GET /rates/': () => jsonResponse(500, { message: 'Internal Server Error' }) });
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);
    await fillPackage(user, 0, 'Clothes', '1', '0', '20');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Package Details');
    expect(fieldError('package-0-weight')).toBe(M.weightRequired);

    await user.clear(screen.getByTestId('package-0-weight'));
    await user.type(screen.getByTestId('package-0-weight'), '5');
    await next(user);
    await fillPickup(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Review & Submit');
    // The rate card did not load, so there is no price: the booking cannot go out at an unknown charge.
    expect(screen.getByTestId('wizard-submit')).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /bookings/')).toHaveLength(0);
  });

  it('the date picker offers no bank holiday from the list in settings', async () => {
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'GET /collection-days/': () =>
        jsonResponse(200, {
          collection_days: [1, 2, 3, 4, 5, 6],
          bank_holidays: [{ date: '2026-03-13', name: 'Office closed' }],
          message: '',
        }),
    });
    const user = userEvent.setup();
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);
    await fillPackage(user, 0, 'Clothes', '1', '5', '20');
    await next(user);
    await user.click(screen.getByTestId('pickup-date'));
    const dayButton = (name: string) => screen.findByRole('button', { name, hidden: true });
    await waitFor(async () => expect(await dayButton('13 March 2026')).toBeDisabled());
    expect(await dayButton('12 March 2026')).toBeEnabled();
  });

  it('step 4 needs a pickup date and time', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);
    await fillPackage(user, 0, 'Clothes', '1', '5', '20');
    await next(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Service Options');
    expect(fieldError('pickup-date')).toBe(M.required);
    expect(fieldError('pickup-slot')).toBe(M.required);

    // The domain's collection calendar (now: Tuesday 10 March): no past day, today or Sunday, nothing
    // beyond 60 days; Saturday is a collection day.
    await user.click(screen.getByTestId('pickup-date'));
    const dayButton = (name: string) => screen.findByRole('button', { name, hidden: true });
    expect(await dayButton('9 March 2026')).toBeDisabled();
    expect(await dayButton('10 March 2026')).toBeDisabled();
    expect(await dayButton('15 March 2026')).toBeDisabled();
    expect(await dayButton('14 March 2026')).toBeEnabled();
    expect(await dayButton('11 March 2026')).toBeEnabled();
    await user.keyboard('{Escape}');

    await fillPickup(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Review & Submit');
    expect(screen.queryByTestId('wizard-next')).not.toBeInTheDocument();
    expect(screen.getByTestId('review')).toHaveTextContent('Friday, 20 March 2026 · Morning, 08:00 – 12:00');
    // On a phone each package is a card with its weight and value; the table is for wider screens.
    const [card] = screen.getAllByTestId('review-package-card');
    expect(card).toHaveTextContent('Clothes');
    expect(card).toHaveTextContent('5 kg each · value £20.00 each');
    expect(card!.parentElement).toHaveClass('mantine-hidden-from-sm');
    expect(screen.getByTestId('review-packages-table').closest('.mantine-visible-from-sm')).not.toBeNull();
    // How to pay: the account from settings; the reference is the booking code, which exists once submitted.
    const bank = await screen.findByTestId('bank-details');
    expect(within(bank).getByTestId('account-number')).toHaveTextContent('55779911');
    expect(within(bank).getByTestId('sort-code')).toHaveTextContent('20-00-00');
    expect(within(bank).getByTestId('payment-reference-hint')).toHaveTextContent('your booking code');
  });

  const reachReview = async (user: User) => {
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);
    await fillPackage(user, 0, 'Clothes', '2', '5', '20');
    await user.click(screen.getByTestId('add-package'));
    await fillPackage(user, 1, 'Shoes', '1', '2', '30');
    await next(user);
    await fillPickup(user);
    await next(user);
    expect(stepTitle()).toHaveTextContent('Review & Submit');
  };
  const declare = (user: User) => user.click(screen.getByTestId('prohibited-goods-declared'));

  it('sends nothing until the customer declares that nothing in the parcel is prohibited', async () => {
    const user = userEvent.setup();
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'POST /bookings/': () =>
        jsonResponse(201, { id: 'new', booking_code: 'BK-NEW12345', status: 'PENDING' }),
    });
    await reachReview(user);
    await user.click(screen.getByTestId('wizard-submit'));
    expect(await screen.findByText(CUSTOMS_MESSAGES.declarationRequired)).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Review & Submit');
    expect(callsTo(fetchMock, 'POST /bookings/')).toHaveLength(0);
    await declare(user);
    await user.click(screen.getByTestId('wizard-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /bookings/')).toHaveLength(1));
    const [{ init }] = callsTo(fetchMock, 'POST /bookings/');
    expect(JSON.parse(String(init?.body)).prohibited_goods_declared).toBe(true);
  });

  it('commercial goods: the recipient’s ID is asked beside them, and each line goes with its category and HS code', async () => {
    const user = userEvent.setup();
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'POST /bookings/': () =>
        jsonResponse(201, { id: 'new', booking_code: 'BK-NEW12345', status: 'PENDING' }),
    });
    renderWizard();
    await fillSender(user);
    await next(user);
    await fillRecipient(user);
    await next(user);
    await fillPackage(user, 0, 'Phone cases', '10', '0.2', '4');
    expect(screen.queryByTestId('recipient-id-number')).not.toBeInTheDocument();
    await choose(user, 'package-0-category', 'Commercial goods');
    // The HS list is searched by words of the description, and the code is what goes in the field.
    await user.type(screen.getByTestId('package-0-hs-code'), 'smartph');
    await user.click(await screen.findByRole('option', { name: /Smartphones/, hidden: true }));
    expect(screen.getByTestId('package-0-hs-code')).toHaveValue('8517.13');
    await next(user);
    expect(stepTitle()).toHaveTextContent('Package Details');
    expect(fieldError('recipient-id-number')).toBe(CUSTOMS_MESSAGES.recipientIdRequired);
    await user.type(screen.getByTestId('recipient-id-number'), 'GHA-123456789-0');
    await next(user);
    await fillPickup(user);
    await next(user);
    expect(screen.getByTestId('review')).toHaveTextContent('Commercial goods, HS 8517.13');
    expect(screen.getByTestId('review-recipient-id')).toHaveTextContent('GHA-123456789-0');
    await declare(user);
    await user.click(screen.getByTestId('wizard-submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /bookings/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /bookings/')[0]!.init?.body));
    expect(body.recipient_id_number).toBe('GHA-123456789-0');
    expect(body.packages[0]).toMatchObject({ category: 'COMMERCIAL', hs_code: '8517.13' });
  });

  it('submits once with an Idempotency-Key, however often it is clicked, then goes to My Bookings', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'POST /bookings/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await reachReview(user);
    await declare(user);
    const submit = screen.getByTestId('wizard-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /bookings/')).toHaveLength(1));
    expect(screen.getByTestId('wizard-submit')).toBeDisabled();

    const [{ init }] = callsTo(fetchMock, 'POST /bookings/');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      sender_name: 'Ama Mensah',
      sender_address: { line1: '1 High Street', city: 'London', postcode: 'e1 6an', country_code: 'GB' },
      recipient_phone: '+233 24 123 4567',
      recipient_whatsapp_opt_in: true,
      recipient_address: { line1: '12 Ring Road', city: 'Accra', country_code: 'GH' },
      gh_region_code: 'GR',
      service_level_code: 'STANDARD',
      // 08:00–12:00 on 20 March is GMT, so the same in UTC.
      preferred_pickup_start: '2026-03-20T08:00:00.000Z',
      preferred_pickup_end: '2026-03-20T12:00:00.000Z',
    });
    expect(body.packages).toEqual([
      expect.objectContaining({
        description: 'Clothes',
        pkg_type: 'BOX',
        qty: 2,
        weight_kg: 5,
        declared_value: 20,
      }),
      expect.objectContaining({
        description: 'Shoes',
        pkg_type: 'BOX',
        qty: 1,
        weight_kg: 2,
        declared_value: 30,
      }),
    ]);

    answer(jsonResponse(201, { id: 'new', booking_code: 'BK-NEW12345', status: 'PENDING' }));
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(BOOKING_MESSAGES.created);
    // The draft kept while it was filled in goes with the submission.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('ukgh.booking-draft'))).toEqual([]);
  });

  it('on failure shows the spec toast and the server field errors beside their fields', async () => {
    const user = userEvent.setup();
    fetchMock = routeFetch({
      'GET /rates/': () => jsonResponse(200, rates),
      'POST /bookings/': () =>
        jsonResponse(400, {
          message: 'Validation failed',
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          details: { 'recipient_address.city': ['We do not deliver to this town yet'] },
        }),
    });
    await reachReview(user);
    await declare(user);
    await user.click(screen.getByTestId('wizard-submit'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(BOOKING_MESSAGES.createFailed, 'Validation failed'),
    );
    expect(stepTitle()).toHaveTextContent('Recipient Info');
    expect(fieldError('recipient-city')).toBe('We do not deliver to this town yet');
  });
});
