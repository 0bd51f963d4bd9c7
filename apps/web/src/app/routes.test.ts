import { matchWebRoute, WEB_ROUTE_PATTERNS } from '@ukgh/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Every path the router declares; an index route counts as an error, since its path is only implied. */
const declaredPaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(route.index ? ['(index route)'] : []),
    ...(route.path ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);

const screenPattern = (path: string) => {
  const last = matchRoutes(routes, path)?.at(-1)?.route.path;
  return last === '*' ? undefined : last;
};

describe('the router and the shared route list (WEB_ROUTES)', () => {
  it('declare exactly the same paths, plus the catch-all 404 page', () => {
    expect(declaredPaths(routes).sort()).toEqual([...WEB_ROUTE_PATTERNS, '*'].sort());
  });

  it.each([
    '/',
    '/track/UKG1234567890',
    '/dashboard/bookings/0b7c2f57-3f6a-4c64-9a52-1d2a3b4c5d6e/edit',
    '/agent/delivery/settings',
    '/TRACK/',
    '/no-such-page',
    '/dashboard/nothing-here',
    '/admin/analytics',
  ])('agree on which screen %s opens, or that it opens the 404 page', (path) => {
    expect(screenPattern(path)).toBe(matchWebRoute(path));
  });
});
