export const ROLES = ['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an admin may give to staff (the Edit User dialog offers only these four; spec 001 §5). */
export const STAFF_ROLES = ['ADMIN', 'PICKUP', 'WAREHOUSE', 'DELIVERY'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const AGENT_ROLES = ['PICKUP', 'WAREHOUSE', 'DELIVERY'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  PICKUP: 'Pickup Agent',
  WAREHOUSE: 'Warehouse Agent',
  DELIVERY: 'Delivery Agent',
  CUSTOMER: 'Customer',
};

const ROLE_HOMES: Record<Role, string> = {
  ADMIN: '/admin',
  PICKUP: '/agent/pickup',
  WAREHOUSE: '/agent/warehouse',
  DELIVERY: '/agent/delivery',
  CUSTOMER: '/dashboard',
};

/** The Dashboard entry of the account menu (spec 000 §2). */
export const roleHome = (role: Role | string | undefined): string =>
  role && role in ROLE_HOMES ? ROLE_HOMES[role as Role] : '/dashboard';

/** Settings sits under each role's home (spec 000 §2: {role home}/settings). */
export const settingsPath = (role: Role | string | undefined): string => `${roleHome(role)}/settings`;

/** Where the login screen sends a user: agents go to /agent, which forwards to their own home. */
export const loginRedirect = (role: Role | string | undefined): string => {
  if (role === 'ADMIN') return '/admin';
  if (role === 'PICKUP' || role === 'WAREHOUSE' || role === 'DELIVERY') return '/agent';
  return '/dashboard';
};

export interface NavLink {
  to: string;
  label: string;
}

/** Header navigation when signed in, by role (spec 000 §2, spec 001 §2). */
export const NAV_BY_ROLE: Record<Role, NavLink[]> = {
  PICKUP: [
    { to: '/agent/pickup', label: 'My Bookings' },
    { to: '/agent/pickup/packages', label: 'My Packages' },
  ],
  WAREHOUSE: [
    { to: '/agent/warehouse', label: 'Dashboard' },
    { to: '/agent/warehouse/bookings', label: 'Bookings' },
    { to: '/agent/warehouse/shipments', label: 'Shipments' },
    { to: '/agent/warehouse/departures', label: 'Departures' },
  ],
  // One list with the recipients and the actions (/agent/delivery/bookings opens it too).
  DELIVERY: [{ to: '/agent/delivery', label: 'My Packages' }],
  ADMIN: [
    { to: '/admin', label: 'Dashboard' },
    { to: '/admin/bookings', label: 'Bookings' },
    { to: '/admin/shipments', label: 'Packages' },
    { to: '/admin/users', label: 'Users' },
  ],
  CUSTOMER: [
    { to: '/dashboard/book', label: 'Book Shipment' },
    { to: '/dashboard/bookings', label: 'My Bookings' },
    { to: '/dashboard/shipments', label: 'My Shipments' },
  ],
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && ROLES.includes(value as Role);
