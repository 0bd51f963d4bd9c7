import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/auth-store.ts';

/** Signed-out visitors go to /login; the page they wanted rides along so login can bring them back. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
