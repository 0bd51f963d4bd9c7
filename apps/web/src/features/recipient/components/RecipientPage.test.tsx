import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GPS_ADDRESS_MESSAGES,
  NO_RECIPIENT_CHOICES,
  type RecipientPage as Page,
  RECIPIENT_MESSAGES,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { RecipientPage } from './RecipientPage.tsx';
// Loaded lazily by the page; imported up front so that a slow transform cannot outlast findBy.
import './RecipientChoicesPanel.tsx';

const TOKEN = '1234567890abcdefghijkl';

const PAGE: Page = {
  tracking: {
    tracking_number: 'UKG1234567890',
    status: 'arrived_ghana',
    delivery_window: null,
    delivery_confirmation: null,
    booking: {
      booking_code: 'BK-7Q2M9X',
      sender_address: { name: 'Efua Owusu' },
      recipient_address: { name: 'Kwame Mensah' },
      service_level: { code: 'STANDARD', name: 'Standard', label: 'Ship' },
      packages: [],
    },
    travel_history: [],
  },
  delivery_address: {
    line1: '5 Ring Road',
    line2: null,
    city: 'Kumasi',
    region: 'Ashanti',
    gps_address: 'AK-039-5028',
  },
  driver: null,
  ghana_office: { phone: '+233302000000', address: '1 Harbour Road, Tema' },
  choices: NO_RECIPIENT_CHOICES,
  change_refusal: null,
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (page: Page, onPut: (url: string, body: unknown) => [number, unknown] = () => [500, {}]) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'PUT') {
      const [status, body] = onPut(url, JSON.parse(String(init.body)));
      return jsonResponse(status, body);
    }
    return url === `/api/v1/recipient/${TOKEN}/` ? jsonResponse(200, page) : jsonResponse(404, {});
  });
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const renderPage = (token = TOKEN) =>
  renderRoutes([{ path: '/r/:token', element: <RecipientPage /> }], `/r/${token}`);

describe('RecipientPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the parcel from the sender by name, the address, and the three choices', async () => {
    answer(PAGE);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'A parcel for you from Efua Owusu' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('recipient-address')).toHaveTextContent('5 Ring Road');
    expect(await screen.findByTestId('recipient-receiver')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share my location' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'I will collect it from the Ghana office' })).not.toBeChecked();
  });

  it('checks the alternate receiver before sending, then sends the phone in international form and shows who receives it', async () => {
    const saved = {
      ...NO_RECIPIENT_CHOICES,
      alternate_receiver: { name: 'Ama Mensah', phone: '+233244123456' },
    };
    answer(PAGE, () => [200, saved]);
    renderPage();
    const card = await screen.findByTestId('recipient-receiver');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(RECIPIENT_MESSAGES.receiverName)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText('Their name'), 'Ama Mensah');
    await userEvent.type(within(card).getByLabelText('Their Ghana phone'), '024 412 3456');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByTestId('recipient-receiver-current')).toHaveTextContent(
      'Ama Mensah (+233244123456) will receive the parcel',
    );
    const [url, init] = puts()[0]!;
    expect(String(url)).toBe(`/api/v1/recipient/${TOKEN}/receiver/`);
    expect(JSON.parse(String(init?.body))).toEqual({
      receiver: { name: 'Ama Mensah', phone: '+233244123456' },
    });
  });

  it('shares the phone’s position from the browser, and says so when it cannot be read', async () => {
    const located = {
      ...NO_RECIPIENT_CHOICES,
      location: { lat: 6.6885, lng: -1.6244, accuracy_m: 12, map_url: 'https://maps.example/pin' },
    };
    answer(PAGE, () => [200, located]);
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (getCurrentPosition.mock.calls.length === 1) fail?.({ code: 1 } as GeolocationPositionError);
      else ok({ coords: { latitude: 6.6885, longitude: -1.6244, accuracy: 12 } } as GeolocationPosition);
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderPage();
    const card = await screen.findByTestId('recipient-location');
    await userEvent.click(within(card).getByRole('button', { name: 'Share my location' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(RECIPIENT_MESSAGES.location);
    expect(puts()).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Share my location' }));
    expect(await within(card).findByTestId('recipient-location-current')).toHaveTextContent(
      'within about 12 m',
    );
    expect(JSON.parse(String(puts()[0]![1]?.body))).toEqual({
      location: { lat: 6.6885, lng: -1.6244, accuracy_m: 12 },
    });
  });

  it('shows the digital address and confirms it as it is', async () => {
    answer(PAGE, () => [200, PAGE.delivery_address]);
    renderPage();
    expect(await screen.findByTestId('recipient-address')).toHaveTextContent('Digital address AK-039-5028');
    const card = await screen.findByTestId('recipient-gps');
    expect(within(card).getByTestId('recipient-gps-current')).toHaveTextContent(
      'AK-039-5028: is this right?',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, it is right' }));
    expect(await within(card).findByTestId('recipient-gps-current')).toHaveTextContent(
      'AK-039-5028: thank you, the driver will use it.',
    );
    const [url, init] = puts()[0]!;
    expect(String(url)).toBe(`/api/v1/recipient/${TOKEN}/address/`);
    expect(JSON.parse(String(init?.body))).toEqual({ gps_address: 'AK-039-5028' });
  });

  it('corrects the digital address: checked before sending, the server’s region refusal shown on the field, then saved canonical', async () => {
    const corrected = { ...PAGE.delivery_address, gps_address: 'AK-485-0123' };
    const refusal = 'This digital address is not in Ashanti: check it or the region';
    answer(PAGE, (_, body) =>
      (body as { gps_address: string }).gps_address.startsWith('GA')
        ? [400, { message: refusal, error: 'validation', details: { gps_address: [refusal] } }]
        : [200, corrected],
    );
    renderPage();
    const card = await screen.findByTestId('recipient-gps');
    await userEvent.click(within(card).getByRole('button', { name: 'Correct it' }));
    const input = within(card).getByLabelText('GhanaPost digital address');
    expect(input).toHaveValue('AK-039-5028');

    await userEvent.clear(input);
    await userEvent.type(input, 'AK-03');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(GPS_ADDRESS_MESSAGES.malformed)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'ga1838164');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(refusal)).toBeInTheDocument();

    await userEvent.clear(within(card).getByLabelText('GhanaPost digital address'));
    await userEvent.type(within(card).getByLabelText('GhanaPost digital address'), 'ak4850123');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByTestId('recipient-gps-current')).toHaveTextContent('AK-485-0123');
    expect(screen.getByTestId('recipient-address')).toHaveTextContent('Digital address AK-485-0123');
    expect(puts().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { gps_address: 'GA-183-8164' },
      { gps_address: 'AK-485-0123' },
    ]);
  });

  it('once out for delivery, names the driver to call and offers no change', async () => {
    answer({
      ...PAGE,
      tracking: { ...PAGE.tracking, status: 'out_for_delivery' },
      driver: { first_name: 'Kwabena', phone: '+233241112222' },
      change_refusal: RECIPIENT_MESSAGES.tooLate,
    });
    renderPage();
    expect(await screen.findByRole('link', { name: /Call Kwabena/ })).toHaveAttribute(
      'href',
      'tel:+233241112222',
    );
    expect(await screen.findByTestId('recipient-refusal')).toHaveTextContent(RECIPIENT_MESSAGES.tooLate);
    expect(screen.queryByRole('button', { name: 'Share my location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct it' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'I will collect it from the Ghana office' })).toBeDisabled();
  });

  it('says the link opens nothing when the server does not know it', async () => {
    answer(PAGE);
    renderPage('altered');
    expect(await screen.findByTestId('recipient-not-found')).toHaveTextContent(RECIPIENT_MESSAGES.notFound);
  });
});
