// `npm run bench:hub -w apps/api`: loads 200,000 bookings (HUB_BENCH_BOOKINGS to change) into an embedded
// database with the real migrations, then checks that no query of the packages hub (pages, filters, searches,
// capped counts) scans bookings or shipments whole, and prints each plan's real time (EXPLAIN ANALYZE).
// Exits 1 when a plan has a "Seq Scan on bookings/shipments". Slow (minutes): kept out of `npm test`, whose
// hub.plans.test.ts checks the same cases on a few rows with sequential scans priced out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openPglite } from '../src/db/client.ts';
import { explainHubCase, hubPlanCases, wholeTableScans } from '../src/modules/shipments/hub.plans.ts';

const BOOKINGS = Number(process.env.HUB_BENCH_BOOKINGS ?? 200_000);
const CUSTOMERS = Math.max(10, Math.round(BOOKINGS / 20));
const started = performance.now();
const database = openPglite();
await database.migrate();
const { db } = database;

// A bulk load without the hub's indexes, which are then built once from migration 0003's own statements (as
// a restore would): maintaining the trigram indexes row by row would take far longer in the embedded engine.
const hubIndexes = readFileSync(path.join(MIGRATIONS_DIR, '0003_packages_hub.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('CREATE INDEX'));
for (const statement of hubIndexes)
  await db.execute(sql.raw(`drop index ${statement.match(/CREATE INDEX "(\w+)"/)![1]}`));

/** Several statements, one at a time (the driver's extended protocol takes one per call). */
const run = async (statements: string) => {
  for (const statement of statements
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean))
    await db.execute(sql.raw(statement));
};

// The tracker's views are written once after the load, not by their triggers statement by statement.
const TRACKED_TABLES = ['shipments', 'packages', 'travel_events'];
for (const table of TRACKED_TABLES) await db.execute(sql.raw(`alter table ${table} disable trigger user`));

const hubStatuses = `array['pickup_assigned','picked_up','at_warehouse','consolidated','in_transit','arrived_ghana','at_ghana_warehouse','out_for_delivery','delivered','delivered','delivered','exception']`;
await run(`
  insert into users (email, first_name, last_name, phone_e164, role, password_hash, notification_preferences)
  select 'customer' || i || '@bench.test', (array['Ama','Kofi','Yaw','Efua','Kwame','Abena'])[1 + i % 6],
         'Family' || i, '+4477009' || lpad(i::text, 5, '0'), 'CUSTOMER', 'x', '{}'::jsonb
  from generate_series(1, ${CUSTOMERS}) i;
  insert into users (email, first_name, last_name, role, password_hash, notification_preferences)
  select 'agent' || i || '@bench.test', 'Agent', 'Number' || i, case when i % 2 = 0 then 'DELIVERY' else 'PICKUP' end, 'x', '{}'::jsonb
  from generate_series(1, 40) i;
`);
await run(`
  insert into bookings (booking_code, customer_id, status, sender_name, sender_email, sender_phone, sender_line1,
    sender_city, sender_postcode, recipient_name, recipient_phone, recipient_line1, recipient_city, gh_region_code,
    price_quote_pence, price_quote_pesewas, gbp_to_ghs_rate, price_breakdown, created_at, updated_at)
  select 'BK-' || upper(lpad(to_hex(i), 8, '0')), c.id,
         case when i % 10 = 0 then 'PENDING' else 'CONFIRMED' end,
         c.first_name || ' ' || c.last_name, c.email, c.phone_e164, i || ' ' || (array['High Street','Station Road','Church Lane','Victoria Road','Mill Lane'])[1 + i % 5],
         'London', 'E1 ' || (i % 9) || 'AA', 'Recipient ' || i, '+23324' || lpad((i % 10000000)::text, 7, '0'),
         'Plot ' || i || ' ' || (array['Nima Highway','Osu Badu Street','Ring Road','Spintex Road','Liberation Road'])[1 + i % 5],
         'Accra', 'GA', 5000, 75000, 15, '[]'::jsonb, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
  from generate_series(1, ${BOOKINGS}) i
  join users c on c.email = 'customer' || (1 + i % ${CUSTOMERS}) || '@bench.test';
`);
await run(`
  insert into shipments (booking_id, tracking_number, status, pickup_agent_id, delivery_agent_id, created_at, updated_at)
  select b.id,
         case when b.status = 'CONFIRMED' then 'UKG' || lpad(n::text, 10, '0') end,
         case when b.status = 'CONFIRMED' then (${hubStatuses})[1 + n % 12] else 'pending' end,
         case when n % 7 <> 0 then (select id from users where email = 'agent' || (1 + 2 * (n % 20)) || '@bench.test') end,
         case when n % 12 in (7, 8, 9, 10) then (select id from users where email = 'agent' || (2 + 2 * (n % 20)) || '@bench.test') end,
         b.created_at, b.updated_at
  from (select b.*, row_number() over (order by b.created_at) n from bookings b) b;
  insert into packages (booking_id, description, qty, weight_kg)
  select id, 'Box of clothes', 1, 12 from bookings;
  insert into travel_events (shipment_id, status, code, signature_key, created_at)
  select id, status, case when status = 'consolidated' then 'consolidated' end,
         case when status = 'delivered' then 'proofs/bench.png' end, updated_at
  from shipments;
`);
for (const statement of hubIndexes) await db.execute(sql.raw(statement));
for (const table of TRACKED_TABLES) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
// Analysed before the views are written too: their per-shipment lookups are planned from the statistics.
await db.execute(sql`analyze`);
await db.execute(sql`select tracking_views_refresh(array(select id from shipments))`);
await db.execute(sql`analyze tracking_views`);
const loaded = performance.now();
console.log(
  `Loaded ${BOOKINGS.toLocaleString('en-GB')} bookings in ${((loaded - started) / 1000).toFixed(0)} s`,
);

const cases = hubPlanCases({ word: 'plot 4242 ', tracking: '00004242', customer: 'family4242' });
let failures = 0;
for (const [name, planCase] of Object.entries(cases)) {
  const plan = await explainHubCase(db, planCase, { analyze: true });
  const scans = wholeTableScans(plan);
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  console.log(`${scans.length ? 'FAIL' : 'ok  '}  ${name.padEnd(32)} ${time}`);
  if (scans.length || process.env.HUB_BENCH_VERBOSE)
    console.log(plan.map((line) => `        ${line}`).join('\n'));
  if (scans.length) failures++;
}
await database.close();
if (failures) {
  console.error(`${failures} plan(s) scan bookings or shipments whole`);
  process.exit(1);
}
console.log('No sequential scan of bookings or shipments.');
