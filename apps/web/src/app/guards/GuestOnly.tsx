import { loginRedirect } from '@ukgh/domain';
import { useEffect } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/auth-store.ts';
import { preloadSignedInScreens } from '../signed-in-screens-loader.ts';

interface Props {
  /**
   * Where signed-in users go when they did not come here from a guarded page (that page wins: a visitor
   * sent to sign in or register on the way to the booking wizard lands back in it); default their home.
   */
  to?: string;
}

const fromLocation = (state: unknown): string | null => {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
};

/**
 * Pages for signed-out visitors. Signing in on them changes the session, and this guard then does the
 * redirect, so the form and the guard never race each other to navigate.
 */
export function GuestOnly({ to }: Props) {
  const session = useSession();
  const location = useLocation();
  // Where the redirect goes is a signed-in screen: their list downloads while the visitor fills the form.
  useEffect(preloadSignedInScreens, []);
  if (session) {
    const target = fromLocation(location.state) ?? to ?? loginRedirect(session.user.role);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
