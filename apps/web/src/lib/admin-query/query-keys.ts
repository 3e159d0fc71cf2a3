// Every admin query key in one place, so a write in one feature can refresh the
// lists of another (a deleted brand changes the products' table) without the
// features importing each other (docs/conventions.md#6-features-do-not-import-features). Each key starts
// with its list's root: invalidating the root refreshes every page and filter.

export type CatalogKind = 'brand' | 'category';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  sales: ['admin', 'sales'] as const,
  salesYears: () => [...adminKeys.sales, 'years'] as const,
  monthlySales: (year: number | null) => [...adminKeys.sales, 'months', year] as const,
  catalog: ['admin', 'catalog'] as const,
  catalogOf: (kind: CatalogKind) => [...adminKeys.catalog, kind] as const,
  attributesOf: (categoryId: string) => [...adminKeys.catalog, 'attributes', categoryId] as const,
  products: ['admin', 'products'] as const,
  productsPage: (query: object) => [...adminKeys.products, query] as const,
  licences: (productId: string) => [...adminKeys.products, 'licences', productId] as const,
  orders: ['admin', 'orders'] as const,
  ordersPage: (query: object) => [...adminKeys.orders, query] as const,
  quotes: ['admin', 'quotes'] as const,
  quotesPage: (query: object) => [...adminKeys.quotes, query] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: object) => [...adminKeys.users, query] as const,
  features: ['admin', 'features'] as const,
  deliverySettings: ['admin', 'settings', 'delivery'] as const,
  coupons: ['admin', 'coupons'] as const,
};
