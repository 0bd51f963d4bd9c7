import { DEPARTURE_STATE_LABELS, type DepartureState } from './states.ts';

/** What the departures screens and API say (issue 15); not spec texts, so they live apart from messages.ts. */
export const DEPARTURE_MESSAGES = {
  notFound: 'Departure not found',
  created: 'Departure created',
  updated: 'Departure updated',
  notLoading: 'This departure is not loading: packages can only be put on a departure while it is loading',
  pastCutOff: 'The cut-off for this departure has passed',
  wrongMode: (mode: string, level: string) =>
    `This package is booked ${level}: it cannot go on a ${mode} departure`,
  notAtWarehouse: 'Only a package at the UK warehouse can be consolidated',
  alreadyOnThisDeparture: 'This package is already on this departure',
  onAnotherDeparture: 'This package is already on another departure',
  packageNotFound: 'No package has this tracking number',
  stateNotAllowed: (from: DepartureState, to: DepartureState) =>
    `A ${DEPARTURE_STATE_LABELS[from].toLowerCase()} departure cannot be marked ${DEPARTURE_STATE_LABELS[to].toLowerCase()}`,
  modeLockedByPackages: 'The mode cannot change while packages are on this departure',
  closedForEdits: 'A departure that has left can only have its ETA and carrier details changed',
  datesOutOfOrder: 'The cut-off must be before the departure, and the departure before the arrival',
  leftBehind: (status: string) => `Not moved: the package is ${status}`,
  chooseDeparture: 'Choose the loading departure to consolidate onto',
  consolidated: 'Package added to the departure',
  removed: 'Package taken off the departure',
  notRemovable: 'Only a package still consolidated on a loading departure can be taken off it',
} as const;
