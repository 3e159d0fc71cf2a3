import type { z } from 'zod';
import {
  aedToFils,
  LAST_ADDED_COUNT,
  messages,
  RANDOM_PRODUCTS_COUNT,
  RELATED_PRODUCTS_COUNT,
  type AdminProduct,
  type adminProductListQuerySchema,
  type AttributeValues,
  type Language,
  type ListFacets,
  type newArrivalsQuerySchema,
  type Product,
  type productInputSchema,
  type productListQuerySchema,
  type SortOption,
} from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { AppError, notFound, type FieldError } from '#server/lib/app-error';
import { changingCatalogue, type CatalogueChanged } from '#server/plugins/catalogue-changes';
import { isForeignKeyViolation, isUniqueViolation } from '#server/lib/db-errors';
import { pageOf, rowWindow, type Page } from '#server/lib/paging';
import { type AuditActor, recordAudit, updateSummary } from '#server/modules/audit/index';
import { findFirstPage } from './first-pages.repository';
import { createFacetCache, listFacets, type FacetCache } from './facets';
import { resolveListFilters, type ListFilterQuery } from './list-filters';
import { cardArray } from './product-cards';
import { createPageAnchors, type PageAnchors, type PageAnchorsOptions } from './page-anchors';
import { findProductDetails, readProductIdSample } from './product-details.repository';
import { createProductSample, type ProductSample, type ProductSampleOptions } from './product-sample';
import { galleryToWrite } from './gallery';
import { toAdminProduct, toProduct, toProductWithGallery, toProducts, type ProductRow } from './product-json';
import { withArabicKept } from './arabic-kept';
import { checkAttributeValues } from './attribute-input';
import { attributeRulesOf } from './attributes.service';
import {
  brandAndCategoryExist,
  deleteProductById,
  insertProduct,
  isSkuTaken,
  updateProductById,
  type ProductValues,
} from './product-writes.repository';
import { listProducts } from './product-pages.repository';
import { findProductById, findProductForUpdate, type ProductFilter } from './products.repository';

// The rules of the catalogue's product calls (docs/store-rules.md#catalogue-calls
// and "Admin"). Inputs are the contract schemas' parsed output.

export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type NewArrivalsQuery = z.output<typeof newArrivalsQuerySchema>;
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/**
 * What this process keeps in memory about a database's catalogue: the page
 * anchors of deep pages and the sample random products are picked from
 * (docs/decisions/010-catalogue-at-a-million-products.md). Both are dropped on
 * the catalogue-changed signal (plugins/catalogue-changes.ts, wired in app.ts),
 * whichever instance made the change.
 */
interface CatalogueMemory {
  anchors: PageAnchors;
  sample: ProductSample;
  /** The facet counts per filter (facets.ts, docs/decisions/052). */
  facets: FacetCache;
}

const memories = new WeakMap<object, CatalogueMemory>();

function memoryOf(db: DbOrTx): CatalogueMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { anchors: createPageAnchors(), sample: createProductSample(), facets: createFacetCache() };
    memories.set(db, memory);
  }
  return memory;
}

/** Tests: other anchor steps or sample sizes for this database (a small catalogue with deep pages). */
export function tuneCatalogueMemory(db: DbOrTx, options: { anchors?: PageAnchorsOptions; sample?: ProductSampleOptions }): void {
  memories.set(db, { anchors: createPageAnchors(options.anchors), sample: createProductSample(options.sample), facets: createFacetCache() });
}

/** The catalogue changed (here or on another instance): every list may have moved, so the anchors and the sample go. */
export function forgetCatalogueMemory(db: DbOrTx): void {
  const memory = memories.get(db);
  memory?.anchors.invalidate();
  memory?.sample.invalidate();
  memory?.facets.invalidate();
}

export type ProductPage<T = Product> = Page<T>;

type Paging = { page: number; limit: number; sortBy?: SortOption | undefined };

/** A page of product rows: the order is the same in every language (docs/decisions/025), so the rows and anchors are too. */
async function listProductRows<T>(db: DbOrTx, filter: ProductFilter, paging: Paging, toJson: (row: ProductRow) => T): Promise<ProductPage<T>> {
  const { rows, total } = await listProducts(db, filter, paging.sortBy, rowWindow(paging), memoryOf(db).anchors);
  return pageOf(rows.map(toJson), total, paging);
}

/** A page of a shop list, its texts in `lang`, as Products. */
export function listProductPage(db: DbOrTx, filter: ProductFilter, paging: Paging, lang: Language = 'en'): Promise<ProductPage> {
  return listProductRows(db, filter, paging, toProducts(lang));
}

/**
 * A shop list's answer (`success` and the page): the first pages of the
 * listing, a category, a brand and the deals as JSON text made of product
 * cards, in one prepared statement with the total (docs/decisions/019, 039);
 * other pages and filters as Products, for the route to serialise.
 */
export type ShopListAnswer = string | ({ success: true; facets?: ListFacets } & ProductPage);

async function shopListAnswer(db: DbOrTx, filter: ProductFilter, paging: Paging, lang: Language = 'en'): Promise<ShopListAnswer> {
  const first = await findFirstPage(db, filter, paging.sortBy, rowWindow(paging), lang);
  if (first) {
    const { total, totalPages, currentPage } = pageOf([], first.total, paging);
    return `{"success":true,"data":${cardArray(first.cards)},"total":${total},"totalPages":${totalPages},"currentPage":${currentPage}}`;
  }
  return { success: true, ...(await listProductPage(db, filter, paging, lang)) };
}

/** A query with the lists' filters (the contract's withListFilters), its paging and language. */
export type FilteredListQuery = ListFilterQuery & { brand: string[]; page: number; limit: number; sortBy?: SortOption | undefined; lang?: Language | undefined };

/**
 * A shop list with the query's specification, price and stock filters
 * (docs/decisions/052) and, with `facets=1`, its facets. A filtered list's
 * total then comes from the facets (exact), not from a count capped at
 * COUNT_CAP; at most `maxTotal` (search ranks at most SEARCH_MATCH_CAP
 * matches). `listOf` reads the page (search passes its own).
 */
export async function filteredListAnswer(
  db: DbOrTx,
  base: ProductFilter,
  query: FilteredListQuery,
  listOf?: (filter: ProductFilter) => Promise<ShopListAnswer>,
  maxTotal = Number.POSITIVE_INFINITY,
): Promise<ShopListAnswer> {
  const { filter: extra, definitions } = await resolveListFilters(db, query);
  const filter = { ...base, ...extra };
  const list = async (): Promise<ShopListAnswer> =>
    listOf
      ? listOf(filter)
      : base.addedWithinDays === undefined
        ? shopListAnswer(db, filter, query, query.lang)
        : { success: true, ...(await listProductPage(db, filter, query, query.lang)) };
  if (!query.facets) return list();
  const [answer, { facets, total }] = await Promise.all([
    list(),
    listFacets(db, memoryOf(db).facets, filter, definitions, query.price, query.lang ?? 'en'),
  ]);
  if (typeof answer === 'string') return `${answer.slice(0, -1)},"facets":${JSON.stringify(facets)}}`;
  return { ...answer, ...pageOf(answer.data, Math.min(total, maxTotal), query), facets };
}

/** GET /shop/products/get: the listing with its filters. */
export function listShopProducts(db: DbOrTx, query: ProductListQuery): Promise<ShopListAnswer> {
  return filteredListAnswer(db, { categoryIds: query.category, brandIds: query.brand }, query);
}

/** GET /shop/products/new: added in the last `days` days (30 by default, docs/store-rules.md#9-constants-and-limits). */
export function listNewArrivals(db: DbOrTx, query: NewArrivalsQuery): Promise<ShopListAnswer> {
  return filteredListAnswer(db, { categoryIds: query.category, brandIds: query.brand, addedWithinDays: query.days }, query);
}

/** GET /shop/products/deals: products with a sale price (always below the price). */
export function listDeals(db: DbOrTx, query: ProductListQuery): Promise<ShopListAnswer> {
  return filteredListAnswer(db, { categoryIds: query.category, brandIds: query.brand, onSale: true }, query);
}

/** GET /shop/products/last-added: the newest products. */
export async function listLastAdded(db: DbOrTx, lang: Language = 'en'): Promise<Product[]> {
  const { data } = await listProductPage(db, {}, { page: 1, limit: LAST_ADDED_COUNT }, lang);
  return data;
}

/** GET /admin/products/getall: newest first, with a substring search (English or Arabic) and the filters. */
export function listAdminProducts(db: DbOrTx, query: AdminProductListQuery): Promise<ProductPage<AdminProduct>> {
  return listProductRows(db, { categoryIds: query.category, brandIds: query.brand, contains: query.search }, query, toAdminProduct);
}

async function mustFindProduct(db: DbOrTx, id: string): Promise<ProductRow> {
  const row = await findProductById(db, id);
  if (!row) throw notFound('PRODUCT_NOT_FOUND');
  return row;
}

/** Fisher-Yates: the random products come in a new order on every call. */
function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * GET /shop/products/get/{id}: the product, up to 8 related products (same
 * category and brand first, then same category, then same brand) and up to 8
 * others picked at random from the catalogue sample in memory, all in one
 * statement (product-details.repository.ts findProductDetails). The answer as
 * JSON text: the product serialised here, the others as their product cards
 * (docs/decisions/039).
 */
export async function getProductDetails(db: DbOrTx, id: string, lang: Language = 'en'): Promise<string> {
  // Two spare ids: a sampled product deleted since is simply not found.
  const randomIds = await memoryOf(db).sample.pick(RANDOM_PRODUCTS_COUNT + 2, id, (size) => readProductIdSample(db, size));
  const details = await findProductDetails(db, id, randomIds, RELATED_PRODUCTS_COUNT, RANDOM_PRODUCTS_COUNT, lang);
  if (!details) throw notFound('PRODUCT_NOT_FOUND');
  const product = JSON.stringify(toProductWithGallery(details.product, lang));
  return `{"success":true,"data":{"product":${product},"relatedProducts":${cardArray(details.related)},"randomProducts":${cardArray(shuffle(details.random))}}}`;
}

/** A product for the page head (SEO), or null. */
export async function findProduct(db: DbOrTx, id: string, lang: Language = 'en'): Promise<Product | null> {
  const row = await findProductById(db, id);
  return row ? toProduct(row, lang) : null;
}

/**
 * The row's values from the form; an Arabic twin the form leaves out is the
 * current one (`before`), if any. `attributes`: the checked typed values, or
 * undefined to leave them as they are (docs/decisions/048).
 */
export function toValues(input: ProductInput, before?: ProductRow, attributes?: AttributeValues): ProductValues {
  const arabic = withArabicKept(input, before);
  return {
    // Left out: kept on an update, made by the database on a create (docs/decisions/032).
    sku: input.sku ?? before?.sku ?? '',
    title: input.title,
    titleAr: arabic.titleAr,
    description: input.description,
    descriptionAr: arabic.descriptionAr,
    categoryId: input.category,
    brandId: input.brand,
    ...galleryToWrite(input.image ?? null, input.images, before),
    priceFils: aedToFils(input.price),
    salePriceFils: input.salePrice === null ? null : aedToFils(input.salePrice),
    totalStock: input.totalStock,
    isQuoteAvailable: input.isQuoteAvailable,
    specs: arabic.specs,
    attributes,
  };
}

/** 400 with a field error on `category` and/or `brand` when either does not exist. */
async function assertBrandAndCategory(db: DbOrTx, input: ProductInput): Promise<void> {
  const exists = await brandAndCategoryExist(db, input.brand, input.category);
  const missing: [string, 'CATEGORY_NOT_FOUND' | 'BRAND_NOT_FOUND'][] = [];
  if (!exists.category) missing.push(['category', 'CATEGORY_NOT_FOUND']);
  if (!exists.brand) missing.push(['brand', 'BRAND_NOT_FOUND']);
  if (missing.length === 0) return;
  const errors: FieldError[] = missing.map(([path, code]) => ({ path, message: messages[code] }));
  // One field wrong: its own sentence; both: the summary (as the error handler does for schema errors).
  const [only] = missing.length === 1 ? missing : [];
  throw new AppError('VALIDATION_FAILED', 400, { errors, ...(only ? { sentence: only[1] } : {}) });
}

/**
 * The form's typed attributes checked against its category's (400 at
 * `attributes.<code>`), or undefined when the form leaves them out: an update
 * keeps them, less those a new category does not define (migration 0032).
 */
async function checkedAttributes(db: DbOrTx, input: ProductInput): Promise<AttributeValues | undefined> {
  if (input.attributes === undefined) return undefined;
  const { values, errors } = checkAttributeValues(await attributeRulesOf(db, input.category), input.attributes);
  if (errors.length === 0) return values;
  const [only] = new Set(errors.map((e) => e.path)).size === 1 ? errors : [];
  throw new AppError('VALIDATION_FAILED', 400, { errors, ...(only ? { text: only.message } : {}) });
}

/** 409 on the `sku` field: another product has this SKU, in any case. */
const skuTaken = () =>
  new AppError('SKU_TAKEN', 409, { errors: [{ path: 'sku', message: messages.SKU_TAKEN }] });

/** 409 when another product (not `id`) already has the input's SKU. */
async function assertSkuFree(db: DbOrTx, input: ProductInput, id?: string): Promise<void> {
  if (input.sku && (await isSkuTaken(db, input.sku, id))) throw skuTaken();
}

/**
 * A brand or category removed between the check and the write: the same 400
 * as the check; a SKU taken meanwhile: the same 409.
 */
async function guardReferences<T>(db: DbOrTx, input: ProductInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) await assertBrandAndCategory(db, input);
    if (isUniqueViolation(error)) throw skuTaken();
    throw error;
  }
}

/** Products in audit entries: the admin's shape (both languages), labelled by the English title. */
const PRODUCT_DERIVED_FIELDS = ['createdAt', 'categoryName', 'brandName'] as const;

/**
 * POST /admin/products/create. The product and its audit entry are one
 * transaction; a brand or category removed meanwhile is the check's 400.
 */
export async function createProduct(db: DbOrTx, actor: AuditActor, input: ProductInput, changed: CatalogueChanged): Promise<AdminProduct> {
  await assertBrandAndCategory(db, input);
  await assertSkuFree(db, input);
  const attributes = await checkedAttributes(db, input);
  return changingCatalogue(changed, () => guardReferences(db, input, () =>
    db.transaction(async (tx) => {
      const product = toAdminProduct(await mustFindProduct(tx, await insertProduct(tx, toValues(input, undefined, attributes))));
      await recordAudit(tx, {
        actor,
        action: 'product.create',
        entityType: 'product',
        entityId: product._id,
        summary: `Created product "${product.title}"`,
        before: null,
        after: product,
      });
      return product;
    }),
  ));
}

/**
 * The codes a product had that it lost by its move to another category, and
 * not by the form: the admin is told (docs/decisions/048).
 */
function droppedByMove(before: ProductRow, after: AdminProduct, input: ProductInput): string[] {
  if (before.categoryId === after.category) return [];
  return Object.keys(before.attributes).filter((code) => !(code in after.attributes) && input.attributes?.[code] === undefined);
}

/**
 * PUT /admin/products/update/{id}: the whole product form replaces the product.
 * `droppedAttributes`: the typed values a move to another category took away.
 */
export async function updateProduct(
  db: DbOrTx,
  actor: AuditActor,
  id: string,
  input: ProductInput,
  changed: CatalogueChanged,
): Promise<{ product: AdminProduct; droppedAttributes: string[] }> {
  await mustFindProduct(db, id);
  await assertBrandAndCategory(db, input);
  await assertSkuFree(db, input, id);
  const attributes = await checkedAttributes(db, input);
  return changingCatalogue(changed, () => guardReferences(db, input, () =>
    db.transaction(async (tx) => {
      const before = await findProductForUpdate(tx, id);
      if (!before || !(await updateProductById(tx, id, toValues(input, before, attributes)))) throw notFound('PRODUCT_NOT_FOUND');
      const [was, product] = [toAdminProduct(before), toAdminProduct(await mustFindProduct(tx, id))];
      await recordAudit(tx, {
        actor,
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        summary: updateSummary('product', product.title, was, product, PRODUCT_DERIVED_FIELDS),
        before: was,
        after: product,
      });
      return { product, droppedAttributes: droppedByMove(before, product, input) };
    }),
  ));
}

/**
 * DELETE /admin/products/delete/{id}. Cart lines go with it; order lines keep
 * their copy of title, price and image. The image files stay: past orders show them.
 */
export async function deleteProduct(db: DbOrTx, actor: AuditActor, id: string, changed: CatalogueChanged): Promise<{ _id: string }> {
  return changingCatalogue(changed, () => db.transaction(async (tx) => {
    const before = await findProductForUpdate(tx, id);
    if (!before || !(await deleteProductById(tx, id))) throw notFound('PRODUCT_NOT_FOUND');
    const product = toAdminProduct(before);
    await recordAudit(tx, {
      actor,
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      summary: `Deleted product "${product.title}"`,
      before: product,
      after: null,
    });
    return { _id: id };
  }));
}
