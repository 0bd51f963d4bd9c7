import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { prefetchHarness } from '../../../test/prefetch-harness.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { hubKeys, NO_FILTERS } from './hub-api.ts';
import { prefetchHub } from './prefetch-hub.ts';

const h = prefetchHarness();
const PAGE = { next: null, previous: null, results: [], stats: {} };
const firstPage = () => h.queryClient.getQueryState(hubKeys.list(NO_FILTERS));

describe('prefetchHub (the packages hub’s first page, asked for as its route opens)', () => {
  it('reads the unfiltered first page into the cache the hub reads, for an admin and the warehouse staff', async () => {
    h.fetchMock.mockImplementation(async () => jsonResponse(200, PAGE));
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/admin/shipments');
    prefetchHub(h.queryClient);
    await waitFor(() => expect(firstPage()?.data).toEqual({ pages: [PAGE], pageParams: [null] }));
    const asked = new URL(String(h.fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(`${asked.pathname}${asked.search}`).toBe('/api/v1/shipments/?page_size=20');

    h.queryClient = new QueryClient();
    setSession('token-w', makeUser({ role: 'WAREHOUSE' }));
    window.history.replaceState(null, '', '/agent/warehouse/shipments');
    prefetchHub(h.queryClient);
    await waitFor(() => expect(firstPage()?.status).toBe('success'));
  });

  it('asks for nothing on a move within the app, for a role the route sends elsewhere, and says nothing on a failure', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/admin');
    prefetchHub(h.queryClient);
    window.history.replaceState(null, '', '/admin/shipments');
    setSession('token-c', makeUser({ role: 'CUSTOMER' }));
    prefetchHub(h.queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.fetchMock).not.toHaveBeenCalled();

    setSession('token-a', makeUser({ role: 'ADMIN' }));
    h.fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    prefetchHub(h.queryClient);
    await waitFor(() => expect(firstPage()?.status).toBe('error'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
