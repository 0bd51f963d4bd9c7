import { randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  authResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
} from '@ukgh/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['Auth'];

/**
 * Names this browser for the sign-in limits (auth.service `login`): set after a successful sign-in, sent
 * back only to the sign-in call, unreadable by scripts. It says nothing about the account.
 */
export const DEVICE_COOKIE = 'ukgh_device';
const DEVICE_PATTERN = /^[\w-]{22}$/;
const deviceOf = (req: FastifyRequest): string | null => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && DEVICE_PATTERN.test(value)) return value;
  }
  return null;
};

export const authRoutes =
  (auth: AuthService, guards: AuthGuards): FastifyPluginAsyncZod =>
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
      async (req, reply) => {
        const held = deviceOf(req);
        const device = held ?? randomBytes(16).toString('base64url');
        const { user, access } = await auth.login(req.body, { ip: req.ip, device });
        if (!held) {
          const secure = req.protocol === 'https' ? '; Secure' : '';
          reply.header(
            'set-cookie',
            `${DEVICE_COOKIE}=${device}; Path=/api/v1/auth/login/; Max-Age=${180 * 86_400}; HttpOnly; SameSite=Strict${secure}`,
          );
        }
        return { tokens: { access }, user: presentUser(user) };
      },
    );

    app.post(
      '/auth/logout/',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary: 'Sign out: ends every session of this user (tokens issued before are refused)',
          response: { 200: messageResponseSchema },
        },
      },
      async (req) => {
        await auth.logout((req as AuthedRequest).user);
        return { message: AUTH_MESSAGES.logoutSuccess };
      },
    );
  };
