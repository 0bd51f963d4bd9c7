import { DEPARTURE_PORTS, type DepartureMode, type DepartureState } from './states.ts';

interface DepartureDetails {
  mode: DepartureMode;
  carrier: string;
  vesselOrFlight: string;
  containerOrAwb: string | null;
}

/** 'MSC ABIDJAN (MSC), container MSCU1234567' or 'BA 081 (British Airways), air waybill 125-12345675'. */
export const departureDescription = (d: DepartureDetails): string => {
  const unit = d.mode === 'sea' ? 'container' : 'air waybill';
  const base = `${d.vesselOrFlight} (${d.carrier})`;
  return d.containerOrAwb ? `${base}, ${unit} ${d.containerOrAwb}` : base;
};

/**
 * What the travel event of a package moved by its departure says: where (the UK when it leaves, the port of
 * arrival after) and the sailing or flight it is on, so the public tracker names the real departure.
 */
export const departureTravelEvent = (d: DepartureDetails, state: DepartureState) => ({
  location: state === 'departed' ? 'United Kingdom' : DEPARTURE_PORTS[d.mode],
  notes: departureDescription(d),
});
