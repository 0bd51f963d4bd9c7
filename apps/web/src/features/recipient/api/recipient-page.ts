import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipientChoices, RecipientDeliveryAddress, RecipientPage } from '@ukgh/domain';
import { ApiError, api } from '../../../lib/api-client.ts';

/** The recipient's page (issue 50): reached by the signed link in their texts, no sign-in. */
const pageKey = (token: string) => ['recipient-page', token] as const;

/** A link we never made: unknown (404) or not even the shape of one (400). */
export const isUnknownLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const useRecipientPage = (token: string) =>
  useQuery({
    queryKey: pageKey(token),
    queryFn: ({ signal }) =>
      api.get<RecipientPage>(`/recipient/${encodeURIComponent(token)}/`, { silent: true, signal }),
    retry: (count, error) => !isUnknownLink(error) && count < 2,
    staleTime: 60_000,
  });

export type RecipientChange =
  | { kind: 'receiver'; body: { receiver: { name: string; phone: string } | null } }
  | { kind: 'location'; body: { location: { lat: number; lng: number; accuracy_m: number | null } | null } }
  | { kind: 'collection'; body: { collect_at_warehouse: boolean } }
  | { kind: 'address'; body: { gps_address: string } };

/** What a change answers: the delivery address for the digital address, otherwise the choices. */
type ChangeAnswer = RecipientChoices | RecipientDeliveryAddress;

/** One change; the answer (the choices, or the address, as now stored) replaces that part of the page. */
export const useRecipientChange = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RecipientChange) =>
      api.put<ChangeAnswer>(`/recipient/${encodeURIComponent(token)}/${change.kind}/`, change.body, {
        silent: true,
      }),
    onSuccess: (answer, change) =>
      queryClient.setQueryData<RecipientPage>(
        pageKey(token),
        (page) =>
          page &&
          (change.kind === 'address'
            ? { ...page, delivery_address: answer as RecipientDeliveryAddress }
            : { ...page, choices: answer as RecipientChoices }),
      ),
    // A 409 means the driver set out meanwhile: read the page again so it says so.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: pageKey(token) });
    },
  });
};
