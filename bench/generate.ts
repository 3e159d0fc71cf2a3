import type { Database } from '../apps/server/src/db/client';

// The bench catalogue, made inside the database with INSERT ... SELECT over
// generate_series (the same SQL on PostgreSQL and PGlite): products, brands,
// categories, customers, orders with their lines and first status change.
// Titles are brand + series + model + number, so a word, a typo and a prefix
// all have something to find. Everything is derived from the row number, so
// two runs of the same size make the same catalogue.

export interface CatalogueSize {
  products: number;
  orders: number;
  customers: number;
}

const BRANDS = [
  'Asus', 'Acer', 'Razer', 'Logitech', 'MSI', 'Lenovo', 'Dell', 'HP', 'Corsair', 'SteelSeries',
  'HyperX', 'Samsung', 'LG', 'BenQ', 'Gigabyte', 'Alienware', 'Apple', 'Microsoft', 'Sony', 'Nvidia',
  'AMD', 'Intel', 'Kingston', 'Crucial', 'Seagate', 'Western Digital', 'Cooler Master', 'NZXT', 'Thermaltake', 'Fractal Design',
  'be quiet!', 'Elgato', 'Xiaomi', 'Huawei', 'Philips', 'ViewSonic', 'AOC', 'Zowie', 'Glorious', 'Roccat',
  'Turtle Beach', 'Jabra', 'Anker', 'Ugreen', 'TP-Link', 'Netgear', 'Synology', 'Kaspersky', 'Norton', 'Adobe',
];
const CATEGORIES = [
  'Gaming PCs', 'Laptops', 'Monitors', 'Keyboards', 'Mice', 'Headsets', 'Graphics Cards', 'Processors', 'Memory', 'Storage',
  'Motherboards', 'Power Supplies', 'Cases', 'Cooling', 'Networking', 'Software', 'Chairs', 'Controllers', 'Webcams', 'Speakers',
];
const SERIES = [
  'Strix', 'Predator', 'DeathAdder', 'Viper', 'Legion', 'Omen', 'Vengeance', 'Arctis', 'Cloud', 'Odyssey',
  'UltraGear', 'Zowie', 'Aorus', 'Nitro', 'Blade', 'Spectre', 'Zenbook', 'Katana', 'Titan', 'Phantom',
  'Kraken', 'Huntsman', 'Apex', 'Rival', 'Aerox', 'Pulsefire', 'Alloy', 'Scimitar', 'Harpoon', 'Dominator',
  'Fury', 'Vector', 'Stealth', 'Raptor', 'Falcon', 'Horizon', 'Nova', 'Pulse', 'Quantum', 'Vortex',
];
const MODELS = ['Pro', 'Ultra', 'Max', 'Air', 'Mini', 'Elite', 'Lite', 'Plus', 'X', 'V2', 'V3', 'RGB', 'Wireless', 'TKL', 'SE', 'Neo'];
const FEATURES = [
  'a fast refresh rate', 'quiet fans', 'per-key RGB lighting', 'a long warranty in the UAE', 'low-latency wireless',
  'a braided cable', 'a metal frame', 'hot-swappable switches', 'a 1440p panel', 'fast NVMe storage',
  'Wi-Fi 7', 'a detachable microphone', 'memory foam ear cushions', 'a 2.4 GHz dongle', 'USB-C charging',
];

const textArray = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** The k-th (0-based, wrapping) element of a literal text array. */
const pick = (items: readonly string[], k: string) => `(${textArray(items)})[1 + ((${k}) % ${items.length})]`;

async function exec(database: Database, text: string): Promise<void> {
  await database.db.execute(text);
}

async function scalar(database: Database, text: string): Promise<number> {
  const result = (await database.db.execute(text)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
}

/** True when the database already holds a catalogue of this size (bench runs add orders, never products). */
export async function hasCatalogue(database: Database, size: CatalogueSize): Promise<boolean> {
  const products = await scalar(database, 'select count(*) from products');
  const orders = await scalar(database, 'select count(*) from orders');
  const brands = await scalar(database, 'select count(*) from brands');
  return products === size.products && orders >= size.orders && brands === BRANDS.length;
}

/**
 * Secondary indexes of the bulk-loaded tables, dropped during the load and
 * built again after it: one sorted build is far faster than a million
 * inserts into each b-tree and GIN index. Indexes behind constraints stay.
 */
async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<string[]> {
  const result = (await database.db.execute(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${tables.map((t) => `'${t}'`).join(',')})
        and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const row of result.rows) await exec(database, `drop index if exists "${row.indexname}"`);
  return result.rows.map((row) => row.indexdef);
}

export interface GenerateOptions {
  kind: 'pglite' | 'postgres';
  log: (message: string) => void;
}

/** Fills an empty, migrated database with the bench catalogue. */
export async function generateCatalogue(database: Database, size: CatalogueSize, options: GenerateOptions): Promise<void> {
  const { log } = options;
  const batch = options.kind === 'postgres' ? 100_000 : 25_000;
  const started = Date.now();
  const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (options.kind === 'postgres') await exec(database, "set maintenance_work_mem = '512MB'");

  await exec(
    database,
    `insert into brands (name, is_top) select name, ord <= 8 from unnest(${textArray(BRANDS)}) with ordinality as b(name, ord)`,
  );
  await exec(
    database,
    `insert into categories (name, is_top) select name, ord <= 6 from unnest(${textArray(CATEGORIES)}) with ordinality as c(name, ord)`,
  );
  const indexes = await dropSecondaryIndexes(database, ['products', 'search_postings', 'orders', 'order_items', 'order_status_changes', 'users']);

  // Brands and categories by their 0-based position, so a row number picks one.
  await exec(database, 'create temp table bench_b as select id, name, (row_number() over (order by name) - 1)::int as k from brands');
  await exec(database, 'create temp table bench_c as select id, name, (row_number() over (order by name) - 1)::int as k from categories');
  for (let from = 1; from <= size.products; from += batch) {
    const to = Math.min(size.products, from + batch - 1);
    // Price from 49 AED to about 9,999 AED; a sale price on 3 products in 10; stock 0..499;
    // added over the last two years (a few hundred in the last 30 days per 100,000); SKUs as
    // migration 0019 makes them, with the row number ("ASU-LAP-0001234", docs/decisions/032).
    await exec(
      database,
      `insert into products (sku, title, description, category_id, brand_id, price_fils, sale_price_fils, total_stock,
          is_quote_available, created_at, updated_at)
        select
          product_sku_part(b.name) || '-' || product_sku_part(c.name) || '-' || lpad(g::text, 7, '0'),
          b.name || ' ' || ${pick(SERIES, 'g * 7 + g / 50')} || ' ' || ${pick(MODELS, 'g * 13 + g / 7')} || ' ' || (100 + (g * 37) % 9900)::text,
          'A ' || lower(c.name) || ' from ' || b.name || ' with ' || ${pick(FEATURES, 'g * 3')} || ' and ' || ${pick(FEATURES, 'g * 11 + 5')} || '.',
          c.id, b.id, p.price,
          case when g % 10 < 3 then (p.price * (70 + g % 25) / 100)::int end,
          ((g * 31) % 500)::int,
          g % 40 = 0,
          t.at, t.at
        from generate_series(${from}::bigint, ${to}::bigint) as g
        cross join lateral (select (4900 + ((g * 7919) % 9950) * 100)::int as price) p
        cross join lateral (select now() - make_interval(secs => ((g * 7717) % (730 * 86400))::double precision) as at) t
        join bench_b b on b.k = g % 50
        join bench_c c on c.k = (g / 50) % 20`,
    );
    log(`  products ${to.toLocaleString('en')} / ${size.products.toLocaleString('en')} (${since()})`);
  }

  await exec(
    database,
    `insert into users (name, email, phone, password_hash, role, created_at, updated_at)
      select 'Bench Customer ' || g, 'customer' || g || '@bench.example', '+97150' || lpad(g::text, 7, '0'),
        '!bench-no-login', 'customer', now() - make_interval(days => (g % 700)::int), now()
      from generate_series(1, ${size.customers}) as g`,
  );
  log(`  customers ${size.customers.toLocaleString('en')} (${since()})`);

  // Products and customers by position, for the order lines and owners.
  await exec(
    database,
    `create temp table bench_p as select (row_number() over (order by id))::bigint as n, id, title,
      coalesce(sale_price_fils, price_fils) as price from products`,
  );
  await exec(database, 'create unique index on bench_p (n)');
  await exec(database, "create temp table bench_u as select (row_number() over (order by email))::bigint as n, id, name, email, phone from users where role = 'customer'");
  await exec(database, 'create unique index on bench_u (n)');
  const productCount = await scalar(database, 'select count(*) from bench_p');
  const customerCount = await scalar(database, 'select count(*) from bench_u');

  const statuses = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'delivered', 'delivered', 'cancelled'];
  for (let from = 1; from <= size.orders; from += batch) {
    const to = Math.min(size.orders, from + batch - 1);
    // 7 orders in 10 by a registered customer, the rest by guests; over the last year.
    await exec(
      database,
      `insert into orders (user_id, type, status, name, email, phone, delivery_address, payment_method,
          subtotal_fils, delivery_fee_fils, vat_fils, total_fils, created_at, updated_at)
        select
          case when g % 10 < 7 then u.id end,
          case when g % 10 < 7 then 'registered' else 'guest' end,
          ${pick(statuses, 'g * 5 + g / 8')},
          case when g % 10 < 7 then u.name else 'Guest Shopper ' || g end,
          case when g % 10 < 7 then u.email else 'guest' || g || '@bench.example' end,
          case when g % 10 < 7 then u.phone else '+97155' || lpad((g % 10000000)::text, 7, '0') end,
          jsonb_build_object('emirate', ${pick(['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'], 'g')},
            'city', 'City', 'area', 'Area ' || (g % 90), 'street', 'Street ' || (g % 400), 'building', 'Building ' || (g % 60)),
          case when g % 3 = 0 then 'card_on_delivery' else 'cash_on_delivery' end,
          0, 2500, 0, 0, t.at, t.at
        from generate_series(${from}::bigint, ${to}::bigint) as g
        join bench_u u on u.n = 1 + (g * 7) % ${customerCount}
        cross join lateral (select now() - make_interval(secs => ((g * 6007) % (365 * 86400))::double precision) as at) t
        order by g`,
    );
    log(`  orders ${to.toLocaleString('en')} / ${size.orders.toLocaleString('en')} (${since()})`);
  }

  // One to three lines per order, over the whole catalogue.
  await exec(
    database,
    `insert into order_items (order_id, product_id, title, unit_price_fils, quantity)
      select o.id, p.id, p.title, p.price, 1 + (o.number + k) % 3
      from orders o
      cross join lateral generate_series(1, 1 + (o.number % 3)::int) as k
      join bench_p p on p.n = 1 + (o.number * 104729 + k * 7919) % ${productCount}`,
  );
  await exec(
    database,
    `update orders o set subtotal_fils = s.subtotal, vat_fils = (s.subtotal + o.delivery_fee_fils) * 5 / 105,
        total_fils = s.subtotal + o.delivery_fee_fils
      from (select order_id, sum(unit_price_fils * quantity)::bigint as subtotal from order_items group by order_id) s
      where s.order_id = o.id`,
  );
  await exec(
    database,
    `insert into order_status_changes (order_id, from_status, to_status, changed_at)
      select id, null, 'pending', created_at from orders`,
  );
  log(`  order lines and history (${since()})`);

  for (const definition of indexes) await exec(database, definition);
  log(`  indexes rebuilt (${since()})`);
  await exec(database, 'drop table bench_b, bench_c, bench_p, bench_u');
  await exec(database, 'vacuum analyze');
  log(`  vacuum analyze (${since()})`);
}
