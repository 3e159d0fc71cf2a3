import type { MockReply } from './fetch-mock';

// The admin's brands and categories as the API answers them, for the pages that offer them as
// choices (the products' filters and form, a coupon's limits). The brands are not in name order:
// the lists that show them sort them.
export const LAPTOPS = '6a3f0c52-1d7e-4b8a-9c1e-000000000001';
export const DISPLAYS = '6a3f0c52-1d7e-4b8a-9c1e-000000000002';
export const ASUS = '7b4e1d63-2e8f-4c9b-8d2f-000000000001';
export const MSI = '7b4e1d63-2e8f-4c9b-8d2f-000000000002';

export const categories = [
  { _id: LAPTOPS, category: 'Laptops', isTop: true, productCount: 5 },
  { _id: DISPLAYS, category: 'Displays', isTop: false, productCount: 4 },
];
export const brands = [
  { _id: MSI, brand: 'MSI', isTop: false, productCount: 3 },
  { _id: ASUS, brand: 'ASUS ROG', isTop: true, productCount: 6 },
];

/** The answer to the admin's lists of categories and brands (by path), or undefined for any other call. */
export function catalogueChoices(path: string): MockReply | undefined {
  if (path === '/api/admin/categories/getall') return { body: { success: true, data: categories } };
  if (path === '/api/admin/brands/getall') return { body: { success: true, data: brands } };
  return undefined;
}
