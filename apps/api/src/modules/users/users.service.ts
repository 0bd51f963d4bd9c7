import type { AdminCreateUserInput, AdminUpdateUserInput, UserListQuery } from '@ukgh/domain';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
import type { Actor } from '../operations/actor.ts';
import { changedFields, recordAudit } from '../operations/audit.ts';
import { revokeResetLinks } from '../password-reset/reset-links.ts';
import { findLiveUser, insertUser, withEmailUniqueness } from './users.repository.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The fields of an account the audit trail follows (never the password hash or token version). */
const audited = (row: UserRow) => ({
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone_e164: row.phoneE164,
  role: row.role,
  is_active: row.isActive,
});

export const createUsersService = (ctx: AppContext) => {
  const { db } = ctx;

  /**
   * The last active admin cannot lock everyone out of the back-office. The active admins' rows stay locked
   * until the caller's transaction ends, so two admins demoting, deactivating or deleting each other at
   * once cannot both pass the check: the second sees the first one's change.
   */
  const assertNotLastAdmin = async (tx: Tx, target: UserRow) => {
    if (target.role !== 'ADMIN' || !target.isActive) return;
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)))
      .orderBy(users.id)
      .for('update');
    if (admins.some((a) => a.id === target.id) && admins.length <= 1)
      throw conflict('The last active admin cannot be removed, deactivated or demoted');
  };

  const assertNotSelf = (actor: Actor, target: UserRow, action: string) => {
    if (actor.id === target.id) throw conflict(`You cannot ${action} your own account`);
  };

  return {
    async list(query: UserListQuery) {
      const filters: SQL[] = [isNull(users.deletedAt)];
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.is_active !== undefined) filters.push(eq(users.isActive, query.is_active));
      if (query.search) {
        const term = `%${escapeLike(query.search)}%`;
        filters.push(
          or(
            ilike(users.firstName, term),
            ilike(users.lastName, term),
            ilike(users.email, term),
            ilike(users.phoneE164, term),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          )!,
        );
      }
      const where = and(...filters);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), users.id)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size));
      return { count: total?.n ?? 0, rows };
    },

    /** An admin's Add User; the audit entry is written with the account, in its transaction. */
    create: (actor: Actor, input: AdminCreateUserInput) =>
      insertUser(db, input, (tx, row) =>
        recordAudit(tx, actor, {
          action: 'create',
          entity: 'user',
          entityId: row.id,
          before: null,
          after: audited(row),
        }),
      ),

    get: (id: string) => findLiveUser(db, id),

    update(actor: Actor, id: string, input: AdminUpdateUserInput, action = 'update') {
      return withEmailUniqueness(() =>
        db.transaction(async (tx) => {
          const target = await findLiveUser(tx, id);
          const demoting = target.role === 'ADMIN' && input.role !== undefined && input.role !== 'ADMIN';
          const deactivating = input.is_active === false;
          if (deactivating) assertNotSelf(actor, target, 'deactivate');
          if (demoting) assertNotSelf(actor, target, 'change the role of');
          if (demoting || deactivating) await assertNotLastAdmin(tx, target);
          // A role change or deactivation ends the user's sessions: their token claims no longer hold.
          const endSessions = (input.role !== undefined && input.role !== target.role) || deactivating;
          const [row] = await tx
            .update(users)
            .set({
              ...(input.email !== undefined && { email: input.email }),
              ...(input.first_name !== undefined && { firstName: input.first_name }),
              ...(input.last_name !== undefined && { lastName: input.last_name }),
              ...(input.phone_e164 !== undefined && { phoneE164: input.phone_e164 }),
              ...(input.role !== undefined && { role: input.role }),
              ...(input.is_active !== undefined && { isActive: input.is_active }),
              ...(endSessions && { tokenVersion: sql`${users.tokenVersion} + 1` }),
              updatedAt: new Date(),
            })
            .where(eq(users.id, target.id))
            .returning();
          // A reset link mailed to the old address must not work once the address changes.
          if (row!.email !== target.email) await revokeResetLinks(tx, target.id);
          const diff = changedFields(audited(target), audited(row!));
          await recordAudit(tx, actor, { action, entity: 'user', entityId: target.id, ...diff });
          return row!;
        }),
      );
    },

    setActive(actor: Actor, id: string, isActive: boolean) {
      return this.update(actor, id, { is_active: isActive }, isActive ? 'activate' : 'deactivate');
    },

    /**
     * Soft delete: bookings and travel history keep their author, the address becomes free again, and
     * every token stops working.
     */
    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        const target = await findLiveUser(tx, id);
        assertNotSelf(actor, target, 'delete');
        await assertNotLastAdmin(tx, target);
        const at = new Date();
        await tx
          .update(users)
          .set({
            deletedAt: at,
            isActive: false,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: at,
          })
          .where(eq(users.id, target.id));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'user',
          entityId: target.id,
          before: { ...audited(target), deleted_at: null },
          after: { is_active: false, deleted_at: at.toISOString() },
        });
      });
    },
  };
};
export type UsersService = ReturnType<typeof createUsersService>;
