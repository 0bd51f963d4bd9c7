import { LOGOUT_WAITING_MESSAGES } from '@ukgh/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.tsx';
import { useAgentQueue } from '../features/agent-offline/use-agent-queue.ts';

/** Handed to the root route (see SessionEnd) through the navigation's state. */
export const LOGGING_OUT = { loggingOut: true } as const;

export interface Logout {
  logout: () => void;
  /** The question asked when the agent's phone still holds unsent actions: render it beside the button. */
  confirmation: ReactNode;
}

/**
 * Logging out is a navigation home that ends the session once it has arrived. Ending it first would let
 * the private page's guard, still on screen while home loads, send the user to /login instead.
 *
 * An agent's actions wait on the phone until sent, and only their own session sends them: logging out with
 * some still waiting (no signal at the doorstep, or straight after pressing Complete) would hold the parcel's
 * progress back until they sign in here again, so they are asked first.
 */
export function useLogout(): Logout {
  const navigate = useNavigate();
  const { waiting } = useAgentQueue();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    setAsking(false);
    navigate('/', { replace: true, state: LOGGING_OUT });
  };
  // Everything was sent while the agent read the question: nothing holds the logout back any more.
  const nothingWaits = waiting.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `leave` is a new function each render; the two values decide
  useEffect(() => {
    if (asking && nothingWaits) leave();
  }, [asking, nothingWaits]);
  return {
    logout: () => (waiting.length > 0 ? setAsking(true) : leave()),
    confirmation: (
      <ConfirmDialog
        opened={asking && !nothingWaits}
        title={LOGOUT_WAITING_MESSAGES.title}
        message={LOGOUT_WAITING_MESSAGES.message(waiting.length)}
        cancelLabel={LOGOUT_WAITING_MESSAGES.stay}
        confirmLabel={LOGOUT_WAITING_MESSAGES.logOutAnyway}
        danger
        onConfirm={leave}
        onClose={() => setAsking(false)}
      />
    ),
  };
}
