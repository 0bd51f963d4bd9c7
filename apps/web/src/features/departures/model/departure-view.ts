import {
  DEPARTURE_MODE_LABELS,
  DEPARTURE_STATE_LABELS,
  DEPARTURE_TRANSITIONS,
  type DepartureDto,
  type DepartureState,
} from '@ukgh/domain';

/** The buttons a departure shows: its next states, forward first ("Start loading", "Mark departed", …). */
const ACTION_LABELS: Record<DepartureState, string> = {
  planned: 'Back to planned',
  loading: 'Start loading',
  departed: 'Mark departed',
  arrived: 'Mark arrived',
  cleared: 'Mark cleared',
};

export const stateActions = (d: Pick<DepartureDto, 'state'>) =>
  [...DEPARTURE_TRANSITIONS[d.state]]
    .sort((a, b) => (a === 'planned' ? 1 : b === 'planned' ? -1 : 0))
    .map((to) => ({ to, label: ACTION_LABELS[to] }));

export const STATE_COLORS: Record<DepartureState, string> = {
  planned: 'gray',
  loading: 'yellow',
  departed: 'blue',
  arrived: 'teal',
  cleared: 'green',
};

export const stateLabel = (state: DepartureState) => DEPARTURE_STATE_LABELS[state];

/** 'Sea · MSC ABIDJAN (MSC)' */
export const departureTitle = (d: Pick<DepartureDto, 'mode' | 'vessel_or_flight' | 'carrier'>) =>
  `${DEPARTURE_MODE_LABELS[d.mode]} · ${d.vessel_or_flight} (${d.carrier})`;

export const unitLabel = (d: Pick<DepartureDto, 'mode'>) => (d.mode === 'sea' ? 'Container' : 'Air waybill');
