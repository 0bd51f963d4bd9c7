import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminAnalytics, ANALYTICS_STAGES } from '@ukgh/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-store.ts';
import { callsTo, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { AdminAnalyticsPage } from './AdminAnalyticsPage.tsx';

const makeAnalytics = (overrides: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  period: '30d',
  bucket: 'day',
  from: '2026-10-25T00:00:00.000Z',
  series: [
    { date: '2026-11-22', bookings: 3, revenue_gbp: 245.5 },
    { date: '2026-11-23', bookings: 0, revenue_gbp: 0 },
  ],
  totals: { bookings: 3, revenue_gbp: 245.5 },
  funnel: ANALYTICS_STAGES.map((stage, i) => ({ stage, count: 8 - i })),
  service_levels: [
    { service_level: 'STANDARD', bookings: 2, revenue_gbp: 120 },
    { service_level: 'EXPRESS', bookings: 1, revenue_gbp: 125.5 },
  ],
  stage_times: [
    { from: 'booked', to: 'confirmed', median_hours: 5.5, shipments: 2 },
    { from: 'confirmed', to: 'picked_up', median_hours: null, shipments: 0 },
  ],
  agents: [{ agent_id: 'a-1', name: 'Kwame Asante', pickups: 4, deliveries: 7 }],
  ...overrides,
});

const row = (testId: string, first: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === first)!;

const renderPage = () =>
  renderRoutes([{ path: '/admin/analytics', element: <AdminAnalyticsPage /> }], '/admin/analytics');

describe('AdminAnalyticsPage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(makeUser({ role: 'ADMIN' })));
    loadSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the endpoint's numbers in the tables beside the charts", async () => {
    routeFetch({ 'GET /admin/analytics/': () => jsonResponse(200, makeAnalytics()) });
    renderPage();
    await screen.findByTestId('table-series');
    expect(row('table-series', '22 Nov')).toHaveTextContent('3£245.50');
    expect(row('table-series', '23 Nov')).toHaveTextContent('0£0.00');
    expect(row('table-funnel', 'Booked')).toHaveTextContent('8');
    expect(row('table-funnel', 'Delivered')).toHaveTextContent('1');
    expect(row('table-service-levels', 'Ship')).toHaveTextContent('2£120.00');
    expect(row('table-service-levels', 'Flight')).toHaveTextContent('1£125.50');
    expect(row('table-stage-times', 'Booked → Confirmed')).toHaveTextContent('5.5 h2');
    expect(row('table-stage-times', 'Confirmed → Picked up')).toHaveTextContent('—0');
    expect(row('table-agents', 'Kwame Asante')).toHaveTextContent('47');
  });

  it("names its money figure: the value booked at quoted prices, not the dashboard's money paid", async () => {
    routeFetch({ 'GET /admin/analytics/': () => jsonResponse(200, makeAnalytics()) });
    renderPage();
    const table = await screen.findByTestId('table-series');
    expect(within(table).getByRole('columnheader', { name: 'Value booked' })).toBeInTheDocument();
    expect(table).toHaveTextContent('3 bookings worth £245.50 at their quoted prices, paid or not');
    expect(screen.queryByText(/^Revenue/)).not.toBeInTheDocument();
  });

  it('refetches with the chosen period', async () => {
    const fetchMock = routeFetch({ 'GET /admin/analytics/': () => jsonResponse(200, makeAnalytics()) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('table-series');
    expect(callsTo(fetchMock, 'GET /admin/analytics/')[0]!.url.searchParams.get('period')).toBe('30d');
    await user.click(screen.getByText('12 months'));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /admin/analytics/').some((c) => c.url.searchParams.get('period') === '12m'),
      ).toBe(true),
    );
  });

  it('shows no figures when the call fails (no sample numbers)', async () => {
    routeFetch({
      'GET /admin/analytics/': () => jsonResponse(500, { message: 'Boom', error: 'Boom', code: 'INTERNAL' }),
    });
    renderPage();
    expect(await screen.findByTestId('analytics-error')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
