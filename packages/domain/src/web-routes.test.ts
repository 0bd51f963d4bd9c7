import { describe, expect, it } from 'vitest';
import {
  matchWebRoute,
  PRERENDERED_ROUTES,
  prerenderedFile,
  WEB_ROUTE_PATTERNS,
  WEB_ROUTES,
} from './web-routes.ts';

describe('matchWebRoute', () => {
  it.each([
    ['/', '/'],
    ['/track', '/track'],
    ['/track/UKG1234567890', '/track/:code'],
    ['/dashboard/bookings/0b7c2f57-3f6a-4c64-9a52-1d2a3b4c5d6e', '/dashboard/bookings/:id'],
    ['/dashboard/bookings/0b7c2f57-3f6a-4c64-9a52-1d2a3b4c5d6e/edit', '/dashboard/bookings/:id/edit'],
    ['/agent/warehouse/settings', '/agent/warehouse/settings'],
  ])('%s opens %s', (path, pattern) => {
    expect(matchWebRoute(path)).toBe(pattern);
  });

  it('ignores a trailing slash and letter case, as the router does', () => {
    expect(matchWebRoute('/track/')).toBe('/track');
    expect(matchWebRoute('/Services/UK-Ghana')).toBe('/services/uk-ghana');
    expect(matchWebRoute('/%74rack')).toBe('/track');
  });

  it.each([
    '/no-such-page',
    '/track/UKG1234567890/extra',
    '/track//UKG1234567890',
    '/dashboard/bookings/abc/delete',
    '/admin/no-such-screen',
    '/agent/unknown',
    '/services',
    '/assets/app-abc123.js',
    '/api/v1/health',
  ])('%s opens no screen', (path) => {
    expect(matchWebRoute(path)).toBeUndefined();
  });

  it('recognises every listed pattern with its parameters filled in', () => {
    for (const pattern of WEB_ROUTE_PATTERNS) {
      expect(matchWebRoute(pattern.replace(/:[^/]+/g, 'x1'))).toBe(pattern);
    }
  });

  it('lists each pattern once', () => {
    expect(new Set(WEB_ROUTE_PATTERNS).size).toBe(Object.keys(WEB_ROUTES).length);
  });
});

describe('prerenderedFile', () => {
  it('names one HTML file per prerendered page, the home page as index.html', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/rates')).toBe('prerendered/rates.html');
    expect(prerenderedFile('/services/uk-ghana')).toBe('prerendered/services/uk-ghana.html');
    expect(new Set(PRERENDERED_ROUTES.map(prerenderedFile)).size).toBe(PRERENDERED_ROUTES.length);
  });

  it('has no file for a page with a parameter or behind a sign-in', () => {
    expect(prerenderedFile(WEB_ROUTES.trackNumber)).toBeUndefined();
    expect(prerenderedFile(WEB_ROUTES.login)).toBeUndefined();
    expect(prerenderedFile(WEB_ROUTES.customerHome)).toBeUndefined();
  });
});
