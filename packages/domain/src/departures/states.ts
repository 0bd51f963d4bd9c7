import type { ShipmentStatus } from '../shipment/statuses.ts';

/** How a departure travels: Standard ('Ship') goes by sea to Tema, Express ('Flight') by air to Accra. */
export const DEPARTURE_MODES = ['sea', 'air'] as const;
export type DepartureMode = (typeof DEPARTURE_MODES)[number];

/** Where each mode lands in Ghana. */
export const DEPARTURE_PORTS: Readonly<Record<DepartureMode, string>> = { sea: 'Tema', air: 'Accra' };
export const DEPARTURE_MODE_LABELS: Readonly<Record<DepartureMode, string>> = { sea: 'Sea', air: 'Air' };

/** A departure's life, in order: planned → loading → departed → arrived → cleared. */
export const DEPARTURE_STATES = ['planned', 'loading', 'departed', 'arrived', 'cleared'] as const;
export type DepartureState = (typeof DEPARTURE_STATES)[number];

export const DEPARTURE_STATE_LABELS: Readonly<Record<DepartureState, string>> = {
  planned: 'Planned',
  loading: 'Loading',
  departed: 'Departed',
  arrived: 'Arrived',
  cleared: 'Cleared',
};

/**
 * The steps a departure may take. Loading may go back to planned (the sailing is postponed before anything
 * left); once the goods have gone, the state only moves forward.
 */
export const DEPARTURE_TRANSITIONS: Readonly<Record<DepartureState, readonly DepartureState[]>> = {
  planned: ['loading'],
  loading: ['planned', 'departed'],
  departed: ['arrived'],
  arrived: ['cleared'],
  cleared: [],
};

export const canMoveDeparture = (from: DepartureState, to: DepartureState): boolean =>
  DEPARTURE_TRANSITIONS[from].includes(to);

export interface DeparturePackageMove {
  /** Only a package standing here moves; any other (an exception, say) is reported and left where it is. */
  from: ShipmentStatus;
  to: ShipmentStatus;
  move: 'depart' | 'arrive-ghana' | 'receive-ghana';
}

/**
 * Where every package on the departure goes when the departure reaches a state: the shipment transition
 * table's own rows (depart, arrive-ghana, receive-ghana), made through the move service.
 */
export const DEPARTURE_PACKAGE_MOVES: Readonly<Partial<Record<DepartureState, DeparturePackageMove>>> = {
  departed: { from: 'consolidated', to: 'in_transit', move: 'depart' },
  arrived: { from: 'in_transit', to: 'arrived_ghana', move: 'arrive-ghana' },
  cleared: { from: 'arrived_ghana', to: 'at_ghana_warehouse', move: 'receive-ghana' },
};

/** The column each state stamps when it is reached. */
export const DEPARTURE_STATE_STAMPS = {
  departed: 'departedAt',
  arrived: 'arrivedAt',
  cleared: 'clearedAt',
} as const satisfies Partial<Record<DepartureState, string>>;

export const isDepartureState = (value: unknown): value is DepartureState =>
  typeof value === 'string' && (DEPARTURE_STATES as readonly string[]).includes(value);
export const isDepartureMode = (value: unknown): value is DepartureMode =>
  typeof value === 'string' && (DEPARTURE_MODES as readonly string[]).includes(value);
