import {
  messageResponseSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUEST_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset.service.ts';

const tags = ['Auth'];

export const passwordResetRoutes =
  (reset: PasswordResetService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/password-reset/',
      {
        schema: {
          tags,
          summary: 'Email a single-use reset link (same answer for any address)',
          body: passwordResetRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (req) => {
        await reset.request(req.body.email, req.ip);
        return { message: PASSWORD_RESET_REQUEST_MESSAGE };
      },
    );

    app.post(
      '/auth/password-reset/confirm/',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset token',
          body: passwordResetConfirmSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (req) => {
        await reset.confirm(req.body.token, req.body.new_password);
        return { message: PASSWORD_RESET_DONE_MESSAGE };
      },
    );
  };
