import { useQuery } from '@tanstack/react-query';
import { TRACKING_MESSAGES, type TrackingResult } from '@ukgh/domain';
import { ApiError, api, notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** GET /shipments/track/{number}/ (spec 000 §3 "Tracking result"): names only, never addresses. */
export type { TrackingResult };

export const trackingKey = (trackingNumber: string) => ['tracking', trackingNumber] as const;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Looks a number up and says how it went (spec 000 §8): found → 'Tracking information found!'; unknown →
 * no toast, the page shows the not-found card; anything else → 'Failed to track package' with the reason.
 */
export const fetchTracking = async (trackingNumber: string, signal?: AbortSignal) => {
  try {
    const result = await api.get<TrackingResult>(`/shipments/track/${encodeURIComponent(trackingNumber)}/`, {
      silent: true,
      signal,
    });
    toast.success(TRACKING_MESSAGES.found);
    return result;
  } catch (error) {
    if (!isNotFound(error)) notifyFailure(TRACKING_MESSAGES.failedToast, error);
    throw error;
  }
};

/** One lookup per number shown; it is not re-run behind the visitor's back (each run toasts). */
export const useTracking = (trackingNumber: string | null) =>
  useQuery({
    queryKey: trackingKey(trackingNumber ?? ''),
    queryFn: ({ signal }) => fetchTracking(trackingNumber ?? '', signal),
    enabled: trackingNumber !== null,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
