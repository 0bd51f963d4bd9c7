/**
 * The agents' offline support, shared by the pickup, warehouse and delivery screens:
 * - `queueAgentAction({kind, url, method, body, files, subjectId, label, successMessage, failureMessage})`
 *   stores an action on the phone (IndexedDB) with its `client_action_id` and `occurred_at` and returns
 *   at once; it is sent in order when there is a connection, and its outcome is toasted by
 *   `AgentQueueStatus` (mounted in the back-office header).
 * - `useWaitingAction(subjectId)`: the action still waiting for an assignment or shipment, to show it so.
 * - `fetchWithOfflineCopy(key, fetcher)`: a list query that falls back to the last copy when offline.
 */
export { AgentQueueStatus } from './AgentQueueStatus.tsx';
export { fetchWithOfflineCopy, forgetOfflineCopies, type OfflineCopy } from './offline-lists.ts';
export {
  type AgentActionEvent,
  type AgentActionInput,
  dismissAgentAction,
  flushAgentQueue,
  getAgentQueue,
  onAgentActionEvent,
  type QueuedAgentAction,
  queueAgentAction,
  startAgentQueue,
} from './queue.ts';
export { useAgentQueue, useWaitingAction } from './use-agent-queue.ts';
