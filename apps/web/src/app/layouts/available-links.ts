/**
 * Back-office screens of spec 001 that later issues build. Until a screen exists its navigation link is
 * left out, rather than leading to a 404; remove the path here when the screen lands.
 */
const NOT_YET_BUILT = new Set(['/agent/pickup/packages', '/agent/delivery/bookings']);

export const availableLinks = <T extends { to: string }>(links: readonly T[]): T[] =>
  links.filter((link) => !NOT_YET_BUILT.has(link.to));

/** Whether a web path (query string allowed) leads to a screen that exists yet. */
export const isAvailablePath = (path: string): boolean => !NOT_YET_BUILT.has(path.split('?')[0]!);
