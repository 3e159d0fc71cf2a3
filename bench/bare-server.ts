import Fastify from 'fastify';

// The yardstick: a bare Fastify handler on the same machine, in its own
// process like the store. Each call's throughput is reported as a ratio to it.

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
