import { NAV_BY_ROLE, ROLES } from '@ukgh/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { CUSTOMER_MENU_LINKS } from './account-links.ts';
import { sidebarLinks } from './back-office-nav.ts';

/** A navigation link must open a screen, never the catch-all 404 page. */
const opensAScreen = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)!.route.path !== '*';
};

describe('navigation links', () => {
  it.each(ROLES)('every header and sidebar link of %s opens a screen', (role) => {
    const paths = [...NAV_BY_ROLE[role], ...sidebarLinks(role)].map((l) => l.to);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(opensAScreen(path), path).toBe(true);
  });

  it("every shortcut in the customer's account menu opens a screen, My Packages among them", () => {
    const paths = CUSTOMER_MENU_LINKS.map((l) => l.to);
    expect(paths).toContain('/dashboard/packages');
    for (const path of paths) expect(opensAScreen(path), path).toBe(true);
  });

  it('shows every back-office screen of spec 001 §1–§2 in the sidebars', () => {
    const admin = sidebarLinks('ADMIN').map((l) => l.to);
    expect(admin).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/users',
        '/admin/shipments',
        '/agent/pickup',
        '/admin/analytics',
      ]),
    );
    expect(sidebarLinks('WAREHOUSE').map((l) => l.to)).toContain('/agent/warehouse/shipments');
    expect(sidebarLinks('PICKUP').map((l) => l.to)).toContain('/agent/pickup/packages');
    expect(sidebarLinks('DELIVERY').map((l) => l.to)).toContain('/agent/delivery');
  });

  it('gives the delivery agent one list of jobs, the one with the actions', () => {
    const lists = NAV_BY_ROLE.DELIVERY.map((l) => l.to);
    expect(lists).toEqual(['/agent/delivery']);
  });
});
