import { filsToAed, type AdminProduct, type AttributeValues, type Language, type Product, type ProductWithGallery } from '@store/contract';
import type { SpecRowJson } from '#server/db/schema/index';
import { galleryOf } from './gallery';

/** A product row joined with its brand's and category's names (products.repository.ts), in both languages. */
export interface ProductRow {
  id: string;
  sku: string;
  title: string;
  titleAr: string | null;
  description: string;
  descriptionAr: string | null;
  categoryId: string;
  categoryName: string;
  categoryNameAr: string | null;
  brandId: string;
  brandName: string;
  brandNameAr: string | null;
  image: string | null;
  images: string[];
  priceFils: number;
  salePriceFils: number | null;
  totalStock: number;
  isQuoteAvailable: boolean;
  specs: SpecRowJson[];
  attributes: AttributeValues;
  createdAt: Date;
  ratingCount: number;
  ratingSum: number;
}

/** The average of the visible reviews to one decimal, as the card and JSON-LD show it. */
export const ratingAverage = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;

/**
 * The text of a field in `lang`: the Arabic twin on an Arabic read when there
 * is one, else the English (field by field, docs/decisions/025).
 */
export function localized(english: string, arabic: string | null | undefined, lang: Language): string {
  return lang === 'ar' && arabic ? arabic : english;
}

/**
 * The one mapping from a row to the contract's Product (docs/store-rules.md#3-records-and-their-fields):
 * `_id`, AED with two decimals (docs/store-rules.md#conventions), null when there is no
 * sale price, the texts in `lang` (English by default).
 */
export function toProduct(row: ProductRow, lang: Language = 'en'): Product {
  return {
    _id: row.id,
    title: localized(row.title, row.titleAr, lang),
    description: localized(row.description, row.descriptionAr, lang),
    category: row.categoryId,
    categoryName: localized(row.categoryName, row.categoryNameAr, lang),
    brand: row.brandId,
    brandName: localized(row.brandName, row.brandNameAr, lang),
    image: row.image,
    price: filsToAed(row.priceFils),
    salePrice: row.salePriceFils === null ? null : filsToAed(row.salePriceFils),
    totalStock: row.totalStock,
    isQuoteAvailable: row.isQuoteAvailable,
    specs: row.specs.map((spec) => ({ label: localized(spec.label, spec.labelAr, lang), value: localized(spec.value, spec.valueAr, lang) })),
    attributes: row.attributes,
    createdAt: row.createdAt.toISOString(),
    ...(row.ratingCount > 0 ? { rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount } } : {}),
  };
}

/** The product page's product: the gallery besides (lists carry `image` only, docs/decisions/034). */
export function toProductWithGallery(row: ProductRow, lang: Language = 'en'): ProductWithGallery {
  return { ...toProduct(row, lang), sku: row.sku, images: galleryOf(row) };
}

/** `toProduct(row, lang)` for every row: the shape of a list's `map`. */
export const toProducts = (lang: Language) => (row: ProductRow) => toProduct(row, lang);

/** The admin's view: the English product with the Arabic twins beside it (null where there is none). */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    sku: row.sku,
    images: galleryOf(row),
    titleAr: row.titleAr,
    descriptionAr: row.descriptionAr,
    specs: row.specs.map((spec) => ({
      label: spec.label,
      value: spec.value,
      labelAr: spec.labelAr || null,
      valueAr: spec.valueAr || null,
    })),
  };
}
