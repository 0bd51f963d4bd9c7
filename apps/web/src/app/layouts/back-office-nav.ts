import {
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconChartBar,
  IconLayoutDashboard,
  IconPackage,
  IconSettings,
  IconShip,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { NAV_BY_ROLE, type Role } from '@ukgh/domain';
import type { ComponentType } from 'react';

export interface SidebarLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** The admin sidebar of spec 001 §2, in its order. */
const ADMIN_SIDEBAR: SidebarLink[] = [
  { to: '/admin', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/admin/bookings', label: 'Bookings', icon: IconCalendarEvent },
  { to: '/admin/shipments', label: 'Packages', icon: IconPackage },
  { to: '/admin/users', label: 'Users', icon: IconUsers },
  { to: '/admin/departures', label: 'Departures', icon: IconShip },
  { to: '/agent/warehouse', label: 'Warehouse', icon: IconBuildingWarehouse },
  { to: '/agent/pickup', label: 'Pickup', icon: IconTruck },
  { to: '/agent/delivery', label: 'Delivery', icon: IconTruckDelivery },
  { to: '/admin/analytics', label: 'Analytics', icon: IconChartBar },
  { to: '/admin/settings', label: 'Settings', icon: IconSettings },
];

const AGENT_ICONS: Record<string, SidebarLink['icon']> = {
  '/agent/pickup': IconTruck,
  '/agent/pickup/packages': IconPackage,
  '/agent/warehouse': IconLayoutDashboard,
  '/agent/warehouse/bookings': IconCalendarEvent,
  '/agent/warehouse/shipments': IconPackage,
  '/agent/warehouse/departures': IconShip,
  '/agent/delivery': IconTruckDelivery,
};

/** Agents see their own role's links (the same as their header navigation). */
export const sidebarLinks = (role: Role): SidebarLink[] =>
  role === 'ADMIN'
    ? ADMIN_SIDEBAR
    : NAV_BY_ROLE[role].map((link) => ({ ...link, icon: AGENT_ICONS[link.to] ?? IconLayoutDashboard }));
