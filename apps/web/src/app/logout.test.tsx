import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAgentDbForTests } from '../features/agent-offline/db.ts';
import {
  flushAgentQueue,
  queueAgentAction,
  resetAgentQueueForTests,
} from '../features/agent-offline/queue.ts';
import { getSession, loadSession, setSession } from '../lib/auth-store.ts';
import { toast } from '../lib/toast.ts';
import { jsonResponse, makeUser, renderRoutes } from '../test/render.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { SessionEnd } from './SessionEnd.tsx';
import { useLogout } from './use-logout.tsx';

function PrivatePage() {
  const { logout, confirmation } = useLogout();
  return (
    <>
      <button onClick={logout}>Logout</button>
      {confirmation}
    </>
  );
}

function Home() {
  return <h1>Home</h1>;
}

// Home loads lazily, as in the app: the private page is still on screen while it does.
const slowHome = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { Component: Home };
};

const routes = [
  {
    element: <SessionEnd />,
    children: [
      { path: '/', lazy: slowHome },
      { path: '/login', element: <h1>Login</h1> },
      { element: <RequireAuth />, children: [{ path: '/private', element: <PrivatePage /> }] },
    ],
  },
];

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    loadSession();
    vi.mocked(toast.success).mockClear();
  });

  it('goes home, then tells the server, forgets the session and says so', async () => {
    setSession('jwt', makeUser());
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: 'Logged out successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/private');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/auth/logout/',
      expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer jwt' } }),
    );
    vi.unstubAllGlobals();
  });

  describe('an agent whose phone still holds actions not yet sent', () => {
    beforeEach(async () => {
      await resetAgentDbForTests();
      globalThis.indexedDB = new IDBFactory();
      resetAgentQueueForTests();
      // No signal: the actions stay on the phone.
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      setSession('jwt', makeUser({ role: 'PICKUP' }));
      for (const id of ['a1', 'a2']) {
        await queueAgentAction({
          kind: 'pickup.start',
          url: `/agent/pickup/assignments/${id}/`,
          body: { status: 'IN_PROGRESS' },
          subjectId: id,
          label: `Start ${id}`,
        });
      }
    });

    afterEach(() => {
      resetAgentQueueForTests();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('is asked first, and staying keeps the session', async () => {
      const user = userEvent.setup();
      const { router } = renderRoutes(routes, '/private');

      await user.click(await screen.findByRole('button', { name: 'Logout' }));

      const dialog = await screen.findByRole('dialog', { name: 'Not sent yet' });
      expect(dialog).toHaveTextContent(
        '2 actions are still on this phone, not yet sent. If you log out, they are sent only when you sign in again on this phone.',
      );
      await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/private');
      expect(getSession()).not.toBeNull();
    });

    it('logs out by itself once everything was sent while the question was open', async () => {
      const user = userEvent.setup();
      const { router } = renderRoutes(routes, '/private');
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      await screen.findByRole('dialog', { name: 'Not sent yet' });

      // The signal returns and the server takes both actions.
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(200, { status: 'IN_PROGRESS' })),
      );
      await flushAgentQueue({ force: true });

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      await vi.waitFor(() => expect(getSession()).toBeNull());
      expect(router.state.location.pathname).toBe('/');
    });

    it('logs out when the agent confirms', async () => {
      const user = userEvent.setup();
      const { router } = renderRoutes(routes, '/private');

      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      await user.click(await screen.findByRole('button', { name: 'Log out anyway' }));

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      await vi.waitFor(() => expect(getSession()).toBeNull());
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
