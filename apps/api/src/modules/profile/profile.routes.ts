import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarResponseSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  PROFILE_MESSAGES,
  profilePatchSchema,
  profileUpdateSchema,
  userSchema,
} from '@ukgh/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid, tooLarge } from '../../lib/errors.ts';
import { acceptingUploads, assertWholeField } from '../../lib/uploads.ts';
import type { AuthedRequest, AuthGuards } from '../../plugins/auth.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['Profile'];

export const profileRoutes =
  (profile: ProfileService, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: guards.requireAuth };
    const me = (req: unknown) => (req as AuthedRequest).user;

    app.get(
      '/auth/profile/',
      { ...signedIn, schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } } },
      async (req) => presentUser(me(req)),
    );

    app.put(
      '/auth/profile/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Update the profile (Profile Settings)',
          body: profileUpdateSchema,
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await profile.update(me(req), req.body)),
    );

    app.patch(
      '/auth/profile/update/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Update name and phone (Settings)',
          body: profilePatchSchema,
          response: { 200: userSchema },
        },
      },
      async (req) => presentUser(await profile.patch(me(req), req.body)),
    );

    app.get(
      '/auth/profile/notifications/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Notification preferences',
          response: { 200: notificationPreferencesResponseSchema },
        },
      },
      async (req) => profile.preferences(me(req)),
    );

    app.put(
      '/auth/profile/notifications/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Save notification preferences',
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesResponseSchema },
        },
      },
      async (req) => profile.updatePreferences(me(req), req.body),
    );

    app.post(
      '/auth/profile/change-password/',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Change password (ends other sessions)',
          body: changePasswordSchema,
          response: { 200: changePasswordResponseSchema },
        },
      },
      async (req) => {
        const { access } = await profile.changePassword(me(req), req.body, req.ip);
        return { message: PROFILE_MESSAGES.passwordChanged, tokens: { access } };
      },
    );

    await app.register(
      acceptingUploads(async (scope) => {
        scope.post(
          '/auth/profile/upload-avatar/',
          {
            ...signedIn,
            schema: {
              tags,
              summary: 'Upload an avatar (multipart field "avatar"; JPEG, PNG, GIF or WebP; at most 5 MB)',
              consumes: ['multipart/form-data'],
              response: { 200: avatarResponseSchema },
            },
          },
          async (req) => {
            // Every part is read before anything is stored: a second file is a 413 (files: 1) and the request
            // is refused whole. A request that is not multipart at all has no file: 400, not multipart's 406.
            let data: Buffer | null = null;
            if (req.isMultipart()) {
              for await (const part of req.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
                if (part.type === 'field') {
                  assertWholeField(part);
                  continue;
                }
                try {
                  const bytes = await part.toBuffer();
                  if (part.fieldname === 'avatar') data = bytes;
                } catch {
                  throw tooLarge(AVATAR_MESSAGES.tooLarge);
                }
              }
            }
            if (!data)
              throw invalid('Please choose an image to upload', { avatar: ['This field is required'] });
            const user = await profile.uploadAvatar(me(req), data);
            return { message: AVATAR_MESSAGES.uploaded, user: presentUser(user) };
          },
        );
      }),
    );

    app.delete(
      '/auth/profile/remove-avatar/',
      {
        ...signedIn,
        schema: { tags, summary: 'Remove the avatar', response: { 200: avatarResponseSchema } },
      },
      async (req) => {
        const user = await profile.removeAvatar(me(req));
        return { message: AVATAR_MESSAGES.removed, user: presentUser(user) };
      },
    );
  };
