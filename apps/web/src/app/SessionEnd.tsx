import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { clearSession } from '../lib/auth-store.ts';
import { toast } from '../lib/toast.ts';

/**
 * The root route. Finishes a logout after the page it started on is gone: forgets the session and
 * everything fetched with it, so the next person on this device sees none of it.
 */
export function SessionEnd() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggingOut = (location.state as { loggingOut?: boolean } | null)?.loggingOut === true;

  useEffect(() => {
    if (!loggingOut) return;
    clearSession();
    queryClient.clear();
    toast.success(AUTH_MESSAGES.logoutSuccess);
    // Forget the marker so going back and forward does not log out again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [loggingOut, location.pathname, location.search, navigate, queryClient]);

  return <Outlet />;
}
