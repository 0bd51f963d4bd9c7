// For the tests of a route's prefetch (the data a screen asks for as its route opens): each test gets a new
// query client and a stubbed fetch, and leaves no session, address or stub behind.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../lib/auth-store.ts';

export const prefetchHarness = ({ before }: { before?: () => Promise<void> } = {}) => {
  const harness = { fetchMock: vi.fn<typeof fetch>(), queryClient: new QueryClient() };
  beforeEach(async () => {
    await before?.();
    harness.queryClient = new QueryClient();
    harness.fetchMock.mockReset();
    vi.stubGlobal('fetch', harness.fetchMock);
  });
  afterEach(() => {
    clearSession();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });
  return harness;
};
