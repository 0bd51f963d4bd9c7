/**
 * Where the goods are (DESIGN §4): the route in order, then `exception`, which can happen at any moving
 * state. Stored and sent in lower case.
 */
export const SHIPMENT_STATUSES = [
  'pending',
  'confirmed',
  'pickup_assigned',
  'picked_up',
  'at_warehouse',
  'consolidated',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'out_for_delivery',
  'delivered',
  'exception',
] as const;

/**
 * The statuses the packages hub lists (spec 001 §4: "from pickup_assigned to exception"). Here, not with the
 * hub's contract: its filter draws with them, and the contract's module brings zod.
 */
export const HUB_SHIPMENT_STATUSES = SHIPMENT_STATUSES.filter(
  (status) => status !== 'pending' && status !== 'confirmed',
) as readonly ShipmentStatus[];
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Older clients and the spec's sample data use these words for the same states (spec 001 §4). */
const SYNONYMS: Readonly<Record<string, ShipmentStatus>> = {
  at_uk_warehouse: 'at_warehouse',
  at_gh_warehouse: 'at_ghana_warehouse',
  booked: 'pending',
};

const asKey = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

/** Reads any spelling we accept (any case, synonyms) into our status; null when it is not one. */
export const normalizeShipmentStatus = (raw: unknown): ShipmentStatus | null => {
  const key = asKey(raw);
  if ((SHIPMENT_STATUSES as readonly string[]).includes(key)) return key as ShipmentStatus;
  // Own keys only: `__proto__` or `constructor` would read Object's own members (a 500 at the routes).
  return Object.hasOwn(SYNONYMS, key) ? SYNONYMS[key]! : null;
};

/**
 * Tracker labels (spec 000 §4), plus the statuses the tracker did not know. `booked`, `assigned`,
 * `completed`, `cancelled` and `rejected` are not shipment statuses but do reach the same badges
 * (the customer's booking list shows `booked` apart from `pending`, so it keeps its own word).
 */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  booked: 'Booked',
  confirmed: 'Confirmed',
  assigned: 'Assigned',
  'confirmed and assigned': 'Confirmed and Assigned',
  pickup_assigned: 'Pickup Assigned',
  picked_up: 'Picked Up',
  at_warehouse: 'At Warehouse',
  consolidated: 'Consolidated',
  in_transit: 'In Transit',
  arrived_ghana: 'Arrived in Ghana',
  at_ghana_warehouse: 'At Ghana Warehouse',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  completed: 'Completed',
  exception: 'Exception',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** The label for any status text; unknown values show the raw text in upper case (spec 000 §4). */
export const statusLabel = (raw: unknown): string => {
  const key = asKey(raw);
  const label = STATUS_LABELS[key] ?? STATUS_LABELS[normalizeShipmentStatus(key) ?? ''];
  return label ?? String(raw ?? '').toUpperCase();
};

export type BadgeClass = 'pending' | 'confirmed' | 'in-transit' | 'delivered' | 'exception' | 'cancelled';

/**
 * Badge classes as spec 000 §4 gives them for the statuses it names; truly unknown text keeps `pending`.
 * The spec's tracker knew fewer statuses than our route has, so ours are placed where they belong rather
 * than shown as waiting: pickup_assigned with confirmed, consolidated and the Ghana legs with in-transit.
 * `exception` gets a badge of its own (it needs attention, and the progress bar turns red for it too);
 * `cancelled` and `rejected` share a `cancelled` badge, so a stopped booking never looks like one waiting.
 */
const BADGE_CLASSES: Readonly<Record<string, BadgeClass>> = {
  delivered: 'delivered',
  completed: 'delivered',
  out_for_delivery: 'in-transit',
  in_transit: 'in-transit',
  consolidated: 'in-transit',
  arrived_ghana: 'in-transit',
  at_ghana_warehouse: 'in-transit',
  picked_up: 'confirmed',
  at_warehouse: 'confirmed',
  confirmed: 'confirmed',
  pickup_assigned: 'confirmed',
  pending: 'pending',
  exception: 'exception',
  cancelled: 'cancelled',
  rejected: 'cancelled',
};

export const badgeClass = (raw: unknown): BadgeClass => {
  const key = asKey(raw);
  return BADGE_CLASSES[normalizeShipmentStatus(key) ?? key] ?? 'pending';
};

/** Progress bar percentages (spec 000 §4, spec 001 §4); anything else is 0. */
export const PROGRESS_PERCENT: Readonly<Partial<Record<ShipmentStatus, number>>> = {
  pending: 11,
  confirmed: 22,
  picked_up: 33,
  at_warehouse: 44,
  in_transit: 56,
  arrived_ghana: 67,
  at_ghana_warehouse: 78,
  out_for_delivery: 89,
  delivered: 100,
};

export const progressPercent = (raw: unknown): number => {
  const status = normalizeShipmentStatus(raw);
  return (status && PROGRESS_PERCENT[status]) ?? 0;
};

/**
 * Confirmed, but the goods are still with the sender: nothing is scanned until the pickup agent collects
 * them, so a long quiet spell here is expected rather than a sign of trouble.
 */
export const isAwaitingCollection = (raw: unknown): boolean => {
  const status = normalizeShipmentStatus(raw);
  return status === 'confirmed' || status === 'pickup_assigned';
};

/** Statuses that count as shipments, i.e. the goods have left the customer (spec 000 §4 Grouping). */
export const SHIPMENT_GROUP_STATUSES = [
  'picked_up',
  'at_warehouse',
  'at_uk_warehouse',
  'consolidated',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'AT_GH_WAREHOUSE',
  'out_for_delivery',
  'delivered',
  'exception',
] as const;

/** Statuses that count as bookings still in progress (spec 000 §4 Grouping). */
export const BOOKING_IN_PROGRESS_STATUSES = ['pending', 'booked', 'confirmed', 'assigned'] as const;

const SHIPMENT_GROUP = new Set<string>(SHIPMENT_GROUP_STATUSES.map((s) => s.toLowerCase()));
const IN_PROGRESS_GROUP = new Set<string>(BOOKING_IN_PROGRESS_STATUSES);

/** Case-insensitive: the spec's sample data writes these in upper case. */
export const isShipmentStatus = (raw: unknown): boolean => SHIPMENT_GROUP.has(asKey(raw));
export const isBookingInProgress = (raw: unknown): boolean => IN_PROGRESS_GROUP.has(asKey(raw));

/**
 * The admin Packages screen lists items "from pickup_assigned to exception" (spec 001 §4): one step wider
 * than the shipment group, so an assigned pickup is already on the agents' hub.
 */
export const isOnPackagesScreen = (raw: unknown): boolean => {
  const status = normalizeShipmentStatus(raw);
  return status !== null && SHIPMENT_STATUSES.indexOf(status) >= SHIPMENT_STATUSES.indexOf('pickup_assigned');
};

/** Offered in the Update Package Status dialog (spec 001 §4). */
export const MANUAL_UPDATE_STATUSES = [
  'picked_up',
  'at_warehouse',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'out_for_delivery',
  'delivered',
  'consolidated',
  'exception',
] as const satisfies readonly ShipmentStatus[];

/** The Scan & Update dialog also offers pending and confirmed (spec 001 §4). */
export const SCAN_STATUSES = [
  'pending',
  'confirmed',
  ...MANUAL_UPDATE_STATUSES,
] as const satisfies readonly ShipmentStatus[];

/** My Shipments status filter (spec 000 §2), in the spec's order. */
export const CUSTOMER_SHIPMENT_FILTER_STATUSES = [
  'picked_up',
  'at_warehouse',
  'at_uk_warehouse',
  'consolidated',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'out_for_delivery',
  'delivered',
] as const;

/** My Packages status filter (spec 000 §2). */
export const CUSTOMER_PACKAGE_FILTER_STATUSES = [
  'picked_up',
  'at_warehouse',
  'in_transit',
  'arrived_ghana',
  'at_ghana_warehouse',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly ShipmentStatus[];

/** My Bookings status filter (spec 000 §2). */
export const CUSTOMER_BOOKING_FILTERS = [
  'all',
  'pending',
  'booked',
  'confirmed',
  'assigned',
  'confirmed and assigned',
] as const;
export type CustomerBookingFilter = (typeof CUSTOMER_BOOKING_FILTERS)[number];
