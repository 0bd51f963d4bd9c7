import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type AdminSettingsDto,
  COMPANY_DEFAULTS,
  DEFAULT_BANK_HOLIDAYS,
  DEFAULT_DELIVERY_ESTIMATE,
  DEFAULT_RATE_CARD,
  SETTINGS_MESSAGES,
} from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { AdminSettingsPage } from './AdminSettingsPage.tsx';

const level = (code: 'STANDARD' | 'EXPRESS', label: string) => {
  const { mode: _mode, ...rest } = DEFAULT_RATE_CARD.service_levels[code];
  return { ...rest, label };
};
const settings = (): AdminSettingsDto => ({
  company: { ...COMPANY_DEFAULTS },
  rate_card: {
    service_levels: {
      STANDARD: level('STANDARD', 'Standard (Ship)'),
      EXPRESS: level('EXPRESS', 'Express (Flight)'),
    },
    insurance: { ...DEFAULT_RATE_CARD.insurance },
  },
  bank_details: null,
  currency: { base: 'GBP', quote: 'GHS', rate: 15, set_at: null },
  collection_days: [1, 2, 3, 4, 5, 6],
  bank_holidays: DEFAULT_BANK_HOLIDAYS.map((h) => ({ ...h })),
  delivery_estimate: structuredClone(DEFAULT_DELIVERY_ESTIMATE),
});

const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === `/api/v1${url}` && init?.method === method);
const sent = (method: string, url: string) =>
  calls(method, url).map(([, init]) => JSON.parse(String(init?.body)));

const answer = (put: (body: Record<string, unknown>) => Response) =>
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/v1/admin/settings/' && init?.method === 'PUT')
      return put(JSON.parse(String(init.body)));
    if (String(url) === '/api/v1/admin/settings/') return jsonResponse(200, settings());
    if (String(url) === '/api/v1/admin/currency/' && init?.method === 'PUT')
      return jsonResponse(200, { base: 'GBP', quote: 'GHS', rate: 16.2, set_at: '2026-11-23T10:00:00.000Z' });
    return jsonResponse(404, {});
  });

const section = (name: string) => screen.getByRole('form', { name });

describe('AdminSettingsPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
    answer((body) => jsonResponse(200, { ...settings(), ...body }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each section with the stored values', async () => {
    renderPage(<AdminSettingsPage />);
    const company = await screen.findByRole('form', { name: 'Company details' });
    expect(within(company).getByLabelText(/Company name/)).toHaveValue(COMPANY_DEFAULTS.name);
    expect(within(section('Rates')).getByText('Standard (Ship)')).toBeInTheDocument();
    expect(within(section('Rates')).getAllByLabelText('Price per kg')[0]).toHaveValue(
      `£${DEFAULT_RATE_CARD.service_levels.STANDARD.per_kg.toFixed(2)}`,
    );
    expect(screen.getByTestId('currency-set-at')).toHaveTextContent('the default; no rate has been set yet');
  });

  it('saves the company section alone and says so', async () => {
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    const name = within(await screen.findByRole('form', { name: 'Company details' })).getByLabelText(
      /Company name/,
    );
    await user.clear(name);
    await user.type(name, 'Accra Express Ltd');
    await user.click(within(section('Company details')).getByRole('button', { name: 'Save company' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.companySaved));
    const [body] = sent('PUT', '/admin/settings/');
    expect(Object.keys(body)).toEqual(['company']);
    expect(body.company).toMatchObject({ name: 'Accra Express Ltd', facebook_url: null });
  });

  it('checks a field before sending: an empty company name is not sent', async () => {
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    await user.clear(
      within(await screen.findByRole('form', { name: 'Company details' })).getByLabelText(/Company name/),
    );
    await user.click(within(section('Company details')).getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(calls('PUT', '/admin/settings/')).toEqual([]);
  });

  it("shows the server's field error under its field and the failure toast", async () => {
    answer(() =>
      jsonResponse(400, {
        message: 'Account number must be 8 digits',
        details: { 'bank_details.account_number': ['Account number must be 8 digits'] },
      }),
    );
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    const bank = await screen.findByRole('form', { name: 'Bank details' });
    await user.type(within(bank).getByLabelText(/Account name/), 'UK Ghana Shipping Ltd');
    await user.type(within(bank).getByLabelText(/^Bank/), 'Barclays');
    await user.type(within(bank).getByLabelText(/Sort code/), '12-34-56');
    await user.type(within(bank).getByLabelText(/Account number/), '12345678');
    await user.click(within(bank).getByRole('button', { name: 'Save bank details' }));
    expect(await within(bank).findByText('Account number must be 8 digits')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(SETTINGS_MESSAGES.saveFailed, 'Account number must be 8 digits');
  });

  it('sets a new GBP→GHS rate and shows when it was set', async () => {
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    const rate = within(await screen.findByRole('form', { name: 'Currency' })).getByLabelText(
      /GBP → GHS rate/,
    );
    await user.clear(rate);
    await user.type(rate, '16.2');
    await user.click(within(section('Currency')).getByRole('button', { name: 'Save currency' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.currencySaved));
    expect(sent('PUT', '/admin/currency/')).toEqual([{ rate: 16.2 }]);
    expect(await screen.findByTestId('currency-set-at')).toHaveTextContent('£1 = ₵16.2, set');
  });

  it('refuses a rate of 0 under its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    const currency = await screen.findByRole('form', { name: 'Currency' });
    const rate = within(currency).getByLabelText(/GBP → GHS rate/);
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(within(currency).getByRole('button', { name: 'Save currency' }));
    expect(await within(currency).findByText('Rate must be greater than 0')).toBeInTheDocument();
    expect(calls('PUT', '/admin/currency/')).toEqual([]);
  });

  it('saves the collection days as a list of weekdays, and refuses none', async () => {
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    const days = await screen.findByRole('form', { name: 'Collection days' });
    expect(within(days).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await user.click(within(days).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(days).getByRole('button', { name: 'Save collection days' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.collectionDaysSaved));
    expect(sent('PUT', '/admin/settings/')).toEqual([{ collection_days: [0, 1, 2, 3, 4, 5] }]);

    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(days).getByRole('checkbox', { name: day }));
    await user.click(within(days).getByRole('button', { name: 'Save collection days' }));
    expect(await within(days).findByText('Choose at least one collection day')).toBeInTheDocument();
    expect(sent('PUT', '/admin/settings/')).toHaveLength(1);
  });

  it('lists the bank holidays (gov.uk’s to start with); an admin removes one, adds one and saves the list', async () => {
    const user = userEvent.setup();
    renderPage(<AdminSettingsPage />);
    const form = await screen.findByRole('form', { name: 'Bank holidays' });
    expect(within(form).getByRole('textbox', { name: 'Name of bank holiday 7' })).toHaveValue(
      'Christmas Day',
    );
    await user.click(within(form).getByRole('button', { name: 'Remove New Year’s Day (2026-01-01)' }));
    await user.click(within(form).getByRole('button', { name: 'Add a bank holiday' }));
    const last = DEFAULT_BANK_HOLIDAYS.length;
    fireEvent.change(within(form).getByLabelText(`Date of bank holiday ${last}`), {
      target: { value: '2028-01-03' },
    });
    await user.type(within(form).getByRole('textbox', { name: `Name of bank holiday ${last}` }), 'New Year');
    await user.click(within(form).getByRole('button', { name: 'Save bank holidays' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SETTINGS_MESSAGES.bankHolidaysSaved));
    const [body] = sent('PUT', '/admin/settings/');
    expect(body.bank_holidays).toHaveLength(DEFAULT_BANK_HOLIDAYS.length);
    expect(body.bank_holidays[0]).toEqual({ date: '2026-04-03', name: 'Good Friday' });
    expect(body.bank_holidays.at(-1)).toEqual({ date: '2028-01-03', name: 'New Year' });
  });

  it('says the settings could not be loaded when the call fails', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'boom' }));
    renderPage(<AdminSettingsPage />);
    expect(await screen.findByText(SETTINGS_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
