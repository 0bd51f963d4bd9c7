import type { ProofLocation } from '@ukgh/domain';

/** How long the Deliver step waits for the phone's position before it goes on without it. */
export const PROOF_LOCATION_TIMEOUT_MS = 4000;

/**
 * Where the phone is as the agent takes the delivery's proof (issue 50), or null: the browser asks the agent
 * for permission; a refusal, no geolocation, an error or no answer within the timeout is simply no location.
 * Never rejects, so a delivery is never held up by it.
 */
export const readProofLocation = (timeoutMs = PROOF_LOCATION_TIMEOUT_MS): Promise<ProofLocation | null> =>
  new Promise((resolve) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (value: ProofLocation | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      geolocation.getCurrentPosition(
        (position) =>
          done({
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            accuracy_m: Math.min(Math.max(position.coords.accuracy, 0), 100_000),
            taken_at: new Date(position.timestamp || Date.now()).toISOString(),
          }),
        () => done(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      done(null);
    }
  });
