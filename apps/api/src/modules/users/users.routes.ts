import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  IdParams,
  noContentSchema,
  paginatedSchema,
  userListQuerySchema,
  userSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { actorOf } from '../operations/actor.ts';
import { presentUser } from './users.presenter.ts';
import type { UsersService } from './users.service.ts';

const tags = ['Users (admin)'];

/** Admin user management (spec 001 §7 "Users"). */
export const usersRoutes =
  (users: UsersService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { onRequest: guards.requireRole('ADMIN') };
    /** The signed-in admin and this request's id, for the audit trail. */
    const actor = (req: unknown) => actorOf((req as AuthedRequest).user, (req as AuthedRequest).id);

    app.get(
      '/auth/users/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'List users',
          querystring: userListQuerySchema,
          response: { 200: paginatedSchema(userSchema) },
        },
      },
      async (req) => {
        const { count, rows } = await users.list(req.query);
        return paginate(req, req.query.page, req.query.page_size, count, rows.map(presentUser));
      },
    );

    app.post(
      '/auth/users/create/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Create a user (staff or customer)',
          body: adminCreateUserSchema,
          response: { 201: userSchema },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return presentUser(await users.create(actor(req), req.body));
      },
    );

    app.get(
      '/auth/users/:id/',
      { ...admin, schema: { tags, summary: 'Read a user', params: IdParams, response: { 200: userSchema } } },
      async (req) => presentUser(await users.get(req.params.id)),
    );

    app.patch(
      '/auth/users/:id/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Update a user',
          params: IdParams,
          body: adminUpdateUserSchema,
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await users.update(actor(req), req.params.id, req.body)),
    );

    app.patch(
      '/auth/users/:id/activate/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Activate a user',
          params: IdParams,
          body: z.object({ is_active: z.literal(true).optional() }).nullish(),
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await users.setActive(actor(req), req.params.id, true)),
    );

    app.patch(
      '/auth/users/:id/deactivate/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Deactivate a user (ends their sessions)',
          params: IdParams,
          body: z.object({ is_active: z.literal(false).optional() }).nullish(),
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await users.setActive(actor(req), req.params.id, false)),
    );

    app.delete(
      '/auth/users/:id/',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Delete a user (ends their sessions)',
          params: IdParams,
          response: { 204: noContentSchema },
        },
      },
      async (req, reply) => {
        await users.remove(actor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
