// `npm run bench` (second part): how long one bulk print of 100 bookings' labels takes (POST
// /shipments/labels/download/, 100 bookings of 1–3 items each, in-process on an embedded database). The
// issue asks for well under a few seconds; compare runs on the same machine, never assert on it in tests.
import { performance } from 'node:perf_hooks';
import { BULK_LABELS_MAX } from '@ukgh/domain';
import { createTokenService } from '../src/lib/tokens.ts';
import { makeBooking, makeUser } from '../test/factories.ts';
import { startBenchApp } from './bench-app.ts';

const RUNS = Number(process.env.BENCH_LABEL_RUNS ?? 5);
const { app, database, stop } = await startBenchApp('labels');

const customer = await makeUser(database.db);
const admin = await makeUser(database.db, { role: 'ADMIN' });
const ids: string[] = [];
for (let i = 0; i < BULK_LABELS_MAX; i++) {
  const { booking } = await makeBooking(database.db, customer, {
    status: 'CONFIRMED',
    input: {
      fragile: i % 3 === 0,
      packages: [{ description: `Box ${i + 1}`, weight_kg: 5 + (i % 20), pkg_type: 'BOX', qty: 1 + (i % 3) }],
    },
  });
  ids.push(booking.id);
}
const { jwtSecret, jwtTtl } = app.ctx.config;
const token = await createTokenService(jwtSecret, jwtTtl).sign({
  sub: admin.id,
  role: admin.role,
  tv: admin.tokenVersion,
});
const headers = { authorization: `Bearer ${token}` };

const request = () =>
  app.inject({
    method: 'POST',
    url: '/api/v1/shipments/labels/download/',
    headers,
    payload: { booking_ids: ids },
  });
await request(); // warm-up: fonts, bwip-js encoders
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const res = await request();
  times.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`bulk labels answered ${res.statusCode}: ${res.body}`);
  bytes = res.rawPayload.length;
}
times.sort((a, b) => a - b);
const pages = ids.length * 2; // 1 + 2 + 3 items, repeating: two on average
console.log(
  `\nbulk labels: ${ids.length} bookings, ${pages} pages, ${(bytes / 1024).toFixed(0)} KB; ` +
    `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs`,
);
await stop();
