import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, makeUser } from '../../../test/render.tsx';
import { resetAgentDbForTests } from '../../agent-offline/db.ts';
import { prefetchJobs } from './prefetch-jobs.ts';

const fetchMock = vi.fn<typeof fetch>();
let queryClient = new QueryClient();
const LIST = { count: 0, results: [] };
const cached = (kind: string) => queryClient.getQueryData(['agent', kind, 'assignments']);

beforeEach(async () => {
  await resetAgentDbForTests();
  globalThis.indexedDB = new IDBFactory();
  queryClient = new QueryClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('prefetchJobs (a jobs screen’s list, asked for as its route opens)', () => {
  it('reads the agent’s own jobs into the cache the screen reads', async () => {
    setSession('token-p', makeUser({ role: 'PICKUP' }));
    fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchJobs('pickup', queryClient);
    await waitFor(() => expect(cached('pickup')).toMatchObject({ data: LIST }));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/agent/pickup/assignments/');
  });

  it('asks for an admin too, who may open every agent area', async () => {
    setSession('token-a', makeUser({ role: 'ADMIN' }));
    fetchMock.mockResolvedValue(jsonResponse(200, LIST));
    prefetchJobs('delivery', queryClient);
    await waitFor(() => expect(cached('delivery')).toMatchObject({ data: LIST }));
  });

  it('asks for nothing for a visitor or another role, whom the route sends elsewhere', async () => {
    prefetchJobs('pickup', queryClient);
    setSession('token-c', makeUser({ role: 'CUSTOMER' }));
    prefetchJobs('pickup', queryClient);
    setSession('token-d', makeUser({ role: 'DELIVERY' }));
    prefetchJobs('pickup', queryClient);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing when the list cannot load: the screen asks again and says so', async () => {
    setSession('token-p', makeUser({ role: 'PICKUP' }));
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    prefetchJobs('pickup', queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(['agent', 'pickup', 'assignments'])?.status).toBe('error'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
