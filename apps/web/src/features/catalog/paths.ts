// Addresses of the catalogue pages, for links and navigation, in the page's
// language (/ar/shop/... on Arabic pages). Only lib/language imported: the
// header's search box uses them without pulling in the product card.
import type { AttributeDefinition, Product } from '@store/contract';
import { localePath } from '#web/lib/language';

/** The product page: /shop/product/:id */
export const productPath = (id: string) => localePath(`/shop/product/${encodeURIComponent(id)}`);

/** The search page for a keyword: /shop/search?keyword=… */
export const searchPath = (keyword: string) => localePath(`/shop/search?${new URLSearchParams({ keyword }).toString()}`);

/** The listing with one filter: /shop/listing?category=<id> or ?brand=<id> */
export const listingPath = (kind: 'category' | 'brand', id: string) =>
  localePath(`/shop/listing?${kind}=${encodeURIComponent(id)}`);

/** The resource route's answer of products named by id (app/routes/shop-products.ts). */
export interface ProductsByIdAnswer {
  ids: string[];
  products: Product[];
  /** With `attributes=1`: the typed attributes of the first product's category (the comparison's rows). */
  definitions?: AttributeDefinition[];
}

/**
 * The resource route that reads products by id, for the browser's lists (comparison, a guest's wishlist):
 * /shop/products?id=…; `withAttributes`, their category's attribute definitions too.
 */
export const productsByIdHref = (ids: readonly string[], withAttributes = false) =>
  localePath(`/shop/products?${new URLSearchParams([...ids.map((id) => ['id', id]), ...(withAttributes ? [['attributes', '1']] : [])]).toString()}`);
