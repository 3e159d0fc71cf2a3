// The route table of spec section 2. Paths are the spec's; every module is a
// thin route file with its loader, over components from src/features.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Everything the route guard (spec section 4) decides about.
  layout('routes/guarded.tsx', [
  index('routes/index.tsx'),
  route('auth', 'routes/auth-layout.tsx', [
    index('routes/auth-index.tsx'),
    route('login', 'routes/auth-login.tsx'),
    route('register', 'routes/auth-register.tsx'),
    route('forgot-password', 'routes/auth-forgot-password.tsx'),
    route('reset-password', 'routes/auth-reset-password.tsx'),
  ]),
  route('shop', 'routes/shop-layout.tsx', [
    index('routes/shop-index.tsx'),
    route('home', 'routes/shop-home.tsx'),
    route('listing', 'routes/shop-listing.tsx'),
    route('product/:id', 'routes/shop-product.tsx'),
    route('deals', 'routes/shop-deals.tsx'),
    route('search', 'routes/shop-search.tsx'),
    route('checkout', 'routes/shop-checkout.tsx'),
    route('order', 'routes/shop-order.tsx'),
    route('order-confirmation', 'routes/shop-order-confirmation.tsx'),
    route('account', 'routes/shop-account.tsx'),
    route('track', 'routes/shop-track.tsx'),
    route('about', 'routes/shop-about.tsx'),
    route('policies/:policy', 'routes/shop-policy.tsx'),
    route('new', 'routes/shop-new.tsx'),
  ]),
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-index.tsx'),
    route('dashboard', 'routes/admin-dashboard.tsx'),
    route('products', 'routes/admin-products.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('sales', 'routes/admin-sales.tsx'),
    route('users', 'routes/admin-users.tsx'),
    route('features', 'routes/admin-features.tsx'),
    route('brands', 'routes/admin-brands.tsx'),
    route('category', 'routes/admin-category.tsx'),
  ]),
  ]),
  // Reachable by everyone.
  route('unauth-page', 'routes/unauth-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
