import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { prefetchHarness } from '../../../test/prefetch-harness.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { adminBookingsKeys } from './admin-bookings.ts';
import { prefetchAdminBookings } from './prefetch-admin-bookings.ts';

const h = prefetchHarness();
const LIST = { count: 0, next: null, previous: null, results: [], counters: {} };

describe('prefetchAdminBookings (Manage Bookings’ page, asked for as its route opens)', () => {
  it('reads the page the address names into the cache the screen reads', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/admin/bookings?status=pending&q=Mensah');
    h.fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchAdminBookings(h.queryClient);
    const key = adminBookingsKeys.list({ search: 'Mensah', status: 'pending', page: 1, cursor: null });
    await waitFor(() => expect(h.queryClient.getQueryData(key)).toEqual(LIST));
    const asked = new URL(String(h.fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/v1/admin/bookings/');
    expect(asked.searchParams.get('status')).toBe('pending');
    expect(asked.searchParams.get('search')).toBe('Mensah');
  });

  it('asks for the warehouse staff’s copy of the screen too', async () => {
    setSession('token-w', makeUser({ role: 'WAREHOUSE' }));
    window.history.replaceState(null, '', '/agent/warehouse/bookings');
    h.fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchAdminBookings(h.queryClient);
    const key = adminBookingsKeys.list({ search: '', status: 'all', page: 1, cursor: null });
    await waitFor(() => expect(h.queryClient.getQueryData(key)).toEqual(LIST));
  });

  it('asks for nothing on a move within the app or for a role the route sends elsewhere', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/admin');
    prefetchAdminBookings(h.queryClient);
    window.history.replaceState(null, '', '/admin/bookings');
    for (const role of ['CUSTOMER', 'PICKUP', 'DELIVERY'] as const) {
      setSession(`token-${role}`, makeUser({ role }));
      prefetchAdminBookings(h.queryClient);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the page cannot load: the screen asks again and says so', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/admin/bookings');
    h.fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    prefetchAdminBookings(h.queryClient);
    const key = adminBookingsKeys.list({ search: '', status: 'all', page: 1, cursor: null });
    await waitFor(() => expect(h.queryClient.getQueryState(key)?.status).toBe('error'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
