import type { Role } from '@ukgh/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { type UserRow, users } from '../db/schema.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export type AuthedRequest = FastifyRequest & { user: UserRow };
// Guards run as onRequest hooks: who is asking is settled before the body is even parsed or validated.
type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * The token alone is not trusted: every request re-reads the user, so deactivation, deletion and
 * password changes (which bump token_version) end existing sessions at once.
 */
export const createAuthGuards = (ctx: AppContext) => {
  const findUser = ctx.db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_find_user');

  const resolveUser = async (request: FastifyRequest): Promise<UserRow | null> => {
    const token = bearerOf(request);
    if (!token) return null;
    const claims = await ctx.tokens.verify(token);
    if (!claims) return null;
    const [user] = await findUser.execute({ id: claims.sub });
    if (!user?.isActive || user.deletedAt || user.tokenVersion !== claims.tv) return null;
    return user;
  };

  const requireAuth: PreHandler = async (request) => {
    const user = await resolveUser(request);
    if (!user) throw unauthenticated();
    request.user = user;
  };

  const requireRole =
    (...roles: Role[]): PreHandler =>
    async (request, reply) => {
      await requireAuth(request, reply);
      if (!roles.includes(request.user!.role as Role)) throw forbidden();
    };

  /** For public calls that behave a little differently for a signed-in caller. */
  const optionalAuth: PreHandler = async (request) => {
    request.user = await resolveUser(request);
  };

  return { requireAuth, requireRole, optionalAuth };
};
export type AuthGuards = ReturnType<typeof createAuthGuards>;
