import type { AppContext } from '../../context.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';

export const createCompanyService = (ctx: AppContext) => ({
  get: () => getCompanyDetails(ctx.db),
});
export type CompanyService = ReturnType<typeof createCompanyService>;
