import Fastify from 'fastify';
import { PAGE_SIZES, RANDOM_PRODUCTS_COUNT, RELATED_PRODUCTS_COUNT } from '@store/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { findFirstPage } from '../apps/server/src/modules/catalog/first-pages.repository';
import { cardArray } from '../apps/server/src/modules/catalog/product-cards';
import { findProductDetails, readProductIdSample } from '../apps/server/src/modules/catalog/product-details.repository';
import { searchProducts } from '../apps/server/src/modules/catalog/search.repository';
import { searchTerms } from '../apps/server/src/modules/catalog/search.service';

// The floor of the reads that miss the cache (issue 15 item 7): the store's own
// statements for the listing, a category's listing, search and the product
// page, through the store's pool (openDatabase: the same driver settings), in
// a bare Fastify handler that answers what they return as it comes (rows as
// JSON, product cards joined), with no schema, hooks, mapping or HTTP caching.
// It answers the same paths as the store, so the bench sends it the same
// requests as the store's "cache off" calls. What
// the store makes beside it is what its own layers cost; what the floor makes
// against the bare read handler is what the database path costs at the least.

const port = Number(process.env.PORT ?? 0);
const databaseUrl = process.env.BENCH_FLOOR_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_FLOOR_DATABASE_URL is not set');
const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const db = database.db;
// The store picks the product page's random products from a sample it keeps in memory: one fixed sample here.
const sample = await readProductIdSample(db, 200);
const limit = PAGE_SIZES.shop;
const pageOf = (value: unknown) => Math.min(10, Math.max(1, Number(value) || 1));

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get<{ Querystring: { page?: string; category?: string } }>('/api/shop/products/get', async (request, reply) => {
  const window = { offset: (pageOf(request.query.page) - 1) * limit, limit };
  const filter = request.query.category ? { categoryIds: [request.query.category] } : {};
  const page = await findFirstPage(db, filter, undefined, window, 'en');
  if (!page) return reply.code(404).send({ error: 'not a first page' });
  return reply.type('application/json').send(`{"data":${cardArray(page.cards)},"total":${page.total}}`);
});
app.get<{ Params: { id: string } }>('/api/shop/products/get/:id', async (request, reply) => {
  // As the store asks: two spare ids besides the random products.
  const start = Math.floor(Math.random() * (sample.length - RANDOM_PRODUCTS_COUNT - 2));
  const randomIds = sample.slice(start, start + RANDOM_PRODUCTS_COUNT + 2);
  const details = await findProductDetails(db, request.params.id, randomIds, RELATED_PRODUCTS_COUNT, RANDOM_PRODUCTS_COUNT, 'en');
  if (!details) return reply.code(404).send({ error: 'no such product' });
  const body = `{"product":${JSON.stringify(details.product)},"related":${cardArray(details.related)},"random":${cardArray(details.random)}}`;
  return reply.type('application/json').send(body);
});
app.get<{ Querystring: { keyword?: string } }>('/api/shop/products/search', async (request, reply) => {
  const terms = searchTerms(request.query.keyword ?? '');
  if (!terms) return reply.code(400).send({ error: 'no keyword' });
  return searchProducts(db, terms, undefined, { offset: 0, limit });
});

await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
