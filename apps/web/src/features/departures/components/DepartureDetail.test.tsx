import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartureDetailDto, DepartureStatePreview } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { callsTo, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderPage } from '../../../test/render.tsx';
import { DepartureDetail } from './DepartureDetail.tsx';

const ID = 'd0000000-0000-4000-8000-000000000001';
const departure: DepartureDetailDto = {
  id: ID,
  mode: 'sea',
  port: 'Tema',
  carrier: 'MSC',
  vessel_or_flight: 'MSC ABIDJAN',
  container_or_awb: 'MSCU4820193',
  cut_off_at: '2026-12-20T17:00:00.000Z',
  etd: '2026-12-22T09:00:00.000Z',
  eta: '2027-01-12T09:00:00.000Z',
  state: 'loading',
  departed_at: null,
  arrived_at: null,
  cleared_at: null,
  version: 4,
  package_count: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  packages: [],
  candidates: [],
};
const preview: DepartureStatePreview = {
  state: 'departed',
  mode: 'sea',
  moving: 12,
  skipped: 0,
  left_behind: 3,
  customers_told: 4,
  before_cut_off: true,
  before_etd: true,
};

beforeEach(() => setSession('token', makeUser({ role: 'ADMIN' })));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('a departure’s irreversible steps', () => {
  it('Mark departed asks first, with the server’s figures and the early warnings, and only then sends', async () => {
    const fetchMock = routeFetch({
      [`GET /departures/${ID}/`]: () => jsonResponse(200, departure),
      [`GET /departures/${ID}/state/preview/`]: () => jsonResponse(200, preview),
      [`POST /departures/${ID}/state/`]: () =>
        jsonResponse(200, {
          departure: { ...departure, state: 'departed' },
          moved: [],
          skipped: [],
          left_behind: 3,
          customers_told: 4,
        }),
    });
    renderPage(<DepartureDetail id={ID} onEdit={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark departed' }));

    const dialog = await screen.findByTestId('departure-confirm');
    expect(callsTo(fetchMock, `GET /departures/${ID}/state/preview/`)[0]!.url.searchParams.get('state')).toBe(
      'departed',
    );
    const lines = await within(dialog).findByTestId('departure-confirm-lines');
    expect(lines).toHaveTextContent('12 parcels on it will be marked in transit.');
    expect(lines).toHaveTextContent('3 parcels ready for this sailing are not loaded');
    expect(lines).toHaveTextContent('4 customers will be told their new delivery window.');
    expect(lines).toHaveTextContent('This cannot be undone.');
    const warnings = within(dialog).getByTestId('departure-confirm-warnings');
    expect(warnings).toHaveTextContent('The cut-off for this sailing has not passed yet.');
    expect(warnings).toHaveTextContent("It is before this sailing's ETD.");
    expect(screen.getByText('Mark this sailing departed?')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /departures/${ID}/state/`)).toHaveLength(0);

    await user.click(within(dialog).getByTestId('departure-confirm-button'));
    await waitFor(() => expect(callsTo(fetchMock, `POST /departures/${ID}/state/`)).toHaveLength(1));
    const [sent] = callsTo(fetchMock, `POST /departures/${ID}/state/`);
    expect(JSON.parse(String(sent!.init!.body))).toEqual({ state: 'departed', version: 4 });
  });

  it('Cancel sends nothing; Back to planned needs no confirmation', async () => {
    const fetchMock = routeFetch({
      [`GET /departures/${ID}/`]: () => jsonResponse(200, departure),
      [`GET /departures/${ID}/state/preview/`]: () => jsonResponse(200, preview),
      [`POST /departures/${ID}/state/`]: () =>
        jsonResponse(200, {
          departure: { ...departure, state: 'planned' },
          moved: [],
          skipped: [],
          left_behind: 0,
          customers_told: 0,
        }),
    });
    renderPage(<DepartureDetail id={ID} onEdit={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark departed' }));
    await user.click(
      await within(await screen.findByTestId('departure-confirm')).findByRole('button', { name: 'Cancel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Back to planned' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /departures/${ID}/state/`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, `POST /departures/${ID}/state/`)[0]!.init!.body)).state).toBe(
      'planned',
    );
  });
});
