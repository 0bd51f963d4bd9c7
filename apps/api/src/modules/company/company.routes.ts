import { companyInfoSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCompany } from './company.presenter.ts';
import type { CompanyService } from './company.service.ts';

const tags = ['Company (public)'];

/** Company details for the footer, the contact page and the help pages: no sign-in. */
export const companyRoutes =
  (company: CompanyService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company/',
      {
        schema: {
          tags,
          security: [],
          summary: 'Company name, support email and phones, locations, addresses and social links (public)',
          response: { 200: companyInfoSchema },
        },
      },
      async () => presentCompany(await company.get()),
    );
  };
