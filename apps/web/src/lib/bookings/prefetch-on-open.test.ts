import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  makeDetail,
  makeListItem,
  makeStats,
  page,
  routeFetch,
} from '../../test/booking-fixtures.ts';
import { jsonResponse, makeUser } from '../../test/render.tsx';
import { clearSession, setSession } from '../auth-store.ts';
import { toast } from '../toast.ts';
import { bookingsKeys } from './bookings-queries.ts';
import { prefetchBookingPage, prefetchCustomerList } from './prefetch-on-open.ts';

let queryClient = new QueryClient();
const STATS = makeStats({ pending: 2 });
const LIST = page([makeListItem({ booking_code: 'BK-KUMASI01' })]);

beforeEach(() => {
  queryClient = new QueryClient();
  setSession('token-c', makeUser({ role: 'CUSTOMER' }));
});

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

const lists = () =>
  routeFetch({
    'GET /bookings/stats/': () => jsonResponse(200, STATS),
    'GET /bookings/': () => jsonResponse(200, LIST),
  });

describe('prefetchCustomerList (a customer list’s page, asked for as its route opens)', () => {
  it('reads the page the address names, and the counters, into the cache the screen reads', async () => {
    window.history.replaceState(null, '', '/dashboard/bookings?status=pending&q=Kumasi&page=2');
    const fetchMock = lists();
    prefetchCustomerList('bookings', '/dashboard/bookings')(queryClient);
    const key = bookingsKeys.list({
      tab: 'bookings',
      search: 'Kumasi',
      status: 'pending',
      page: 2,
      cursor: null,
    });
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(LIST));
    await waitFor(() => expect(queryClient.getQueryData(bookingsKeys.stats())).toEqual(STATS));
    const [asked] = callsTo(fetchMock, 'GET /bookings/');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      search: 'Kumasi',
      status: 'pending',
      page: '2',
      page_size: '12',
    });
  });

  it('asks for My Packages by page number, without counters', async () => {
    window.history.replaceState(null, '', '/dashboard/packages');
    const fetchMock = lists();
    prefetchCustomerList('packages', '/dashboard/packages')(queryClient);
    const key = bookingsKeys.list({ tab: 'packages', search: '', status: 'all', page: 1 });
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(LIST));
    expect(callsTo(fetchMock, 'GET /bookings/')[0]!.url.searchParams.get('tab')).toBe('packages');
    expect(callsTo(fetchMock, 'GET /bookings/stats/')).toHaveLength(0);
  });

  it('asks for nothing on a move within the app (the address is still the page before) or for a back-office user', async () => {
    const fetchMock = lists();
    window.history.replaceState(null, '', '/dashboard');
    prefetchCustomerList('bookings', '/dashboard/bookings')(queryClient);
    window.history.replaceState(null, '', '/dashboard/bookings');
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    prefetchCustomerList('bookings', '/dashboard/bookings')(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the page cannot load: the screen asks again and says so', async () => {
    window.history.replaceState(null, '', '/dashboard/shipments');
    routeFetch({
      'GET /bookings/stats/': () => jsonResponse(500, {}),
      'GET /bookings/': () => jsonResponse(500, {}),
    });
    prefetchCustomerList('shipments', '/dashboard/shipments')(queryClient);
    const key = bookingsKeys.list({ tab: 'shipments', search: '', status: 'all', page: 1, cursor: null });
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('prefetchBookingPage (the booking a booking’s page shows, asked for as its route opens)', () => {
  const ID = 'b0000000-0000-4000-8000-000000000001';
  const DETAIL = makeDetail({ id: ID, booking_code: 'BK-OPENED01' });

  it('reads the booking the address names into the cache its page reads', async () => {
    window.history.replaceState(null, '', `/dashboard/shipments/${ID}`);
    const fetchMock = routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, DETAIL) });
    prefetchBookingPage('/dashboard/shipments/:id')(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(bookingsKeys.detail(ID))).toEqual(DETAIL));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the booking of the edit page the same way', async () => {
    window.history.replaceState(null, '', `/dashboard/bookings/${ID}/edit`);
    routeFetch({ [`GET /bookings/${ID}/`]: () => jsonResponse(200, DETAIL) });
    prefetchBookingPage('/dashboard/bookings/:id/edit')(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(bookingsKeys.detail(ID))).toEqual(DETAIL));
  });

  it('asks for nothing on another address or for a back-office user', async () => {
    const fetchMock = routeFetch({});
    window.history.replaceState(null, '', '/dashboard/bookings');
    prefetchBookingPage('/dashboard/bookings/:id')(queryClient);
    window.history.replaceState(null, '', `/dashboard/bookings/${ID}`);
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    prefetchBookingPage('/dashboard/bookings/:id')(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
