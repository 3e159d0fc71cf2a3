// Loads the demo catalogue into an empty database (docs/architecture.md#the-parts,
// `SEED_DEMO`): brands, categories, products with drawn pictures, the home
// page's slides, a demo customer and, when asked, the first admin.
import { randomBytes } from 'node:crypto';
import { aedToFils } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { brands, categories, categoryAttributes, features, products, users } from '../db/schema';
import { deleteStoredImage, processTrustedSvg, randomImageKey, storeImageVariants } from '../lib/images';
import { hashPassword } from '../lib/password';
import type { ImageStorage } from '../storage/storage';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_FEATURES, demoCatalog } from './demo-catalog';
import { demoSpecRows } from './demo-catalog-ar-specs';
import { DEMO_ATTRIBUTES } from './demo-attributes';
import { demoPartTexts } from './demo-part-rows';
import { DEMO_PART_CATEGORIES, demoParts } from './demo-parts';
import { heroArtSvg, productArtSvg } from './product-art';

export interface SeedDemoOptions {
  /** Where the pictures go: the configured image storage (storage/create-storage.ts). */
  storage: ImageStorage;
  /** Also create admin@falcon.ae (when no ADMIN_EMAIL is configured). */
  createAdmin: boolean;
  log: (msg: string) => void;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SeedDemoResult {
  seeded: boolean;
  /** Generated passwords, to print once; absent when the account already existed. */
  admin?: Credentials;
  customer?: Credentials;
}

export const DEMO_CUSTOMER = { name: 'Aisha Al Mansoori', email: 'customer@falcon.ae', phone: '+971501234567' } as const;
export const DEMO_ADMIN = { name: 'Store Admin', email: 'admin@falcon.ae', phone: '+971500000001' } as const;

/** Pictures drawn at once: sharp works on libuv's 4 threads; more only queues. */
const IMAGE_CONCURRENCY = 4;
/** Serialises seeding between API processes that start together on one database. */
const SEED_LOCK_ID = 7_212_026_001;

/** 16 URL-safe characters (96 random bits). */
function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Whether the catalogue has no product and no category: the demo seeds only then. */
export async function catalogueIsEmpty(db: DbOrTx): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  if (product) return false;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  return !category;
}

/**
 * Runs `fn` over `items`, at most `limit` at a time, in order of the items.
 * Waits for every started call before it rejects, so nothing runs on after a failure.
 */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejection = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
}

function idOf(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo catalogue: unknown brand or category "${name}"`);
  return id;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Seeds the demo store when the catalogue is empty (no product and no
 * category); otherwise does nothing and answers `{ seeded: false }`.
 * Pictures are drawn first (files), then every row is written in one
 * transaction; if that fails, the pictures are removed again.
 */
export async function seedDemoIfEmpty(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  if (!(await catalogueIsEmpty(db))) return { seeded: false };

  const started = performance.now();
  const { storage } = options;
  const catalog = demoCatalog();
  const parts = demoParts();
  const accents = new Map<string, string>(DEMO_BRANDS.map((b) => [b.name, b.accent]));
  const stored: string[] = [];
  const removeImages = () => Promise.allSettled(stored.map((url) => deleteStoredImage(storage, url)));

  options.log(`Demo catalogue: drawing ${catalog.length} product pictures and ${DEMO_FEATURES.length} banners…`);
  let productImages: string[];
  let featureImages: string[];
  try {
    productImages = await mapLimit(catalog, IMAGE_CONCURRENCY, async (p, index) => {
      const svg = productArtSvg({ brand: p.brand, model: p.art.model, accent: accents.get(p.brand) ?? '#2563eb', art: p.art, seed: index + 1 });
      const url = await storeImageVariants(storage, await processTrustedSvg(svg), randomImageKey('products'));
      stored.push(url);
      return url;
    });
    featureImages = await mapLimit(DEMO_FEATURES, IMAGE_CONCURRENCY, async (f) => {
      const url = await storeImageVariants(storage, await processTrustedSvg(heroArtSvg(f.art)), randomImageKey('features'));
      stored.push(url);
      return url;
    });
  } catch (error) {
    await removeImages();
    throw error;
  }
  options.log(`Demo catalogue: pictures ready in ${seconds(started)}`);

  const customerPassword = generatePassword();
  const adminPassword = options.createAdmin ? generatePassword() : undefined;
  const [customerHash, adminHash] = await Promise.all([
    hashPassword(customerPassword),
    adminPassword === undefined ? Promise.resolve(undefined) : hashPassword(adminPassword),
  ]);

  const now = Date.now();
  let result: SeedDemoResult;
  try {
    result = await db.transaction(async (tx) => {
      // Two processes starting on one empty database: the second waits here,
      // then finds the catalogue filled and steps back.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (!(await catalogueIsEmpty(tx))) return { seeded: false };

      const brandRows = await tx
        .insert(brands)
        .values(DEMO_BRANDS.map((b) => ({ name: b.name, nameAr: b.nameAr, isTop: b.isTop })))
        .returning({ id: brands.id, name: brands.name });
      const categoryRows = await tx
        .insert(categories)
        .values([
          ...DEMO_CATEGORIES.map((c) => ({ name: c.name, nameAr: c.nameAr, isTop: c.isTop })),
          ...DEMO_PART_CATEGORIES.map((c) => ({ name: c.name, nameAr: c.nameAr, isTop: false })),
        ])
        .returning({ id: categories.id, name: categories.name });
      const brandIds = new Map(brandRows.map((r) => [r.name, r.id]));
      const categoryIds = new Map(categoryRows.map((r) => [r.name, r.id]));

      await tx.insert(products).values(
        catalog.map((p, index) => {
          const createdAt = new Date(now - p.ageHours * 3_600_000);
          return {
            title: p.title,
            titleAr: p.titleAr,
            description: p.description,
            descriptionAr: p.descriptionAr,
            categoryId: idOf(categoryIds, p.category),
            brandId: idOf(brandIds, p.brand),
            image: productImages[index] ?? null,
            priceFils: aedToFils(p.priceAed),
            salePriceFils: p.salePriceAed === undefined ? null : aedToFils(p.salePriceAed),
            totalStock: p.stock,
            isQuoteAvailable: p.quote ?? false,
            specs: demoSpecRows(p.specs),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );

      // The PC parts (docs/decisions/049): among the oldest, without pictures, their figures in their attributes.
      await tx.insert(products).values(
        parts.map((part, index) => {
          const createdAt = new Date(now - (86 * 24 + index) * 3_600_000);
          return {
            ...demoPartTexts(part),
            categoryId: idOf(categoryIds, part.category),
            brandId: idOf(brandIds, part.brand),
            priceFils: aedToFils(part.priceAed),
            salePriceFils: part.salePriceAed === undefined ? null : aedToFils(part.salePriceAed),
            totalStock: part.stock,
            attributes: part.attributes,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );

      // The typed attributes, their values taken from the specification rows (docs/decisions/048).
      const attributeRows = Object.entries(DEMO_ATTRIBUTES).flatMap(([category, list]) =>
        (list ?? []).map((a, index) => ({
          categoryId: idOf(categoryIds, category),
          code: a.code,
          label: a.label,
          labelAr: a.labelAr,
          type: a.type,
          unit: a.unit ?? null,
          choices: [...(a.choices ?? [])],
          filterable: a.filterable ?? false,
          inCompare: a.inCompare ?? true,
          onCard: a.onCard ?? false,
          sortOrder: index,
        })),
      );
      if (attributeRows.length > 0) {
        await tx.insert(categoryAttributes).values(attributeRows);
        await tx.execute(sql`select category_attribute_carry_over(id) from category_attributes`);
      }

      await tx.insert(features).values(
        DEMO_FEATURES.map((f, index) => ({
          title: f.title,
          subtitle: f.subtitle,
          titleAr: f.titleAr,
          subtitleAr: f.subtitleAr,
          link: f.link,
          image: featureImages[index] ?? null,
          sortOrder: index,
          active: true,
        })),
      );

      // An account that already exists (same e-mail) is left as it is.
      const people: (typeof users.$inferInsert)[] = [{ ...DEMO_CUSTOMER, role: 'customer', passwordHash: customerHash }];
      if (adminHash !== undefined) people.push({ ...DEMO_ADMIN, role: 'admin', passwordHash: adminHash });
      const created = await tx.insert(users).values(people).onConflictDoNothing().returning({ email: users.email });
      const made = new Set(created.map((u) => u.email));

      const seeded: SeedDemoResult = { seeded: true };
      if (made.has(DEMO_CUSTOMER.email)) seeded.customer = { email: DEMO_CUSTOMER.email, password: customerPassword };
      if (adminPassword !== undefined && made.has(DEMO_ADMIN.email)) {
        seeded.admin = { email: DEMO_ADMIN.email, password: adminPassword };
      }
      return seeded;
    });
  } catch (error) {
    await removeImages();
    throw error;
  }

  if (!result.seeded) {
    await removeImages();
    return result;
  }
  options.log(
    `Demo catalogue: ${catalog.length} products and ${parts.length} PC parts, ${DEMO_BRANDS.length} brands, ${DEMO_CATEGORIES.length + DEMO_PART_CATEGORIES.length} categories and ${DEMO_FEATURES.length} slides in ${seconds(started)}`,
  );
  return result;
}
