import { useQuery } from '@tanstack/react-query';
import type { DepartureDto, DepartureState, Paginated } from '@ukgh/domain';
import { api, notifyFailure } from './api-client.ts';

// The departures list, shared by the departures screens and the warehouse's loading picker.
export const departureKeys = {
  all: ['departures'] as const,
  list: (state?: string) => ['departures', 'list', state ?? 'all'] as const,
  one: (id: string) => ['departures', 'one', id] as const,
};

export const LOAD_FAILED = 'Failed to load departures';

/** GET /departures/: the next to leave first. */
export const useDepartures = (state?: DepartureState) =>
  useQuery({
    queryKey: departureKeys.list(state),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Paginated<DepartureDto>>('/departures/', {
          silent: true,
          signal,
          query: { state, page_size: 100 },
        });
      } catch (error) {
        notifyFailure(LOAD_FAILED, error);
        throw error;
      }
    },
  });
