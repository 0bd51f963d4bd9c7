import { useQuery } from '@tanstack/react-query';
import { COMPANY_DEFAULTS, type CompanyInfo } from '@ukgh/domain';
import { api } from './api-client.ts';
import { companyKey } from './page-data.ts';

/**
 * The company's contact details as admins set them (GET /company/). Until they arrive, or if the call
 * fails, the installation's defaults are shown: a visitor always sees a way to reach support.
 */
export const useCompanyDetails = (): CompanyInfo => {
  const { data } = useQuery({
    queryKey: companyKey,
    queryFn: ({ signal }) => api.get<Partial<CompanyInfo>>('/company/', { silent: true, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return { ...COMPANY_DEFAULTS, ...(data ?? {}) };
};

/** 'tel:' link for a phone number as people write it ('+44 20 7946 0321'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
