import { act, screen } from '@testing-library/react';
import type { Role } from '@ukgh/domain';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, setSession } from '../../lib/auth-store.ts';
import { makeUser, renderRoutes } from '../../test/render.tsx';
import { AgentIndex } from './AgentIndex.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RequireRole } from './RequireRole.tsx';

const page = (name: string) => <h1>{name}</h1>;

const routes = [
  { element: <GuestOnly />, children: [{ path: '/login', element: page('Login page') }] },
  {
    element: <GuestOnly to="/dashboard" />,
    children: [
      {
        path: '/register',
        element: (
          <Link to="/register" state={{ from: { pathname: '/dashboard/profile' } }}>
            Register page
          </Link>
        ),
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/dashboard',
        element: <RequireRole roles={['CUSTOMER']} />,
        children: [
          { index: true, element: page('Customer home') },
          { path: 'profile', element: page('Profile page') },
        ],
      },
      {
        path: '/admin',
        element: <RequireRole roles={['ADMIN']} />,
        children: [
          { index: true, element: page('Admin home') },
          { path: 'users', element: page('Users page') },
        ],
      },
      {
        path: '/agent',
        element: <RequireRole roles={['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY']} />,
        children: [
          { index: true, element: <AgentIndex /> },
          { path: 'pickup', element: page('Pickup home') },
          { path: 'warehouse', element: page('Warehouse home') },
          { path: 'delivery', element: page('Delivery home') },
        ],
      },
    ],
  },
];

const signIn = (role: Role) => setSession('token', makeUser({ role }));

describe('route guards', () => {
  beforeEach(() => {
    localStorage.clear();
    loadSession();
  });

  it('sends a signed-out visitor to /login and back to the page they wanted after signing in', async () => {
    const { router } = renderRoutes(routes, '/dashboard/profile?tab=security');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    act(() => signIn('CUSTOMER'));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(router.state.location.search).toBe('?tab=security');
  });

  it("sends a signed-in user on another role's route to their own home", async () => {
    signIn('CUSTOMER');
    const { router } = renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('Customer home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends staff away from the customer area to their home', async () => {
    signIn('PICKUP');
    const { router } = renderRoutes(routes, '/dashboard/profile');
    expect(await screen.findByText('Pickup home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/pickup');
  });

  it.each([
    ['PICKUP', '/agent/pickup'],
    ['WAREHOUSE', '/agent/warehouse'],
    ['DELIVERY', '/agent/delivery'],
  ] as const)('forwards %s from /agent to %s', async (role, home) => {
    signIn(role);
    const { router } = renderRoutes(routes, '/agent');
    await screen.findByRole('heading');
    expect(router.state.location.pathname).toBe(home);
  });

  it('after registering, takes the visitor on to the page they wanted, else /dashboard', async () => {
    const { router } = renderRoutes(routes, '/register');
    // Arriving from /login with the page they wanted (LoginPage passes its state to the Register link).
    act(() => screen.getByText('Register page').click());
    act(() => signIn('CUSTOMER'));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('sends a signed-in user straight to /register to /dashboard', async () => {
    signIn('CUSTOMER');
    const { router } = renderRoutes(routes, '/register');
    expect(await screen.findByText('Customer home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user away from /login to their home', async () => {
    signIn('ADMIN');
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
