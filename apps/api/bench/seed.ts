// The bench's data set, written by set-based SQL (INSERT … SELECT over generate_series, one statement per
// table) so a million bookings load in minutes: customers (one in twenty bookings each), pickup and delivery
// agents, an admin; bookings over three years in every booking status; every shipment status (the newest
// five per cent still moving, older ones delivered, one in fifty an exception); one to three packages per
// booking; a payment each; a travel event for every step each shipment took. Secondary indexes are dropped
// for the load and rebuilt once after it (as a restore does), and foreign-key triggers are off inside the
// one loading transaction: the rows are made consistent by construction. So are the other triggers: the
// tracker's views are written once at the end.
import { SHIPMENT_STATUSES } from '@ukgh/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export const BENCH_PASSWORD = 'Bench-passw0rd!';
const TABLES = ['users', 'bookings', 'shipments', 'packages', 'payments', 'travel_events'];
/** The route a shipment takes, in order (the seed writes one travel event per step reached). */
const ROUTE = SHIPMENT_STATUSES.filter((status) => status !== 'exception');
const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export interface SeedResult {
  customers: number;
  seconds: number;
}

export const seedBench = async (db: Db, bookingsCount: number): Promise<SeedResult> => {
  const started = performance.now();
  const n = bookingsCount;
  const customers = Math.max(10, Math.round(n / 20));
  const hash = await hashPassword(BENCH_PASSWORD);
  // The newest `moving` bookings are still on their way; older ones have arrived.
  const moving = Math.max(100, Math.round(n * 0.05));
  const years = 3 * 365 * 24 * 3600;

  const indexes = (await db.execute(sql`
    select indexname as name, indexdef as def from pg_indexes
    where schemaname = 'public' and tablename in (${sql.join(
      TABLES.map((t) => sql`${t}`),
      sql`, `,
    )})
      and indexname not in (select conname from pg_constraint)`)) as unknown as
    | { name: string; def: string }[]
    | { rows: { name: string; def: string }[] };
  const secondary = Array.isArray(indexes) ? indexes : indexes.rows;

  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    await run('set local session_replication_role = replica');
    for (const index of secondary) await run(`drop index "${index.name}"`);

    await run(`
      insert into users (email, first_name, last_name, phone_e164, role, password_hash, notification_preferences)
      select 'customer' || i || '@bench.test',
             (array['Ama','Kofi','Yaw','Efua','Kwame','Abena','Kwesi','Akosua','Adwoa','Kojo'])[1 + i % 10],
             (array['Mensah','Owusu','Boateng','Asante','Osei','Addo','Appiah','Sarpong'])[1 + (i / 10) % 8] || i,
             '+4477' || lpad(i::text, 8, '0'), 'CUSTOMER', '${hash}', '{}'::jsonb
      from generate_series(1, ${customers}) i`);
    await run(`
      insert into users (email, first_name, last_name, role, password_hash, notification_preferences)
      select 'agent' || i || '@bench.test', 'Agent', 'Number' || i,
             (array['PICKUP','WAREHOUSE','DELIVERY'])[1 + i % 3], '${hash}', '{}'::jsonb
      from generate_series(1, 60) i
      union all select 'admin@bench.test', 'Bench', 'Admin', 'ADMIN', '${hash}', '{}'::jsonb`);
    await run(`create table bench_people as
      select row_number() over (partition by role order by email) as n, role, id, first_name, last_name, email, phone_e164
      from users where email like '%@bench.test'`);
    await run('create unique index on bench_people (role, n)');

    // i = 1 is the oldest booking, i = n the newest.
    await run(`
      insert into bookings (booking_code, customer_id, status, sender_name, sender_email, sender_phone,
        sender_line1, sender_city, sender_postcode, recipient_name, recipient_phone, recipient_line1,
        recipient_city, gh_region_code, service_level, fragile, insurance_opt_in, price_quote_pence,
        price_quote_pesewas, gbp_to_ghs_rate, price_breakdown, rejection_reason, cancellation_reason,
        confirmed_at, rejected_at, cancelled_at, created_at, updated_at)
      select 'BK-' || upper(lpad(to_hex(i), 8, '0')), c.id,
             case when i % 20 = 1 then 'REJECTED' when i % 20 = 2 then 'CANCELLED'
                  when i > ${n - moving} and i % 10 = 0 then 'PENDING' else 'CONFIRMED' end,
             c.first_name || ' ' || c.last_name, c.email, c.phone_e164,
             (i % 300 + 1) || ' ' || (array['High Street','Station Road','Church Lane','Victoria Road','Mill Lane','Park Avenue'])[1 + i % 6],
             (array['London','Manchester','Birmingham','Leeds','Milton Keynes'])[1 + i % 5],
             'E' || (1 + i % 20) || ' ' || (i % 9) || 'AB',
             (array['Akua','Yaa','Kwabena','Esi','Fiifi','Afia','Nana','Ekow'])[1 + i % 8] || ' ' ||
               (array['Ofori','Darko','Amoah','Tetteh','Quaye','Agyeman'])[1 + (i / 8) % 6] || ' ' || i,
             '+23324' || lpad((i % 10000000)::text, 7, '0'),
             'Plot ' || (i % 900 + 1) || ' ' || (array['Nima Highway','Osu Badu Street','Ring Road','Spintex Road','Liberation Road','Kumasi Road'])[1 + i % 6],
             (array['Accra','Kumasi','Tamale','Takoradi','Cape Coast','Tema'])[1 + i % 6],
             (array['GA','AH','NP','WP','CP','GA'])[1 + i % 6],
             case when i % 4 = 0 then 'EXPRESS' else 'STANDARD' end, i % 7 = 0, i % 3 = 0,
             4000 + i % 9000, 60000 + i % 90000, 15.2, '[]'::jsonb,
             case when i % 20 = 1 then 'We cannot ship these items' end,
             case when i % 20 = 2 then 'Cancelled by the customer' end,
             case when i % 20 > 2 or (i % 20 = 0 and i <= ${n - moving}) then t + interval '1 hour' end,
             case when i % 20 = 1 then t + interval '1 hour' end,
             case when i % 20 = 2 then t + interval '2 hours' end,
             t, t
      from (select i, now() - ((${n} - i) * ${years / n}::float8 + 3600) * interval '1 second' as t
            from generate_series(1, ${n}) i) g
      join bench_people c on c.role = 'CUSTOMER' and c.n = 1 + g.i % ${customers}`);

    // A shipment per booking; `step` is how far along ROUTE it went (-1: exception after at_warehouse).
    await run(`
      create table bench_steps as
      select b.id as booking_id, b.created_at, b.status as booking_status, g.i,
             case when b.status <> 'CONFIRMED' then 0
                  when g.i > ${n - moving} then 1 + g.i % 11
                  when g.i % 50 = 0 then 11
                  else 10 end as step
      from bookings b
      join lateral (select ('x' || lpad(substr(b.booking_code, 4), 16, '0'))::bit(64)::bigint as i) g on true`);
    await run(`
      insert into shipments (booking_id, tracking_number, status, version, current_location,
        pickup_agent_id, delivery_agent_id, last_event_at, delivered_at, created_at, updated_at)
      select s.booking_id,
             case when s.booking_status = 'CONFIRMED' then 'UKG' || lpad(s.i::text, 10, '0') end,
             case when s.step = 11 then 'exception' else (${list(ROUTE)})[1 + s.step] end,
             s.step, case when s.step >= 4 then 'London Warehouse, UK' end,
             case when s.step >= 2 then pa.id end,
             case when s.step between 9 and 10 then da.id end,
             s.created_at + s.step * interval '1 day',
             case when s.step = 10 then s.created_at + s.step * interval '1 day' end,
             s.created_at, s.created_at + s.step * interval '1 day'
      from bench_steps s
      join bench_people pa on pa.role = 'PICKUP' and pa.n = 1 + s.i % 20
      join bench_people da on da.role = 'DELIVERY' and da.n = 1 + s.i % 20`);
    await run(`
      insert into packages (booking_id, position, description, pkg_type, qty, weight_kg, length_cm, width_cm,
        height_cm, declared_value_pence, created_at)
      select s.booking_id, p - 1,
             (array['Clothes and shoes','Food items','Electronics','Documents','Kitchenware','Books'])[1 + (s.i + p) % 6],
             (array['BOX','BARREL','BAG','BOX'])[1 + (s.i + p) % 4], 1 + p % 2, 5 + (s.i + p) % 25, 40, 30, 30,
             5000 + (s.i % 50) * 100, s.created_at
      from bench_steps s, generate_series(1, 1 + s.i % 3) p`);
    await run(`
      insert into payments (booking_id, amount_pence, status, method, paid_at, created_at, updated_at)
      select s.booking_id, 4000 + s.i % 9000,
             case when s.step >= 3 then 'PAID' else 'PENDING' end,
             case when s.step >= 3 then 'BANK_TRANSFER' end,
             case when s.step >= 3 then s.created_at + interval '2 days' end,
             s.created_at, s.created_at
      from bench_steps s`);
    // Every step reached, oldest first; an exception comes after at_warehouse.
    await run(`
      insert into travel_events (shipment_id, status, code, location, notes, agent_id, signature_key, created_at)
      select sh.id,
             case when s.step = 11 and k = 5 then 'exception' else (${list(ROUTE)})[1 + k] end,
             case when s.step = 11 and k = 5 then 'exception' when k = 5 then 'consolidated' end,
             case when k <= 3 then 'London, UK' when k <= 5 then 'London Warehouse, UK' when k <= 6 then 'At sea'
                  when k <= 8 then 'Tema Port, Ghana' else 'Accra, Ghana' end,
             case when k = 0 then 'Booking received' when k = 1 then 'Booking confirmed'
                  when s.step = 11 and k = 5 then 'Held for inspection' end,
             case when k in (3, 9, 10) then sh.pickup_agent_id end,
             case when k = 10 then 'proofs/bench-signature.png' end,
             s.created_at + k * interval '1 day'
      from bench_steps s join shipments sh on sh.booking_id = s.booking_id,
           generate_series(0, case when s.step = 11 then 5 else s.step end) k`);
    await run('drop table bench_steps');
    await run('drop table bench_people');
    for (const index of secondary) await run(index.def);
    // The tracker's views, which the triggers (off for the load) would have written row by row. The tables
    // are analysed first: a table made in this transaction has no statistics, so the views' per-shipment
    // lookups were planned as sequential scans (a million of them ran for over 25 minutes).
    await run('analyze bookings, shipments, packages, travel_events');
    await run('select tracking_views_refresh(array(select id from shipments))');
  });
  // As autovacuum leaves a database in use: statistics, and the visibility map that lets index-only scans
  // skip the table (fresh from COPY, every index-only scan also visits the heap).
  await db.execute(sql`vacuum analyze`);
  return { customers, seconds: (performance.now() - started) / 1000 };
};
