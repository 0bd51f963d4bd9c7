import { QueryClient } from '@tanstack/react-query';

// The api client already tells the user about every failure; a silent retry would repeat that toast.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
