import type { AdminCreateUserInput, AdminUpdateUserInput, UserListQuery } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { Actor } from '../operations/actor.ts';
import { changedFields, recordAudit } from '../operations/audit.ts';
import { revokeResetLinks } from '../password-reset/password-reset.repository.ts';
import {
  findLiveUser,
  insertUser,
  lockActiveAdmins,
  nextTokenVersion,
  readUserPage,
  softDeleteUser,
  updateUserRow,
  withEmailUniqueness,
} from './users.repository.ts';

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
    const admins = await lockActiveAdmins(tx);
    if (admins.some((a) => a.id === target.id) && admins.length <= 1)
      throw conflict('The last active admin cannot be removed, deactivated or demoted');
  };

  const assertNotSelf = (actor: Actor, target: UserRow, action: string) => {
    if (actor.id === target.id) throw conflict(`You cannot ${action} your own account`);
  };

  return {
    list: (query: UserListQuery) => readUserPage(db, query),

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
          const row = await updateUserRow(tx, target.id, {
            ...(input.email !== undefined && { email: input.email }),
            ...(input.first_name !== undefined && { firstName: input.first_name }),
            ...(input.last_name !== undefined && { lastName: input.last_name }),
            ...(input.phone_e164 !== undefined && { phoneE164: input.phone_e164 }),
            ...(input.role !== undefined && { role: input.role }),
            ...(input.is_active !== undefined && { isActive: input.is_active }),
            ...(endSessions && { tokenVersion: nextTokenVersion() }),
          });
          // A reset link mailed to the old address must not work once the address changes.
          if (row.email !== target.email) await revokeResetLinks(tx, target.id);
          const diff = changedFields(audited(target), audited(row));
          await recordAudit(tx, actor, { action, entity: 'user', entityId: target.id, ...diff });
          return row;
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
        await softDeleteUser(tx, target.id, at);
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
