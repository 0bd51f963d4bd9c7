import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { resetAgentDbForTests } from '../../agent-offline/db.ts';
import { prefetchWarehouse } from './prefetch-warehouse.ts';
import { warehouseKeys } from './warehouse-packages.ts';

const fetchMock = vi.fn<typeof fetch>();
let queryClient = new QueryClient();
const LIST = { counts: {}, results: [] };

beforeEach(async () => {
  await resetAgentDbForTests();
  globalThis.indexedDB = new IDBFactory();
  queryClient = new QueryClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('prefetchWarehouse (the warehouse dashboard’s list, asked for as its route opens)', () => {
  it('reads the stage the address names into the cache the dashboard reads', async () => {
    setSession('token-w', makeUser({ role: 'WAREHOUSE' }));
    window.history.replaceState(null, '', '/agent/warehouse?status=in_warehouse');
    fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchWarehouse(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryData(warehouseKeys.packages('in_warehouse'))).toMatchObject({ data: LIST }),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/agent/warehouse/packages/?status=in_warehouse');
  });

  it('asks for nothing on a move within the app or for a role the route sends elsewhere', async () => {
    setSession('token-w', makeUser({ role: 'WAREHOUSE' }));
    window.history.replaceState(null, '', '/agent/warehouse/departures');
    prefetchWarehouse(queryClient);
    window.history.replaceState(null, '', '/agent/warehouse');
    for (const role of ['CUSTOMER', 'PICKUP', 'DELIVERY'] as const) {
      setSession(`token-${role}`, makeUser({ role }));
      prefetchWarehouse(queryClient);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the list cannot load: the dashboard asks again and says so', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/agent/warehouse');
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    prefetchWarehouse(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(warehouseKeys.packages(null))?.status).toBe('error'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
