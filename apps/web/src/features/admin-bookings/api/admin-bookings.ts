import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_BOOKING_MESSAGES,
  type AdminBookingDetail,
  type AdminBookingList,
  type AuditPageDto,
  type BookingMessagesDto,
  CUSTOMER_MESSAGES,
  type PickupAgentOption,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { BOOKINGS_PAGE_SIZE } from '../../../lib/bookings/bookings-queries.ts';

export interface AdminBookingFilters {
  search: string;
  /** 'all' or a booking status. */
  status: string;
  page: number;
  /** The keyset cursor of the page reached with Next (wins over `page` on the server). */
  cursor: string | null;
}

export const adminBookingsKeys = {
  all: ['admin-bookings'] as const,
  list: (filters: AdminBookingFilters) => ['admin-bookings', 'list', filters] as const,
  detail: (id: string) => ['admin-bookings', 'detail', id] as const,
  audit: (id: string) => ['admin-bookings', 'audit', id] as const,
  messages: (id: string) => ['admin-bookings', 'messages', id] as const,
  pickupAgents: ['admin-bookings', 'pickup-agents'] as const,
};

/**
 * GET /admin/bookings/: the cards of one page and the counters. The spec's failure toast only from the screen,
 * not from the prefetch as its route opens (`notify: false`, prefetch-admin-bookings.ts).
 */
export const adminBookingsQuery = (
  filters: AdminBookingFilters,
  { notify = true }: { notify?: boolean } = {},
) => ({
  queryKey: adminBookingsKeys.list(filters),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await api.get<AdminBookingList>('/admin/bookings/', {
        silent: true,
        signal,
        query: {
          search: filters.search.trim(),
          status: filters.status === 'all' ? '' : filters.status,
          page: filters.page,
          page_size: BOOKINGS_PAGE_SIZE,
          cursor: filters.cursor || undefined,
        },
      });
    } catch (error) {
      if (notify) notifyFailure(CUSTOMER_MESSAGES.fetchBookingsFailed, error);
      throw error;
    }
  },
});

export const useAdminBookings = (filters: AdminBookingFilters) =>
  useQuery({ ...adminBookingsQuery(filters), placeholderData: keepPreviousData });

/** GET /admin/bookings/{id}/ for the details dialog. */
export const useAdminBooking = (id: string | null) =>
  useQuery({
    queryKey: adminBookingsKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AdminBookingDetail>(`/admin/bookings/${id}/`, { silent: true, signal });
      } catch (error) {
        notifyFailure(ADMIN_BOOKING_MESSAGES.loadDetailsFailed, error);
        throw error;
      }
    },
    enabled: Boolean(id),
  });

/** GET /bookings/pickup-agents/ when the Assign Pickup Agent dialog opens. */
export const usePickupAgents = (enabled: boolean) =>
  useQuery({
    queryKey: adminBookingsKeys.pickupAgents,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PickupAgentOption[]>('/bookings/pickup-agents/', { silent: true, signal });
      } catch (error) {
        notifyFailure(ADMIN_BOOKING_MESSAGES.fetchPickupAgentsFailed, error);
        throw error;
      }
    },
    enabled,
  });

/** GET /admin/audit/?entity=booking&id=… (newest first) for the History tab; admins only. */
export const useBookingAudit = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: adminBookingsKeys.audit(id),
    queryFn: ({ signal }) =>
      api.get<AuditPageDto>('/admin/audit/', {
        signal,
        query: { entity: 'booking', id, page_size: 100 },
      }),
    enabled,
  });

/** GET /admin/bookings/{id}/messages/: every mail and SMS about the booking, for the History tab. */
export const useBookingMessages = (id: string) =>
  useQuery({
    queryKey: adminBookingsKeys.messages(id),
    queryFn: ({ signal }) => api.get<BookingMessagesDto>(`/admin/bookings/${id}/messages/`, { signal }),
  });
