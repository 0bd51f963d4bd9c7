import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { prefetchHarness } from '../../../test/prefetch-harness.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { resetAgentDbForTests } from '../../agent-offline/db.ts';
import { prefetchJobs } from './prefetch-jobs.ts';

const h = prefetchHarness({
  before: async () => {
    await resetAgentDbForTests();
    globalThis.indexedDB = new IDBFactory();
  },
});
const LIST = { count: 0, results: [] };
const cached = (kind: string) => h.queryClient.getQueryData(['agent', kind, 'assignments']);

describe('prefetchJobs (a jobs screen’s list, asked for as its route opens)', () => {
  it('reads the agent’s own jobs into the cache the screen reads', async () => {
    setSession('token-p', makeUser({ role: 'PICKUP' }));
    h.fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchJobs('pickup', h.queryClient);
    await waitFor(() => expect(cached('pickup')).toMatchObject({ data: LIST }));
    expect(String(h.fetchMock.mock.calls[0]![0])).toBe('/api/v1/agent/pickup/assignments/');
  });

  it('asks for an admin too, who may open every agent area', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    h.fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchJobs('delivery', h.queryClient);
    await waitFor(() => expect(cached('delivery')).toMatchObject({ data: LIST }));
  });

  it('asks for nothing for a visitor or another role, whom the route sends elsewhere', async () => {
    prefetchJobs('pickup', h.queryClient);
    setSession('token-c', makeUser({ role: 'CUSTOMER' }));
    prefetchJobs('pickup', h.queryClient);
    setSession('token-d', makeUser({ role: 'DELIVERY' }));
    prefetchJobs('pickup', h.queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the list cannot load: the screen asks again and says so', async () => {
    setSession('token-p', makeUser({ role: 'PICKUP' }));
    h.fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    prefetchJobs('pickup', h.queryClient);
    await waitFor(() =>
      expect(h.queryClient.getQueryState(['agent', 'pickup', 'assignments'])?.status).toBe('error'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
