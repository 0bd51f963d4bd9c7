// The bench's two ceilings, served by a process of their own like the real server: a bare Fastify route that
// answers a constant, and a Fastify route doing one prepared primary-key select through Drizzle (the least a
// route that reads the database can cost). Same database as the run (DATABASE_URL, else PGlite in DATA_DIR).
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : openPglite({ dataDir: path.join(process.env.DATA_DIR!, 'pglite') });
const byId = database.db
  .select({ id: users.id, email: users.email, firstName: users.firstName })
  .from(users)
  .where(eq(users.id, sql.placeholder('id')))
  .prepare('ceiling_user_by_id');

const app = Fastify({ logger: false });
app.get('/const', async () => ({ ok: true }));
app.get<{ Params: { id: string } }>('/pk/:id', async (req) => {
  const [row] = await byId.execute({ id: req.params.id });
  return row ?? null;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
