import { roleHome } from '@ukgh/domain';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/auth-store.ts';

/** Login sends every agent to /agent (spec 001 §2); each goes on to their own area from here. */
export function AgentIndex() {
  const session = useSession();
  return <Navigate to={session ? roleHome(session.user.role) : '/login'} replace />;
}
