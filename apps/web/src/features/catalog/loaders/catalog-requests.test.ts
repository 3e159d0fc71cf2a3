import { describe, expect, it } from 'vitest';
import {
  fetchBrands,
  fetchCategories,
  fetchProductDetails,
  fetchProductPage,
  fetchSearch,
  fetchShelf,
  fetchSlides,
  type CatalogApi,
} from './catalog-requests';

// The loaders' catalogue calls take an optional language (docs/decisions/025):
// without one they ask exactly as before (English, the API's default); with
// one, the API answers the texts in it.

const ID = '0b7c6a52-4b8e-4f3e-9a43-8d1f0e2c5a10';
const CATEGORY = '5d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6';

function recordingApi() {
  const paths: string[] = [];
  const api = (async (path: string) => {
    paths.push(path);
    return { status: 200, body: { success: true, data: path.includes('/get/') ? { product: { category: CATEGORY } } : [] } };
  }) as CatalogApi;
  return { api, paths };
}

async function askEverything(api: CatalogApi, lang?: 'en' | 'ar') {
  await fetchCategories(api, lang);
  await fetchBrands(api, lang);
  await fetchSlides(api, lang);
  await fetchShelf(api, 'deals', lang);
  await fetchProductPage(api, 'all', { sortBy: 'price-lowtohigh', page: 2, lang });
  await fetchSearch(api, { keyword: 'لابتوب', page: 1, lang });
  await fetchProductDetails(api, ID, lang);
}

describe('catalogue requests and their language', () => {
  it('ask as before when no language is given', async () => {
    const { api, paths } = recordingApi();
    await askEverything(api);
    expect(paths).toEqual([
      '/api/shop/categories',
      '/api/shop/brands',
      '/api/shop/features',
      '/api/shop/products/deals?limit=10',
      '/api/shop/products/get?sortBy=price-lowtohigh&page=2&limit=24',
      `/api/shop/products/search?keyword=${encodeURIComponent('لابتوب')}&page=1&limit=24`,
      `/api/shop/products/get/${ID}`,
      // The product's category's typed attributes, which label its values in the specification table.
      `/api/shop/categories/${CATEGORY}/attributes`,
    ]);
  });

  it('add lang to every call when one is given', async () => {
    const { api, paths } = recordingApi();
    await askEverything(api, 'ar');
    expect(paths).toEqual([
      '/api/shop/categories?lang=ar',
      '/api/shop/brands?lang=ar',
      '/api/shop/features?lang=ar',
      '/api/shop/products/deals?limit=10&lang=ar',
      '/api/shop/products/get?sortBy=price-lowtohigh&page=2&limit=24&lang=ar',
      `/api/shop/products/search?keyword=${encodeURIComponent('لابتوب')}&page=1&limit=24&lang=ar`,
      `/api/shop/products/get/${ID}?lang=ar`,
      `/api/shop/categories/${CATEGORY}/attributes?lang=ar`,
    ]);
  });
});
