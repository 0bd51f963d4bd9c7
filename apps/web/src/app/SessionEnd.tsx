import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { API_BASE } from '../lib/api-client.ts';
import { clearSession, getToken } from '../lib/auth-store.ts';
import { toast } from '../lib/toast.ts';

/**
 * The root route. Finishes a logout after the page it started on is gone: forgets the session and
 * everything fetched with it, so the next person on this device sees none of it. The server is told too, so the
 * token stops working even if a copy of it is left somewhere; the device forgets it whether or not that call
 * gets through.
 */
export function SessionEnd() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggingOut = (location.state as { loggingOut?: boolean } | null)?.loggingOut === true;

  useEffect(() => {
    if (!loggingOut) return;
    const token = getToken();
    if (token) {
      fetch(`${API_BASE}/auth/logout/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => {});
    }
    clearSession();
    queryClient.clear();
    toast.success(AUTH_MESSAGES.logoutSuccess);
    // Forget the marker so going back and forward does not log out again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [loggingOut, location.pathname, location.search, navigate, queryClient]);

  return <Outlet />;
}
