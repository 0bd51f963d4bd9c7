import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { bookingsKeys } from '../../../lib/bookings/bookings-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { callsTo, makeListItem, makeStats, page, routeFetch } from '../../../test/booking-fixtures.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { LATEST_SHIPMENTS, prefetchDashboard, RECENT_BOOKINGS } from './dashboard-queries.ts';

let queryClient = new QueryClient();
const STATS = makeStats({ pending: 2, delivered: 8 });
const RECENT = page([makeListItem({ booking_code: 'BK-RECENT01' })]);
const SHIPMENTS = page([makeListItem({ id: 's1', tracking_number: 'UKG1111111111' })]);

beforeEach(() => {
  queryClient = new QueryClient();
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('prefetchDashboard (the customer dashboard’s data, asked for as its route opens)', () => {
  it('reads the counters, the latest bookings and the latest shipments into the cache the screen reads', async () => {
    setSession('token-c', makeUser({ role: 'CUSTOMER' }));
    const fetchMock = routeFetch({
      'GET /bookings/stats/': () => jsonResponse(200, STATS),
      'GET /bookings/': (url) =>
        jsonResponse(200, url.searchParams.get('tab') === 'shipments' ? SHIPMENTS : RECENT),
    });
    prefetchDashboard(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(bookingsKeys.stats())).toEqual(STATS));
    await waitFor(() => expect(queryClient.getQueryData(bookingsKeys.list(RECENT_BOOKINGS))).toEqual(RECENT));
    await waitFor(() =>
      expect(queryClient.getQueryData(bookingsKeys.list(LATEST_SHIPMENTS))).toEqual(SHIPMENTS),
    );
    const lists = callsTo(fetchMock, 'GET /bookings/').map(({ url }) => url.search);
    expect(lists.sort()).toEqual(['?tab=all&page=1&page_size=5', '?tab=shipments&page=1&page_size=20']);
  });

  it('asks for nothing for a visitor or a back-office user, whom the route sends elsewhere', async () => {
    const fetchMock = routeFetch({});
    prefetchDashboard(queryClient);
    for (const role of ['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as const) {
      setSession(`token-${role}`, makeUser({ role }));
      prefetchDashboard(queryClient);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the lists cannot load: the screen asks again and says so', async () => {
    setSession('token-c', makeUser({ role: 'CUSTOMER' }));
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(500, { message: 'Server error' }),
      'GET /bookings/': () => jsonResponse(500, { message: 'Server error' }),
    });
    prefetchDashboard(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(bookingsKeys.list(RECENT_BOOKINGS))?.status).toBe('error'),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(bookingsKeys.list(LATEST_SHIPMENTS))?.status).toBe('error'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
