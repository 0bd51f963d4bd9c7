import type { DepartureMode } from '../departures/states.ts';
import type { GhanaRegionCode } from '../regions.ts';

/** A range of whole calendar days, fewest first: [2, 4] is 'two to four days'. */
export type DayRange = [number, number];

/**
 * What the delivery estimate adds after a departure arrives (settings key 'delivery_estimate'):
 * customs clearance at Tema (sea) or Kotoka, Accra (air), then the drive from our Ghana warehouse to the
 * recipient's region. Calendar days. Transit before a departure is known comes from the rate card's
 * `transit_days` (the range customers are quoted), so there is one place for it.
 */
export interface DeliveryEstimateSettings {
  customs_clearance_days: Record<DepartureMode, DayRange>;
  delivery_days: Record<GhanaRegionCode, DayRange>;
}

/**
 * A new installation's figures (an admin changes them in Settings): containers wait longer at Tema than air freight
 * at Kotoka; Greater Accra is next to both, the northern regions a long day's drive or two away.
 */
export const DEFAULT_DELIVERY_ESTIMATE: DeliveryEstimateSettings = {
  customs_clearance_days: { sea: [3, 5], air: [1, 2] },
  delivery_days: {
    GR: [1, 2],
    CR: [2, 3],
    ER: [2, 3],
    VR: [2, 4],
    AR: [2, 3],
    WR: [2, 4],
    WN: [3, 5],
    OT: [3, 5],
    AH: [3, 4],
    BO: [3, 4],
    BA: [3, 4],
    BE: [3, 5],
    NR: [4, 6],
    SV: [4, 6],
    NE: [5, 7],
    UE: [5, 7],
    UW: [5, 7],
  },
};

export const DELIVERY_ESTIMATE_DAYS_MAX = 60;

/** A stored value merged over the defaults, so a region added later still has figures. */
export const withDeliveryEstimateDefaults = (
  stored: Partial<DeliveryEstimateSettings> | null | undefined,
): DeliveryEstimateSettings => ({
  customs_clearance_days: {
    ...DEFAULT_DELIVERY_ESTIMATE.customs_clearance_days,
    ...stored?.customs_clearance_days,
  },
  delivery_days: { ...DEFAULT_DELIVERY_ESTIMATE.delivery_days, ...stored?.delivery_days },
});
