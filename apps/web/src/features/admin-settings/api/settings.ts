import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSettingsDto,
  CurrencyRateDto,
  UpdateCurrencyInput,
  UpdateSettingsInput,
} from '@ukgh/domain';
import { api, notifyFailure } from '../../../lib/api-client.ts';
import { collectionDaysKey } from '../../../lib/collection-days.ts';
import { rateCardKey } from '../../../lib/rate-card-data.ts';
import { toast } from '../../../lib/toast.ts';

export const settingsKey = ['admin-settings'] as const;
/** The public reads a save changes: footer and contact pages (company), rates page, the wizard's date picker. */
const companyKey = ['company'] as const;

export const useAdminSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<AdminSettingsDto>('/admin/settings/', { silent: true, signal }),
  });

/** Saves one section; the screens that show it fetch it again, so they show the new values at once. */
export const useSaveSettings = (successMessage: string, failureMessage: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsInput) =>
      api.put<AdminSettingsDto>('/admin/settings/', body, { silent: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success(successMessage);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKey }),
        queryClient.invalidateQueries({ queryKey: rateCardKey }),
        queryClient.invalidateQueries({ queryKey: collectionDaysKey }),
      ]);
    },
    onError: (error) => notifyFailure(failureMessage, error),
  });
};

export const useSetCurrency = (successMessage: string, failureMessage: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCurrencyInput) =>
      api.put<CurrencyRateDto>('/admin/currency/', body, { silent: true }),
    onSuccess: async (currency) => {
      queryClient.setQueryData<AdminSettingsDto>(settingsKey, (old) => old && { ...old, currency });
      toast.success(successMessage);
      await queryClient.invalidateQueries({ queryKey: rateCardKey });
    },
    onError: (error) => notifyFailure(failureMessage, error),
  });
};

/**
 * The server's field errors for one section, without the section's prefix ('company.name' → 'name'); an
 * error on the section itself (a list such as collection_days) is under ''.
 */
export const sectionErrors = (errors: Record<string, string>, section: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key === section || key.startsWith(`${section}.`))
      .map(([key, message]) => [key.slice(section.length + 1), message]),
  );
