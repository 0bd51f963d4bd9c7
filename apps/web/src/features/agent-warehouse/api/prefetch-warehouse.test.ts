import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { prefetchHarness } from '../../../test/prefetch-harness.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { resetAgentDbForTests } from '../../agent-offline/db.ts';
import { prefetchWarehouse } from './prefetch-warehouse.ts';
import { warehouseKeys } from './warehouse-packages.ts';

const h = prefetchHarness({
  before: async () => {
    await resetAgentDbForTests();
    globalThis.indexedDB = new IDBFactory();
  },
});
const LIST = { counts: {}, results: [] };

describe('prefetchWarehouse (the warehouse dashboard’s list, asked for as its route opens)', () => {
  it('reads the stage the address names into the cache the dashboard reads', async () => {
    setSession('token-w', makeUser({ role: 'WAREHOUSE' }));
    window.history.replaceState(null, '', '/agent/warehouse?status=in_warehouse');
    h.fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchWarehouse(h.queryClient);
    await waitFor(() =>
      expect(h.queryClient.getQueryData(warehouseKeys.packages('in_warehouse'))).toMatchObject({
        data: LIST,
      }),
    );
    expect(String(h.fetchMock.mock.calls[0]![0])).toBe(
      '/api/v1/agent/warehouse/packages/?status=in_warehouse',
    );
  });

  it('asks for nothing on a move within the app or for a role the route sends elsewhere', async () => {
    setSession('token-w', makeUser({ role: 'WAREHOUSE' }));
    window.history.replaceState(null, '', '/agent/warehouse/departures');
    prefetchWarehouse(h.queryClient);
    window.history.replaceState(null, '', '/agent/warehouse');
    for (const role of ['CUSTOMER', 'PICKUP', 'DELIVERY'] as const) {
      setSession(`token-${role}`, makeUser({ role }));
      prefetchWarehouse(h.queryClient);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the list cannot load: the dashboard asks again and says so', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    window.history.replaceState(null, '', '/agent/warehouse');
    h.fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    prefetchWarehouse(h.queryClient);
    await waitFor(() =>
      expect(h.queryClient.getQueryState(warehouseKeys.packages(null))?.status).toBe('error'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
