import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BookingFilters, bookingStatsQuery, bookingsListQuery } from './bookings-queries.ts';
import type { PackageListItem } from './types.ts';

/** The previous page stays on screen while the next one loads, so a filter change does not flash empty. */
export const useBookings = (filters: BookingFilters) =>
  useQuery({ ...bookingsListQuery(filters), placeholderData: keepPreviousData });

/** My Packages: one row per package of the caller's shipments. */
export const usePackages = (filters: Omit<BookingFilters, 'tab'>) =>
  useQuery({
    ...bookingsListQuery<PackageListItem>({ ...filters, tab: 'packages' }),
    placeholderData: keepPreviousData,
  });

/** The counters: real counts of the caller's own bookings and shipments. */
export const useBookingStats = () => useQuery(bookingStatsQuery());
