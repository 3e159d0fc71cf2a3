import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUILD_ROLE_BY_CATEGORY_SLUG, checkBuild, imageVariantUrl, type BuildPart } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { brands, categories, features, products, users } from '../db/schema';
import { verifyPassword } from '../lib/password';
import { suiteTestDatabase } from '#server-test/suite';
import { createLocalStorage } from '../storage/local-storage';
import { seedDemoIfEmpty, type SeedDemoResult } from './demo';

const DAY_MS = 86_400_000;
const PART_CATEGORIES = ['Processors', 'Motherboards', 'Memory', 'Graphics Cards', 'Storage', 'Power Supplies', 'Cases', 'CPU Coolers'];

// The embedded default, as a fresh install seeds it, in the PostgreSQL run too.
const testDatabase = suiteTestDatabase({ pgliteOnly: true });
let database: Database;
let uploadsDir: string;
let result: SeedDemoResult;
let seedStartedAt: number;
const logs: string[] = [];

beforeAll(async () => {
  database = testDatabase.database;
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'store-seed-'));
  seedStartedAt = Date.now();
  result = await seedDemoIfEmpty(database.db, { storage: createLocalStorage(uploadsDir), createAdmin: true, log: (msg) => logs.push(msg) });
});

afterAll(async () => {
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function catalogue() {
  const rows = await database.db
    .select({ product: products, category: categories.name, brand: brands.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(brands, eq(products.brandId, brands.id));
  return rows.map((r) => ({ ...r.product, category: r.category, brand: r.brand }));
}

/** The file behind a `/uploads/...` URL. */
const fileOf = (url: string) => path.join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));

describe('seedDemoIfEmpty on an empty database', () => {
  it('stores the Arabic twins of every product, brand, category and slide, and Arabic search finds them', async () => {
    const arabic = /[\u0600-\u06FF]/;
    const rows = await catalogue();
    expect(rows.filter((r) => !arabic.test(r.titleAr ?? '') || !arabic.test(r.descriptionAr ?? '') || r.specs.some((s) => !s.labelAr))).toEqual([]);
    expect((await database.db.select().from(brands)).filter((b) => !arabic.test(b.nameAr ?? ''))).toEqual([]);
    expect((await database.db.select().from(categories)).filter((c) => !arabic.test(c.nameAr ?? ''))).toEqual([]);
    expect((await database.db.select().from(features)).filter((f) => !arabic.test(f.titleAr ?? '') || !arabic.test(f.subtitleAr ?? ''))).toEqual([]);
    // The Arabic words are in the search documents: "لابتوب" is in every laptop's title.
    const laptops = rows.filter((r) => r.category === 'Laptops');
    expect(laptops.filter((r) => !r.searchText.includes('لابتوب'))).toEqual([]);
  });

  it('loads at least 60 products across the five departments and the eight PC part categories', async () => {
    expect(result.seeded).toBe(true);
    const rows = await catalogue();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const cats = await database.db.select().from(categories);
    expect(cats.map((c) => c.name).toSorted()).toEqual(
      ['Accessories', 'Display', 'Gaming PC', 'Laptops', 'Software License', ...PART_CATEGORIES].toSorted(),
    );
    expect(cats.filter((c) => c.isTop).map((c) => c.name).toSorted()).toEqual(['Display', 'Gaming PC', 'Laptops']);
    const sizes = Object.fromEntries(cats.map((c) => [c.name, rows.filter((r) => r.category === c.name).length]));
    expect(Object.values(sizes).every((n) => n >= 8)).toBe(true);
    expect(logs.at(-1)).toMatch(/products/);
  });

  it('gives every PC, laptop and display its typed attributes from its specification rows (docs/decisions/048)', async () => {
    const rows = await catalogue();
    const codes = { 'Gaming PC': ['cpu', 'gpu', 'ram_gb', 'storage_gb'], Laptops: ['cpu', 'gpu', 'ram_gb', 'storage_gb'], Display: ['size_in', 'resolution', 'refresh_hz', 'panel'] };
    const missing = rows.flatMap((r) =>
      (codes[r.category as keyof typeof codes] ?? []).filter((code) => r.attributes[code] === undefined).map((code) => `${r.title}: ${code}`),
    );
    expect(missing).toEqual([]);
    const strix = rows.find((r) => r.title.startsWith('ASUS ROG Strix G16CH'));
    expect(strix?.attributes).toEqual({ cpu: 'Intel Core i7', gpu: 'RTX 4070 SUPER', ram_gb: 32, storage_gb: 1000 });
    const odyssey = rows.find((r) => r.title.startsWith('Samsung Odyssey OLED G9'));
    expect(odyssey?.attributes).toEqual({ size_in: 49, resolution: '5120 x 1440', refresh_hz: 240, panel: 'QD-OLED' });
  });

  it('sells at least eight of each PC part, with the figures the builder reads: a build that fits and one that meets every block', async () => {
    const rows = await database.db
      .select({ title: products.title, slug: categories.slug, attributes: products.attributes, stock: products.totalStock, id: products.id })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
    const parts = rows.filter((r) => BUILD_ROLE_BY_CATEGORY_SLUG[r.slug]);
    const perSlot = new Map<string, number>();
    for (const r of parts) perSlot.set(BUILD_ROLE_BY_CATEGORY_SLUG[r.slug]!, (perSlot.get(BUILD_ROLE_BY_CATEGORY_SLUG[r.slug]!) ?? 0) + 1);
    expect(Object.fromEntries([...perSlot].map(([slot, n]) => [slot, n >= 8]))).toEqual({
      processor: true,
      motherboard: true,
      memory: true,
      graphics: true,
      storage: true,
      psu: true,
      case: true,
      cooler: true,
    });
    const pick = (...titles: string[]): BuildPart[] =>
      titles.map((start) => {
        const row = parts.find((r) => r.title.startsWith(start));
        if (!row) throw new Error(`no part ${start}`);
        return { productId: row.title, quantity: 1, role: BUILD_ROLE_BY_CATEGORY_SLUG[row.slug]!, attributes: row.attributes, stock: row.stock };
      });
    const fits = pick('AMD Ryzen 7 7800X3D', 'MSI MAG B650 Tomahawk', 'Corsair Vengeance 32 GB', 'ASUS ROG TUF Gaming GeForce RTX 4070 SUPER', 'Samsung 990 Pro 2 TB', 'Corsair RM750e', 'Corsair 4000D', 'Noctua NH-U12S');
    expect(checkBuild(fits)).toEqual({ problems: [], estimatedWatts: 440 });
    const clashes = pick('AMD Ryzen 7 5700X3D', 'ASUS ROG Crosshair X670E', 'Kingston Fury Beast 32 GB (2 x 16 GB) DDR4', 'ASUS ROG Strix GeForce RTX 4080 SUPER', 'Corsair SF750', 'Lian Li A4-H2O', 'be quiet! Dark Rock Pro 5');
    expect(checkBuild(clashes).problems.map((p) => p.code)).toEqual([
      'BUILD_SOCKET_MISMATCH',
      'BUILD_MEMORY_TYPE',
      'BUILD_BOARD_FORM_FACTOR',
      'BUILD_GPU_LENGTH',
      'BUILD_COOLER_HEIGHT',
    ]);
  });

  it("gives the header's Display, Software License and Gaming PC entries the slugs they look for", async () => {
    const cats = await database.db.select({ name: categories.name, slug: categories.slug }).from(categories);
    expect(Object.fromEntries(cats.map((c) => [c.name, c.slug]))).toEqual({
      Accessories: 'accessories',
      Display: 'display',
      'Gaming PC': 'gaming-pc',
      Laptops: 'laptops',
      'Software License': 'software-license',
      // The slugs the PC builder knows its parts by (BUILD_ROLE_BY_CATEGORY_SLUG).
      Processors: 'processors',
      Motherboards: 'motherboards',
      Memory: 'memory',
      'Graphics Cards': 'graphics-cards',
      Storage: 'storage',
      'Power Supplies': 'power-supplies',
      Cases: 'cases',
      'CPU Coolers': 'cpu-coolers',
    });
  });

  it('has the real-world brands, some of them top brands', async () => {
    const names = (await database.db.select().from(brands)).map((b) => b.name);
    for (const brand of ['ASUS ROG', 'MSI', 'Alienware', 'Lenovo Legion', 'HP Omen', 'Acer Predator', 'Razer', 'Logitech G', 'Corsair', 'Samsung', 'LG', 'Microsoft']) {
      expect(names).toContain(brand);
    }
    const top = (await database.db.select().from(brands)).filter((b) => b.isTop);
    expect(top.length).toBeGreaterThanOrEqual(4);
    expect(top.length).toBeLessThanOrEqual(8);
  });

  it('puts about a quarter on sale, each sale price below its price', async () => {
    const rows = await catalogue();
    const onSale = rows.filter((r) => r.salePriceFils !== null);
    expect(onSale.length / rows.length).toBeGreaterThan(0.18);
    expect(onSale.length / rows.length).toBeLessThan(0.35);
    expect(onSale.filter((r) => (r.salePriceFils ?? 0) >= r.priceFils).map((r) => r.title)).toEqual([]);
    expect(rows.every((r) => r.priceFils > 0 && r.priceFils % 100 === 0)).toBe(true);
  });

  it('offers Get Quote on at least three products', async () => {
    const rows = await catalogue();
    expect(rows.filter((r) => r.isQuoteAvailable).length).toBeGreaterThanOrEqual(3);
  });

  it('spreads stock over 0..50, with some sold out and some nearly so', async () => {
    const rows = await catalogue();
    expect(rows.every((r) => r.totalStock >= 0 && r.totalStock <= 50)).toBe(true);
    expect(rows.some((r) => r.totalStock === 0)).toBe(true);
    expect(rows.filter((r) => r.totalStock >= 1 && r.totalStock <= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('dates the products within the last 90 days, some within the 30-day new arrivals window', async () => {
    const rows = await catalogue();
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(r.createdAt.getTime()).toBeGreaterThan(seedStartedAt - 90 * DAY_MS);
    }
    const recent = rows.filter((r) => r.createdAt.getTime() > Date.now() - 30 * DAY_MS);
    expect(recent.length).toBeGreaterThan(10);
    expect(recent.length).toBeLessThan(rows.length);
  });

  it('gives every product but the PC parts a picture whose three files exist', async () => {
    const all = await catalogue();
    expect(all.filter((r) => PART_CATEGORIES.includes(r.category) && r.image !== null)).toEqual([]);
    const rows = all.filter((r) => !PART_CATEGORIES.includes(r.category));
    expect(rows.filter((r) => !/^\/uploads\/products\/[0-9a-f]{16}-640\.webp$/.test(r.image ?? '')).map((r) => r.title)).toEqual([]);
    const missing = rows.flatMap((r) =>
      [320, 640, 1280].map((width) => imageVariantUrl(r.image ?? '', width)).filter((url) => !existsSync(fileOf(url))),
    );
    expect(missing).toEqual([]);
    expect(new Set(rows.map((r) => r.image)).size).toBe(rows.length);
  });

  it('gives every gaming PC, laptop and display its specification rows', async () => {
    const rows = await catalogue();
    const needed: Record<string, string[]> = {
      'Gaming PC': ['CPU', 'GPU', 'RAM', 'Storage', 'OS', 'Warranty'],
      Laptops: ['CPU', 'GPU', 'RAM', 'Storage', 'Screen size', 'Resolution', 'Refresh rate', 'Panel', 'OS', 'Warranty'],
      Display: ['Screen size', 'Resolution', 'Refresh rate', 'Panel', 'Warranty'],
    };
    const gaps = rows.flatMap((r) => {
      const labels = r.specs.map((s) => s.label);
      const absent = (needed[r.category] ?? []).filter((label) => !labels.includes(label));
      const empty = r.specs.filter((s) => s.value.trim() === '').map((s) => s.label);
      return [...absent, ...empty].map((label) => `${r.title}: ${label}`);
    });
    expect(gaps).toEqual([]);
    expect(rows.filter((r) => r.category in needed).length).toBeGreaterThanOrEqual(40);
  });

  it('adds three active home-page slides with banner pictures', async () => {
    const slides = await database.db.select().from(features).orderBy(features.sortOrder);
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => s.sortOrder)).toEqual([0, 1, 2]);
    for (const s of slides) {
      expect(s.active).toBe(true);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.link).toMatch(/^\/shop\//);
      expect(existsSync(fileOf(s.image ?? ''))).toBe(true);
    }
  });

  it('creates the demo customer and the admin with hashed, working passwords', async () => {
    expect(result.customer?.email).toBe('customer@falcon.ae');
    expect(result.admin?.email).toBe('admin@falcon.ae');
    for (const creds of [result.customer, result.admin]) {
      expect(creds?.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
    const people = await database.db.select().from(users);
    const customer = people.find((u) => u.email === 'customer@falcon.ae');
    const admin = people.find((u) => u.email === 'admin@falcon.ae');
    expect(customer).toMatchObject({ name: 'Aisha Al Mansoori', phone: '+971501234567', role: 'customer' });
    expect(admin).toMatchObject({ name: 'Store Admin', role: 'admin' });
    expect(customer?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(customer?.passwordHash).not.toContain(result.customer?.password ?? '-');
    expect(await verifyPassword(customer?.passwordHash ?? '', result.customer?.password ?? '')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', result.admin?.password ?? '')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong-password')).toBe(false);
  });

  it('does nothing the second time', async () => {
    const count = async () => ({
      products: (await database.db.select().from(products)).length,
      brands: (await database.db.select().from(brands)).length,
      users: (await database.db.select().from(users)).length,
      files: (await readdir(path.join(uploadsDir, 'products'))).length,
    });
    const before = await count();
    const again = await seedDemoIfEmpty(database.db, { storage: createLocalStorage(uploadsDir), createAdmin: true, log: () => {} });
    expect(again).toEqual({ seeded: false });
    expect(await count()).toEqual(before);
  });
});
