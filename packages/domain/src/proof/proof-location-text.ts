import type { ProofLocation } from './proof-location.ts';

/*
 * The staff screens' reading of a proof's location, apart from the schemas (and zod), so the timelines that
 * show it load no validation code.
 */

/** A map link for the point, and the line staff read beside the proof. */
export const proofLocationMapUrl = (loc: Pick<ProofLocation, 'lat' | 'lng'>) =>
  `https://www.google.com/maps/search/?api=1&query=${loc.lat.toFixed(6)},${loc.lng.toFixed(6)}`;

/** "Taken at 14:32 near 6.6885, -1.6244 (±15 m)"; the time in the zone given (the screen's own by default). */
export const proofLocationText = (loc: ProofLocation, timeZone?: string) => {
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(loc.taken_at));
  return `Taken at ${time} near ${loc.lat.toFixed(4)}, ${loc.lng.toFixed(4)} (±${Math.round(loc.accuracy_m)} m)`;
};
