// The route table of docs/store-rules.md#route-table. Paths are the spec's; every module is a
// thin route file with its loader, over components from src/features.
// The shop and auth pages exist twice (issue 12, docs/decisions/023): English at
// the spec's paths, Arabic under /ar, from the same route modules (the Arabic
// tree's route ids start with `ar/`).
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** The shop and auth trees; `ids` prefixes their route ids (a module may appear once per id). */
function storeTrees(ids = ''): RouteConfigEntry[] {
  const id = (file: string) => (ids ? { id: `${ids}${file.replace(/\.tsx?$/, '')}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  const start = (file: string) => index(file, id(file));
  return [
    route('auth', 'routes/auth-layout.tsx', id('routes/auth-layout.tsx'), [
      start('routes/auth-index.tsx'),
      page('login', 'routes/auth-login.tsx'),
      page('register', 'routes/auth-register.tsx'),
      page('forgot-password', 'routes/auth-forgot-password.tsx'),
      page('reset-password', 'routes/auth-reset-password.tsx'),
    ]),
    route('shop', 'routes/shop-layout.tsx', id('routes/shop-layout.tsx'), [
      start('routes/shop-index.tsx'),
      page('home', 'routes/shop-home.tsx'),
      page('listing', 'routes/shop-listing.tsx'),
      page('product/:id', 'routes/shop-product.tsx'),
      page('deals', 'routes/shop-deals.tsx'),
      page('search', 'routes/shop-search.tsx'),
      page('checkout', 'routes/shop-checkout.tsx'),
      page('order', 'routes/shop-order.tsx'),
      page('order-confirmation', 'routes/shop-order-confirmation.tsx'),
      page('account', 'routes/shop-account.tsx'),
      page('track', 'routes/shop-track.tsx'),
      page('about', 'routes/shop-about.tsx'),
      page('policies/:policy', 'routes/shop-policy.tsx'),
      page('new', 'routes/shop-new.tsx'),
      page('wishlist', 'routes/shop-wishlist.tsx'),
      page('compare', 'routes/shop-compare.tsx'),
      page('build', 'routes/shop-build.tsx'),
      page('stock-alerts/unsubscribe', 'routes/shop-stock-alerts-unsubscribe.tsx'),
      page('confirm-email', 'routes/shop-confirm-email.tsx'),
      // Resource routes (no page, docs/decisions/047): data a page asks for after it loads, by a fetcher.
      page('search/suggestions', 'routes/shop-search-suggestions.ts'),
      page('products', 'routes/shop-products.ts'),
      page('product/:id/reviews', 'routes/shop-product-reviews.ts'),
      page('checkout/preview', 'routes/shop-checkout-preview.ts'),
      // Any other path under /shop: the not-found page inside the shop's frame (its layout's error boundary).
      route('*', 'routes/not-found.tsx', { id: `${ids}routes/shop-not-found` }),
    ]),
  ];
}

export default [
  // Everything the route guard (docs/store-rules.md#route-guard) decides about.
  layout('routes/guarded.tsx', [
  index('routes/index.tsx'),
  ...storeTrees(),
  // The Arabic store: its layout brings the Arabic texts and font, and nothing else.
  route('ar', 'routes/ar-layout.tsx', [
    index('routes/index.tsx', { id: 'ar/routes/index' }),
    ...storeTrees('ar/'),
    // Any other path under /ar: the not-found page in Arabic, in the shop's frame.
    layout('routes/shop-layout.tsx', { id: 'ar/routes/not-found-layout' }, [route('*', 'routes/not-found.tsx', { id: 'ar/routes/not-found' })]),
  ]),
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-index.tsx'),
    route('dashboard', 'routes/admin-dashboard.tsx'),
    route('products', 'routes/admin-products.tsx'),
    route('products/import', 'routes/admin-products-import.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('sales', 'routes/admin-sales.tsx'),
    route('users', 'routes/admin-users.tsx'),
    route('features', 'routes/admin-features.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    route('coupons', 'routes/admin-coupons.tsx'),
    route('reviews', 'routes/admin-reviews.tsx'),
    route('brands', 'routes/admin-brands.tsx'),
    route('category', 'routes/admin-category.tsx'),
    route('category/:id/attributes', 'routes/admin-category-attributes.tsx'),
  ]),
  ]),
  // Reachable by everyone.
  route('unauth-page', 'routes/unauth-page.tsx'),
  // Any other path: the not-found page in the shop's frame (header, search, navigation), answered with 404.
  layout('routes/shop-layout.tsx', { id: 'routes/not-found-layout' }, [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
