import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeUser } from '../../test/factories.ts';
import { anyOfIds, preparedPerHandle } from './prepared.ts';
import { users } from './schema.ts';

const t = await createTestApp();

let builds = 0;
const emailsOf = preparedPerHandle((db) => {
  builds++;
  return db.select({ email: users.email }).from(users).where(anyOfIds(users.id)).prepare('test_emails_of');
});

describe('preparedPerHandle', () => {
  it('builds a query once per handle and reads with the values of each execute', async () => {
    const [a, b] = await Promise.all([
      makeUser(t.db, { email: 'prepared-a@example.com' }),
      makeUser(t.db, { email: 'prepared-b@example.com' }),
    ]);
    const before = builds;
    expect(await emailsOf(t.db).execute({ ids: [a.id] })).toEqual([{ email: 'prepared-a@example.com' }]);
    const both = await emailsOf(t.db).execute({ ids: [a.id, b.id] });
    expect(both.map((row) => row.email).sort()).toEqual(['prepared-a@example.com', 'prepared-b@example.com']);
    expect(await emailsOf(t.db).execute({ ids: [] })).toEqual([]);
    expect(emailsOf(t.db)).toBe(emailsOf(t.db));
    expect(builds - before).toBeLessThanOrEqual(1);
  });

  it("runs a transaction's query inside that transaction, not on the database's handle", async () => {
    const outside = await makeUser(t.db, { email: 'prepared-outside@example.com' });
    await t.db.transaction(async (tx) => {
      const inside = await makeUser(tx as never, { email: 'prepared-inside@example.com' });
      expect(emailsOf(tx)).not.toBe(emailsOf(t.db));
      // The row made in the transaction is seen only through the transaction's own query.
      const seen = await emailsOf(tx).execute({ ids: [inside.id, outside.id] });
      expect(seen.map((row) => row.email).sort()).toEqual([
        'prepared-inside@example.com',
        'prepared-outside@example.com',
      ]);
    });
  });
});
