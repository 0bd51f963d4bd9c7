import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../lib/auth-store.ts';
import { getAgentQueue, type QueuedAgentAction, subscribeAgentQueue } from './queue.ts';

export interface AgentQueueView {
  /** Actions still to send, oldest first. */
  waiting: QueuedAgentAction[];
  /** Actions the server refused, with its reason, until the agent dismisses them. */
  refused: QueuedAgentAction[];
}

/** The signed-in user's queued actions. */
export const useAgentQueue = (): AgentQueueView => {
  const all = useSyncExternalStore(subscribeAgentQueue, getAgentQueue, getAgentQueue);
  const user = useCurrentUser();
  const mine = all.filter((action) => action.user_id === user?.id);
  return {
    waiting: mine.filter((action) => action.state === 'waiting'),
    refused: mine.filter((action) => action.state === 'refused'),
  };
};

/** The latest action waiting to be sent for one assignment or shipment, if any. */
export const useWaitingAction = (subjectId: string): QueuedAgentAction | null => {
  const { waiting } = useAgentQueue();
  return waiting.findLast((action) => action.subject_id === subjectId) ?? null;
};
