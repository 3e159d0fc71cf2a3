import type { Product, ProductWithGallery } from '@store/contract';

let counter = 0;

/** A catalogue product for tests; every call gets its own id. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Test product ${counter}`,
    description: 'A product for the tests.',
    category: 'cat-gaming',
    categoryName: 'Gaming PC',
    brand: 'brand-asus',
    brandName: 'ASUS ROG',
    image: '/uploads/products/abc-640.webp',
    price: 1000,
    salePrice: null,
    totalStock: 20,
    isQuoteAvailable: false,
    specs: [],
    attributes: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A paged answer of the shop lists. */
export function pageOf(products: Product[], { page = 1, total = products.length, limit = 24 } = {}) {
  return { success: true, data: products, total, totalPages: Math.max(1, Math.ceil(total / limit)), currentPage: page };
}

/** A product as the product page gets it: with its SKU and its gallery (the one image unless given). */
export function makeProductWithGallery(overrides: Partial<ProductWithGallery> = {}): ProductWithGallery {
  const product = makeProduct(overrides);
  return { ...product, sku: overrides.sku ?? 'TST-LAP-000001', images: overrides.images ?? (product.image ? [product.image] : []) };
}
