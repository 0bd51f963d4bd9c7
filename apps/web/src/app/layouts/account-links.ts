import { NAV_BY_ROLE, type NavLink } from '@ukgh/domain';

/**
 * The customer's account-menu shortcuts: spec 000 §2's three, then My Packages, which no header link
 * reaches (the spec fixes the header's links), so the menu is where a customer finds it.
 */
export const CUSTOMER_MENU_LINKS: readonly NavLink[] = [
  ...NAV_BY_ROLE.CUSTOMER,
  { to: '/dashboard/packages', label: 'My Packages' },
];
