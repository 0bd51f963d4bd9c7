/**
 * The query of the address the app opened on, when it is one of `paths`; else null. A route's prefetch asks
 * for a screen's data only then: on a move within the app the router loads the screen before the address
 * changes, so what the screen will show is not known yet (the screen then asks for it itself).
 */
export const openedOn = (...paths: string[]): URLSearchParams | null =>
  paths.includes(window.location.pathname.replace(/\/$/, ''))
    ? new URLSearchParams(window.location.search)
    : null;
