import { useNavigate } from 'react-router';

/** Handed to the root route (see SessionEnd) through the navigation's state. */
export const LOGGING_OUT = { loggingOut: true } as const;

/**
 * Logging out is a navigation home that ends the session once it has arrived. Ending it first would let
 * the private page's guard, still on screen while home loads, send the user to /login instead.
 */
export function useLogout() {
  const navigate = useNavigate();
  return () => navigate('/', { replace: true, state: LOGGING_OUT });
}
