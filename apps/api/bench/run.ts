// `npm run bench`: requests per second and latency of the hot API calls, in-process (app.inject) on an
// embedded database, so the figure measures our code and queries rather than the network. Compare runs on
// the same machine; never assert on these numbers in tests.
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { DEFAULT_PASSWORD, makeBooking, makeUser } from '../test/factories.ts';
import { startBenchApp } from './bench-app.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const { app, database, stop } = await startBenchApp('api');

const customer = await makeUser(database.db);
for (let i = 0; i < 20; i++)
  await makeBooking(database.db, customer, { status: i % 2 ? 'CONFIRMED' : 'PENDING' });
const { trackingNumber } = await makeBooking(database.db, customer, { status: 'CONFIRMED' });
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login/',
  payload: { email: customer.email, password: DEFAULT_PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().tokens.access}` };

const cases: { name: string; request: InjectOptions }[] = [
  { name: 'GET /api/health', request: { url: '/api/health' } },
  { name: 'GET /shipments/track/{n}/', request: { url: `/api/v1/shipments/track/${trackingNumber}/` } },
  {
    name: 'POST /quotes/',
    request: {
      method: 'POST',
      url: '/api/v1/quotes/',
      payload: {
        service_level_code: 'STANDARD',
        insurance_opt_in: true,
        packages: [{ pkg_type: 'BOX', qty: 2, weight_kg: 12, declared_value: 100 }],
      },
    },
  },
  { name: 'GET /auth/profile/', request: { url: '/api/v1/auth/profile/', headers } },
  { name: 'GET /bookings/', request: { url: '/api/v1/bookings/?page_size=20', headers } },
  { name: 'GET /bookings/stats/', request: { url: '/api/v1/bookings/stats/', headers } },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
console.log(`${ITERATIONS} sequential requests per call, after 50 warm-up requests\n`);
console.log('call'.padEnd(30), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
for (const c of cases) {
  for (let i = 0; i < 50; i++) await app.inject(c.request);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    const res = await app.inject(c.request);
    times.push(performance.now() - t0);
    if (res.statusCode >= 400) throw new Error(`${c.name} answered ${res.statusCode}: ${res.body}`);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    c.name.padEnd(30),
    (ITERATIONS / total).toFixed(0).padStart(8),
    percentile(times, 0.5).toFixed(2).padStart(8),
    percentile(times, 0.95).toFixed(2).padStart(8),
  );
}
await stop();
