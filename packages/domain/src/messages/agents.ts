/** Agent screens (spec 001 §8). */
export const AGENT_MESSAGES = {
  loadPickupAssignmentsFailed: 'Failed to load pickup assignments',
  loadWarehouseShipmentsFailed: 'Failed to load warehouse shipments',
  loadDeliveryAgentsFailed: 'Failed to load delivery agents',
  loadDeliveryAssignmentsFailed: 'Failed to load delivery assignments',
} as const;

/** The agents' actions sent from the phone (issue 10): when they happened, and the phone's action id. */
export const AGENT_ACTION_MESSAGES = {
  occurredInFuture: "The time of this action is in the future: check the phone's clock",
  occurredTooLongAgo: 'This action happened more than 7 days ago and can no longer be sent',
  actionIdReused: 'This action id was already used for a different action',
} as const;

/** The warehouse dashboard's scan box (spec 001 §5 "Scan needs a non-empty tracking or booking number"; its text is ours). */
export const WAREHOUSE_MESSAGES = {
  scanEmpty: 'Enter or scan a tracking or booking number',
} as const;

/** A scan that found the package but cannot make the chosen step from where the package is. */
export const warehouseScanRefused = (statusText: string, verb: string): string =>
  `is ${statusText}: it cannot be ${verb} now`;

/** Agent actions kept on the phone while there is no connection (issue 10; not in the spec). */
export const AGENT_OFFLINE_MESSAGES = {
  savedOffline: 'Saved on this phone: it will be sent when the connection returns',
  waitingToSend: 'waiting to send',
  refusedTitle: 'Not accepted by the server',
  offlineCopy: 'You are offline: showing the last list this phone saved',
} as const;
