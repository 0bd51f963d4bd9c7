import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../app/guards/GuestOnly.tsx';
import { getSession, loadSession } from '../../../lib/auth-store.ts';
import { toast } from '../../../lib/toast.ts';
import { jsonResponse, makeUser, renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';

const fetchMock = vi.fn<typeof fetch>();

const renderLogin = () =>
  renderRoutes(
    [
      { element: <GuestOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
      { path: '/dashboard', element: <h1>Customer home</h1> },
      { path: '/admin', element: <h1>Admin home</h1> },
    ],
    '/login',
  );

describe('LoginPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    localStorage.clear();
    loadSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['both fields blank', '', ''],
    ['the password blank', 'ama@example.com', ''],
    ['the email blank', '', 'secret123'],
  ])("says 'Please fill in all fields' with %s and sends nothing", async (_case, email, password) => {
    const user = userEvent.setup();
    renderLogin();
    if (email) await user.type(screen.getByTestId('login-email'), email);
    if (password) await user.type(screen.getByTestId('login-password'), password);
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, says so, and goes to the home of the role', async () => {
    const admin = makeUser({ role: 'ADMIN' });
    fetchMock.mockResolvedValue(jsonResponse(200, { tokens: { access: 'jwt' }, user: admin }));
    const user = userEvent.setup();
    const { router } = renderLogin();

    await user.type(screen.getByTestId('login-email'), ' Ama@Example.com ');
    await user.type(screen.getByTestId('login-password'), 'secret123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/login/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ama@example.com',
      password: 'secret123',
    });
    expect(getSession()).toEqual({ token: 'jwt', user: admin });
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
  });

  it('stays on the form with the error toast when the credentials are wrong', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    const user = userEvent.setup();
    const { router } = renderLogin();

    await user.type(screen.getByTestId('login-email'), 'ama@example.com');
    await user.type(screen.getByTestId('login-password'), 'wrong-password');
    await user.click(screen.getByTestId('login-submit'));

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('login-email')).toHaveValue('ama@example.com');
    expect(getSession()).toBeNull();
  });
});
