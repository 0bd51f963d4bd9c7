import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, loadSession, setSession } from '../lib/auth-store.ts';
import { toast } from '../lib/toast.ts';
import { makeUser, renderRoutes } from '../test/render.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { SessionEnd } from './SessionEnd.tsx';
import { useLogout } from './use-logout.ts';

function PrivatePage() {
  const logout = useLogout();
  return <button onClick={logout}>Logout</button>;
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

  it('goes home, then forgets the session and says so', async () => {
    setSession('jwt', makeUser());
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
  });
});
