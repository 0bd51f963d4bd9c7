import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeBooking, makeUser } from '../../../test/factories.ts';
import { trackingViews } from '../../db/schema.ts';

// Runs in .ci/run's PostgreSQL step (`*.postgres.test.ts`): PGlite has one connection, so two transactions
// can never overlap there.
const t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const customer = await makeUser(t.db);
const first = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
const second = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
const watcher = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
afterAll(async () => {
  for (const client of [first, second, watcher]) await client.end();
});

const addEvent = (tx: postgres.TransactionSql, shipmentId: string, status: string) =>
  tx`insert into travel_events (shipment_id, status, notes) values (${shipmentId}, ${status}, 'concurrent')`;

it("keeps both of two transactions' events when they add them to one shipment at the same time", async () => {
  const { shipment } = await makeBooking(t.db, customer, { status: 'CONFIRMED' });
  let commitFirst!: () => void;
  const firstMayCommit = new Promise<void>((resolve) => {
    commitFirst = resolve;
  });
  let firstAdded!: () => void;
  const firstHasAdded = new Promise<void>((resolve) => {
    firstAdded = resolve;
  });
  const firstTx = first.begin(async (tx) => {
    await addEvent(tx, shipment.id, 'picked_up');
    firstAdded();
    await firstMayCommit;
  });
  await firstHasAdded;

  // The second starts while the first is open: its trigger must wait for the first's view, then read it.
  const [{ pid }] = await second`select pg_backend_pid() as pid`;
  const secondTx = second.begin((tx) => addEvent(tx, shipment.id, 'at_warehouse'));
  for (let waited = 0; ; waited += 20) {
    const [row] = await watcher`select wait_event_type from pg_stat_activity where pid = ${pid}`;
    if (row?.wait_event_type === 'Lock') break;
    if (waited > 10_000) throw new Error('the second transaction never waited for the first');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  commitFirst();
  await Promise.all([firstTx, secondTx]);

  const [view] = await t.db.select().from(trackingViews).where(eq(trackingViews.shipmentId, shipment.id));
  const statuses = JSON.parse(view!.history).map((e: { status: string }) => e.status);
  expect(statuses.sort()).toEqual(['at_warehouse', 'confirmed', 'pending', 'picked_up']);
});
