import { authResponseSchema, loginSchema, registerSchema } from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '../users/users.presenter.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['Auth'];

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register/',
      {
        schema: {
          tags,
          summary: 'Register a customer account',
          body: registerSchema,
          response: { 201: authResponseSchema },
        },
      },
      async (req, reply) => {
        const { user, access } = await auth.register(req.body, req.ip);
        reply.status(201);
        return { tokens: { access }, user: presentUser(user) };
      },
    );

    app.post(
      '/auth/login/',
      { schema: { tags, summary: 'Sign in', body: loginSchema, response: { 200: authResponseSchema } } },
      async (req) => {
        const { user, access } = await auth.login(req.body, req.ip);
        return { tokens: { access }, user: presentUser(user) };
      },
    );
  };
