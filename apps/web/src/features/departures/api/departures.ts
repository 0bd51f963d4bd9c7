import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEPARTURE_MESSAGES,
  type DepartureConsolidateResultDto,
  type DepartureCreateBody,
  type DepartureDetailDto,
  type DepartureDto,
  type DepartureState,
  type DepartureStatePreview,
  type DepartureStateResultDto,
  type DepartureUpdateBody,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { departureKeys, LOAD_FAILED } from '../../../lib/departures.ts';
import { downloadFile } from '../../../lib/documents.ts';
import { toast } from '../../../lib/toast.ts';

export { departureKeys, useDepartures } from '../../../lib/departures.ts';

/** GET /departures/{id}/: with its packages and, while loading, the packages that could go on it. */
export const useDeparture = (id: string | null) =>
  useQuery({
    queryKey: departureKeys.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<DepartureDetailDto>(`/departures/${id}/`, { silent: true, signal });
      } catch (error) {
        notifyFailure(LOAD_FAILED, error);
        throw error;
      }
    },
  });

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: departureKeys.all });
};

export const useSaveDeparture = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DepartureCreateBody | DepartureUpdateBody }) =>
      id
        ? api.patch<DepartureDto>(`/departures/${id}/`, body, { silent: true })
        : api.post<DepartureDto>('/departures/', body, { silent: true }),
    onSuccess: (_, { id }) => {
      toast.success(id ? DEPARTURE_MESSAGES.updated : DEPARTURE_MESSAGES.created);
      return invalidate();
    },
    onError: (error) => notifyFailure('Failed to save the departure', error),
  });
};

/** POST /departures/{id}/state/: the answer says which packages moved and which were left where they are. */
export const useDepartureState = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, state, version }: { id: string; state: DepartureState; version: number }) =>
      api.post<DepartureStateResultDto>(`/departures/${id}/state/`, { state, version }, { silent: true }),
    onSuccess: (result) => {
      const moved = result.moved.length;
      toast.success(
        `Departure ${result.departure.state}${moved ? `: ${moved} package${moved === 1 ? '' : 's'} moved` : ''}`,
      );
      for (const left of result.skipped) toast.error(left.tracking_number ?? 'A package', left.message);
      return invalidate();
    },
    onError: (error) => notifyFailure('Failed to change the departure', error),
  });
};

/**
 * GET /departures/{id}/state/preview/?state=: what the change would do, worked out by the server with the
 * change's own code; read fresh each time the confirmation opens.
 */
export const useDepartureStatePreview = (id: string, state: DepartureState | null) =>
  useQuery({
    queryKey: [...departureKeys.one(id), 'preview', state],
    enabled: state !== null,
    gcTime: 0,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<DepartureStatePreview>(`/departures/${id}/state/preview/?state=${state}`, {
        silent: true,
        signal,
      }),
  });

/** POST /departures/{id}/packages/: by a scanned tracking number or a shipment from the list. */
export const useConsolidate = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; tracking_number?: string; shipment_id?: string }) =>
      api.post<DepartureConsolidateResultDto>(`/departures/${id}/packages/`, body, { silent: true }),
    onSuccess: (result) => {
      toast.success(
        `${DEPARTURE_MESSAGES.consolidated}: ${result.package.tracking_number ?? result.package.booking_code}`,
      );
      return invalidate();
    },
    onError: (error) => notifyFailure('Failed to add the package', error),
  });
};

export const useRemoveFromDeparture = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, shipmentId }: { id: string; shipmentId: string }) =>
      api.delete(`/departures/${id}/packages/${shipmentId}/`, { silent: true }),
    onSuccess: () => {
      toast.success(DEPARTURE_MESSAGES.removed);
      return invalidate();
    },
    onError: (error) => notifyFailure('Failed to take the package off', error),
  });
};

const paperName = (paper: string, d: DepartureDto, ext: string) =>
  `${paper}-${(d.container_or_awb ?? d.vessel_or_flight).replace(/[^A-Za-z0-9-]+/g, '')}.${ext}`;

/** The manifest for the carrier, or the customs pack's packing list for the clearing agent in Ghana. */
export const downloadDepartureFile = (
  d: DepartureDto,
  paper: 'manifest' | 'customs',
  format: 'csv' | 'pdf',
) =>
  downloadFile(`/departures/${d.id}/${paper}.${format}`, paperName(paper, d, format), {
    accept: format === 'csv' ? 'text/csv' : 'application/pdf',
  });
