import type { DepartureMode, DepartureState } from './states.ts';

/**
 * What a departure's state change will do, worked out by the server running the change itself and undoing
 * it (GET /departures/{id}/state/preview/), so the confirmation says what will really happen.
 */
export interface DepartureStatePreview {
  state: DepartureState;
  mode: DepartureMode;
  /** Packages on the departure that move with it. */
  moving: number;
  /** Packages on it that stay where they are (an exception, say). */
  skipped: number;
  /** Packages at the UK warehouse, ready for a departure of this mode and not on one, that it leaves behind. */
  left_behind: number;
  /** Customers mailed because their delivery window moves by more than a day. */
  customers_told: number;
  before_cut_off: boolean;
  before_etd: boolean;
}

/** The states whose change moves goods and mails customers and cannot be undone: they ask first. */
export const DEPARTURE_STATES_TO_CONFIRM: readonly DepartureState[] = ['departed', 'arrived', 'cleared'];

export const needsConfirmation = (to: DepartureState): boolean => DEPARTURE_STATES_TO_CONFIRM.includes(to);

/** Whether it is earlier than the departure's cut-off or ETD (the warnings a confirmation gives). */
export const earlyFor = (d: { cutOffAt: Date; etd: Date }, now: Date = new Date()) => ({
  beforeCutOff: now.getTime() < d.cutOffAt.getTime(),
  beforeEtd: now.getTime() < d.etd.getTime(),
});

const parcels = (n: number) => `${n} ${n === 1 ? 'parcel' : 'parcels'}`;
const customers = (n: number) => `${n} ${n === 1 ? 'customer' : 'customers'}`;
const WHERE_TO: Record<DepartureState, string> = {
  planned: 'planned',
  loading: 'loading',
  departed: 'in transit',
  arrived: 'arrived in Ghana',
  cleared: 'at the Ghana warehouse',
};

/** The confirmation's title: 'Mark this sailing departed?'. */
export const confirmationTitle = (p: Pick<DepartureStatePreview, 'state' | 'mode'>) =>
  `Mark this ${p.mode === 'sea' ? 'sailing' : 'flight'} ${p.state}?`;

/**
 * What the confirmation says, one sentence each: what moves, what stays, who is told, that it cannot be
 * undone; and apart, the warnings about doing it early.
 */
export const confirmationLines = (p: DepartureStatePreview) => {
  const unit = p.mode === 'sea' ? 'sailing' : 'flight';
  const lines: string[] = [];
  lines.push(
    p.moving === 0
      ? 'No parcel on it moves.'
      : `${parcels(p.moving)} on it will be marked ${WHERE_TO[p.state]}.`,
  );
  if (p.skipped > 0)
    lines.push(
      `${parcels(p.skipped)} on it cannot move and will stay where ${p.skipped === 1 ? 'it is' : 'they are'}.`,
    );
  if (p.left_behind > 0)
    lines.push(
      `${parcels(p.left_behind)} ready for this ${unit} ${p.left_behind === 1 ? 'is' : 'are'} not loaded and will wait for the next one.`,
    );
  lines.push(
    p.customers_told === 0
      ? 'No customer’s delivery window moves.'
      : `${customers(p.customers_told)} will be told their new delivery window.`,
  );
  lines.push('This cannot be undone.');
  const warnings: string[] = [];
  if (p.before_cut_off) warnings.push(`The cut-off for this ${unit} has not passed yet.`);
  if (p.before_etd) warnings.push(`It is before this ${unit}'s ETD.`);
  return { lines, warnings };
};
