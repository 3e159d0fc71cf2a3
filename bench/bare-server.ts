import Fastify from 'fastify';
import { Pool } from 'pg';

// The yardsticks: bare Fastify handlers on the same machine, in their own
// process like the store. Each call's throughput is reported as a ratio to one
// of them: reads to `GET /`, writes to `POST /write`.
//
// `POST /write` commits one row through a node-postgres pool of the store's
// size (DATABASE_POOL_SIZE, as the store reads it) to the bench database: the
// least any call that writes can cost, one round trip and one commit. Its table
// belongs to the bench, not to the store's migrations.

const port = Number(process.env.PORT ?? 0);
const databaseUrl = process.env.BENCH_WRITE_DATABASE_URL;
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

let pool: Pool | undefined;
if (databaseUrl) {
  pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {});
  await pool.query('create table if not exists bench_bare_writes (id bigserial primary key, note text not null, at timestamptz not null default now())');
  // Empty at each start: the table only has to exist, not to grow from run to run.
  await pool.query('truncate bench_bare_writes');
  const writes = pool;
  app.post<{ Body: { note?: unknown } }>('/write', async (request) => {
    const note = typeof request.body?.note === 'string' ? request.body.note.slice(0, 100) : '';
    const { rows } = await writes.query<{ id: string }>('insert into bench_bare_writes (note) values ($1) returning id', [note]);
    return { ok: true, id: rows[0]?.id };
  });
}

await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0));
});
