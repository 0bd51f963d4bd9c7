/**
 * A full page load, not a router navigation: after a session ends, every cached query and in-memory
 * state must go with it. Kept in its own module so tests can observe it.
 */
export const hardNavigate = (path: string): void => {
  window.location.assign(path);
};
