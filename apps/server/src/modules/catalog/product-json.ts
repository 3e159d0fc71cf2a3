import { filsToAed, type Product } from '@store/contract';
import type { SpecRowJson } from '../../db/schema';

/** A product row joined with its brand's and category's names (products.repository.ts). */
export interface ProductRow {
  id: string;
  title: string;
  description: string;
  categoryId: string;
  categoryName: string;
  brandId: string;
  brandName: string;
  image: string | null;
  priceFils: number;
  salePriceFils: number | null;
  totalStock: number;
  isQuoteAvailable: boolean;
  specs: SpecRowJson[];
  createdAt: Date;
}

/**
 * The one mapping from a row to the contract's Product (spec section 3):
 * `_id`, AED with two decimals (DESIGN.md section 3), null when there is no sale price.
 */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.categoryId,
    categoryName: row.categoryName,
    brand: row.brandId,
    brandName: row.brandName,
    image: row.image,
    price: filsToAed(row.priceFils),
    salePrice: row.salePriceFils === null ? null : filsToAed(row.salePriceFils),
    totalStock: row.totalStock,
    isQuoteAvailable: row.isQuoteAvailable,
    specs: row.specs.map(({ label, value }) => ({ label, value })),
    createdAt: row.createdAt.toISOString(),
  };
}
