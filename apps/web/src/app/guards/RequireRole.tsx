import { type Role, roleHome } from '@ukgh/domain';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/auth-store.ts';

/**
 * Mirrors the server's permissions so nobody lands on a screen whose calls would all be refused:
 * a signed-in user on another role's route goes to their own home. Sits inside RequireAuth.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (!roles.includes(session.user.role)) return <Navigate to={roleHome(session.user.role)} replace />;
  return <Outlet />;
}
