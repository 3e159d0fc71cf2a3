import {
  confirmEmailRequestSchema,
  attributeDefinitionInputSchema,
  attributeParamsSchema,
  buildCheckRequestSchema,
  couponInputSchema,
  couponParamsSchema,
  addToCartRequestSchema,
  cancelOrderSchema,
  trackLinkSchema,
  trackLookupSchema,
  trackOwnOrderParamsSchema,
  reviewInputSchema,
  reviewVisibilityInputSchema,
  mergeWishlistRequestSchema,
  wishlistProductParamsSchema,
  stockAlertParamsSchema,
  stockAlertRequestSchema,
  stockAlertUnsubscribeSchema,
  deliverySettingsInputSchema,
  addLicenceKeysSchema,
  setProductDeliverySchema,
  orderDocumentParamsSchema,
  trackDocumentSchema,
  adminProductListQuerySchema,
  brandInputSchema,
  cartUserParamsSchema,
  categoryInputSchema,
  deleteAccountRequestSchema,
  featureInputSchema,
  featureReorderSchema,
  forgotPasswordRequestSchema,
  idParamsSchema,
  savedAddressInputSchema,
  savedBuildInputSchema,
  savedBuildUpdateSchema,
  loginRequestSchema,
  mergeCartRequestSchema,
  orderTypeParamsSchema,
  passwordChangeRequestSchema,
  placeGuestOrderSchema,
  placeRegisteredOrderSchema,
  previewRequestSchema,
  productInputSchema,
  profileUpdateRequestSchema,
  quoteHandledSchema,
  quoteRequestInputSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateCartRequestSchema,
  updateOrderStatusSchema,
  updateUserRequestSchema,
  userOrdersParamsSchema,
} from '@store/contract';
import { UNKNOWN_ID } from '../catalog-factories';
import { ADDRESS } from '../commerce-factories';
import type { RouteCase } from './route-fuzz';

// Every route of the app, with the contract schema it validates with and a
// well-formed example for the generators to break. The safety suite checks
// this table against Fastify's own route list: a new route without a case
// here fails the suite.

export interface FuzzFixtures {
  customerId: string;
  customerEmail: string;
  productId: string;
  quotedProductId: string;
  brandId: string;
  categoryId: string;
  featureId: string;
}

const PAGING = ['page', 'limit'] as const;

/** Public routes and the signed-in shopper's routes. */
export function shopRouteCases(f: FuzzFixtures): RouteCase[] {
  const line = { productId: f.productId, quantity: 1 };
  const id = { paramsSchema: idParamsSchema };
  return [
    { method: 'GET', url: '/api/health', who: 'guest' },
    { method: 'GET', url: '/api/health/ready', who: 'guest' },
    { method: 'GET', url: '/api/openapi.json', who: 'guest' },
    {
      method: 'POST',
      url: '/api/auth/register',
      who: 'guest',
      body: { schema: registerRequestSchema, template: { name: 'Fuzz Person', email: 'fuzz.person@example.ae', phone: '050 123 4567', password: 'a long password' } },
    },
    // Never the right password: a successful login would end the session the caller came with.
    { method: 'POST', url: '/api/auth/login', who: 'guest', body: { schema: loginRequestSchema, template: { email: f.customerEmail, password: 'not the password' } } },
    { method: 'POST', url: '/api/auth/logout', who: 'guest', freeBody: 'json', endsSession: true },
    { method: 'GET', url: '/api/auth/check-auth', who: 'guest' },
    {
      method: 'PUT',
      url: '/api/auth/password',
      who: 'customer',
      body: { schema: passwordChangeRequestSchema, template: { currentPassword: 'not the password', newPassword: 'another long password' } },
    },
    {
      method: 'PUT',
      url: '/api/auth/profile/:id',
      who: 'customer',
      params: { id: UNKNOWN_ID },
      ...id,
      body: { schema: profileUpdateRequestSchema, template: { name: 'Fuzz Customer', email: f.customerEmail, phone: '050 765 4321' } },
    },
    { method: 'GET', url: '/api/auth/:id', who: 'customer', params: { id: f.customerId }, ...id },
    // The customer's own data (docs/decisions/031); never the right password, which would delete the fuzzing customer.
    { method: 'GET', url: '/api/auth/account/data', who: 'customer' },
    {
      method: 'POST',
      url: '/api/auth/account/delete',
      who: 'customer',
      body: { schema: deleteAccountRequestSchema, template: { password: 'not the password', confirm: true } },
    },
    // An e-mail no account has and a token no link has: a request that gets through still writes nothing.
    { method: 'POST', url: '/api/auth/forgot-password', who: 'guest', body: { schema: forgotPasswordRequestSchema, template: { email: 'nobody.fuzz@example.ae' } } },
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      who: 'guest',
      body: { schema: resetPasswordRequestSchema, template: { token: 'A'.repeat(43), newPassword: 'another long password' } },
    },
    // The address's confirmation (issue 26 item 2): a token of no account; the fuzzing customer is confirmed already.
    { method: 'POST', url: '/api/auth/confirm-email', who: 'guest', body: { schema: confirmEmailRequestSchema, template: { token: `${UNKNOWN_ID}.mx0.${'A'.repeat(43)}` } } },
    { method: 'POST', url: '/api/auth/confirm-email/resend', who: 'customer' },
    // Order tracking (docs/decisions/021): an unknown number, a token of no order, someone else's order.
    {
      method: 'POST',
      url: '/api/shop/track/lookup',
      who: 'guest',
      body: { schema: trackLookupSchema, template: { orderNumber: 'FC-999999', contact: 'nobody.fuzz@example.ae' } },
    },
    { method: 'POST', url: '/api/shop/track/link', who: 'guest', body: { schema: trackLinkSchema, template: { token: `${UNKNOWN_ID}.${'A'.repeat(43)}` } } },
    {
      method: 'GET',
      url: '/api/shop/track/mine/:orderId',
      who: 'customer',
      params: { orderId: UNKNOWN_ID },
      paramsSchema: trackOwnOrderParamsSchema,
    },
    // Revoking an order's links (issue 26 item 3): an order nobody has.
    { method: 'POST', url: '/api/shop/track/revoke', who: 'customer', body: { schema: trackOwnOrderParamsSchema, template: { orderId: UNKNOWN_ID } } },
    {
      method: 'POST',
      url: '/api/shop/track/cancel',
      who: 'guest',
      body: { schema: cancelOrderSchema, template: { token: `${UNKNOWN_ID}.${'A'.repeat(43)}`, reason: 'Ordered the wrong model' } },
    },
    // Tax documents (docs/decisions/026): an order nobody has, a token no link has.
    {
      method: 'GET',
      url: '/api/shop/invoices/:orderId/:document',
      who: 'customer',
      params: { orderId: UNKNOWN_ID, document: 'invoice' },
      paramsSchema: orderDocumentParamsSchema,
    },
    {
      method: 'POST',
      url: '/api/shop/invoices/track',
      who: 'guest',
      body: { schema: trackDocumentSchema, template: { token: `${UNKNOWN_ID}.${'A'.repeat(43)}`, document: 'invoice' } },
    },
    // Reviews (docs/decisions/036) of a product nobody has; the wishlist (docs/decisions/035) of the fuzzing customer.
    { method: 'GET', url: '/api/shop/reviews/:id', who: 'guest', params: { id: UNKNOWN_ID }, paramsSchema: idParamsSchema, query: { keys: [...PAGING] } },
    { method: 'GET', url: '/api/shop/reviews/:id/mine', who: 'customer', params: { id: UNKNOWN_ID }, paramsSchema: idParamsSchema },
    { method: 'POST', url: '/api/shop/reviews/:id', who: 'customer', params: { id: UNKNOWN_ID }, paramsSchema: idParamsSchema, body: { schema: reviewInputSchema, template: { rating: 5, text: 'Great' } } },
    { method: 'PUT', url: '/api/shop/reviews/:id', who: 'customer', params: { id: UNKNOWN_ID }, paramsSchema: idParamsSchema, body: { schema: reviewInputSchema, template: { rating: 4, text: 'Good' } } },
    { method: 'GET', url: '/api/shop/wishlist', who: 'customer', query: { keys: ['lang'] } },
    { method: 'PUT', url: '/api/shop/wishlist/:productId', who: 'customer', params: { productId: UNKNOWN_ID }, paramsSchema: wishlistProductParamsSchema, query: { keys: ['lang'] } },
    { method: 'DELETE', url: '/api/shop/wishlist/:productId', who: 'customer', params: { productId: UNKNOWN_ID }, paramsSchema: wishlistProductParamsSchema, query: { keys: ['lang'] } },
    { method: 'POST', url: '/api/shop/wishlist/merge', who: 'customer', query: { keys: ['lang'] }, body: { schema: mergeWishlistRequestSchema, template: { productIds: [UNKNOWN_ID] } } },
    // Back-in-stock alerts (docs/decisions/037): a product nobody has, a token no e-mail carried.
    {
      method: 'POST',
      url: '/api/shop/stock-alerts/:productId',
      who: 'guest',
      params: { productId: UNKNOWN_ID },
      paramsSchema: stockAlertParamsSchema,
      body: { schema: stockAlertRequestSchema, template: { email: 'nobody.fuzz@example.ae', lang: 'ar' } },
    },
    {
      method: 'POST',
      url: '/api/shop/stock-alerts/unsubscribe',
      who: 'guest',
      body: { schema: stockAlertUnsubscribeSchema, template: { token: `${'A'.repeat(20)}.${'A'.repeat(43)}` } },
    },
    { method: 'POST', url: '/api/shop/cart/add', who: 'customer', body: { schema: addToCartRequestSchema, template: { userId: f.customerId, ...line } } },
    { method: 'PATCH', url: '/api/shop/cart/update', who: 'customer', body: { schema: updateCartRequestSchema, template: { userId: f.customerId, ...line } } },
    { method: 'DELETE', url: '/api/shop/cart/remove', who: 'customer', query: { keys: ['userId', 'productId'] } },
    { method: 'POST', url: '/api/shop/cart/merge', who: 'customer', body: { schema: mergeCartRequestSchema, template: { userId: f.customerId, items: [line] } } },
    { method: 'GET', url: '/api/shop/cart/:userId', who: 'customer', params: { userId: f.customerId }, paramsSchema: cartUserParamsSchema },
    { method: 'POST', url: '/api/shop/order/preview', who: 'guest', body: { schema: previewRequestSchema, template: { items: [line] } } },
    {
      method: 'POST',
      url: '/api/shop/order/place-registered-order',
      who: 'customer',
      body: {
        schema: placeRegisteredOrderSchema,
        template: { userId: f.customerId, items: [line], totalPrice: 1, deliveryAddress: ADDRESS, paymentMethod: 'cash_on_delivery' },
      },
    },
    {
      method: 'POST',
      url: '/api/shop/order/place-guest-order',
      who: 'guest',
      body: {
        schema: placeGuestOrderSchema,
        template: {
          name: 'Guest Shopper',
          email: 'guest.shopper@example.ae',
          phone: '050 123 4567',
          items: [line],
          totalPrice: 1,
          deliveryAddress: ADDRESS,
          paymentMethod: 'card_on_delivery',
        },
      },
    },
    { method: 'GET', url: '/api/shop/order/user-orders/:userId', who: 'customer', params: { userId: f.customerId }, paramsSchema: userOrdersParamsSchema },
    { method: 'GET', url: '/api/shop/order/placed', who: 'guest', query: { keys: ['lang'] } },
    { method: 'GET', url: '/api/shop/products/get', who: 'guest', query: { keys: [...PAGING, 'category', 'brand', 'sortBy', 'price', 'inStock', 'facets'] } },
    { method: 'GET', url: '/api/shop/products/get/:id', who: 'guest', params: { id: f.productId }, ...id },
    { method: 'GET', url: '/api/shop/products/new', who: 'guest', query: { keys: [...PAGING, 'category', 'brand', 'sortBy', 'days', 'price', 'inStock', 'facets'] } },
    { method: 'GET', url: '/api/shop/products/last-added', who: 'guest' },
    { method: 'GET', url: '/api/shop/products/deals', who: 'guest', query: { keys: [...PAGING, 'category', 'brand', 'sortBy', 'price', 'inStock', 'facets'] } },
    { method: 'GET', url: '/api/shop/products/search', who: 'guest', query: { keys: [...PAGING, 'keyword', 'sortBy', 'category', 'brand', 'price', 'inStock', 'facets'] } },
    { method: 'GET', url: '/api/shop/products/suggest', who: 'guest', query: { keys: ['q'] } },
    { method: 'GET', url: '/api/shop/brands', who: 'guest' },
    { method: 'GET', url: '/api/shop/categories', who: 'guest' },
    { method: 'GET', url: '/api/shop/categories/:id/attributes', who: 'guest', params: { id: f.categoryId }, ...id },
    // The PC builder's check (docs/decisions/049) reads only.
    { method: 'POST', url: '/api/shop/builds/check', who: 'guest', query: { keys: ['lang'] }, body: { schema: buildCheckRequestSchema, template: { items: [line] } }, readOnly: true },
    // Saved builds: the customer's own (docs/decisions/049).
    { method: 'GET', url: '/api/shop/builds', who: 'customer' },
    { method: 'POST', url: '/api/shop/builds', who: 'customer', body: { schema: savedBuildInputSchema, template: { name: 'Rig', items: [line] } } },
    { method: 'GET', url: '/api/shop/builds/:id', who: 'customer', params: { id: UNKNOWN_ID }, ...id },
    { method: 'PUT', url: '/api/shop/builds/:id', who: 'customer', params: { id: UNKNOWN_ID }, ...id, body: { schema: savedBuildUpdateSchema, template: { name: 'Rig' } } },
    { method: 'DELETE', url: '/api/shop/builds/:id', who: 'customer', params: { id: UNKNOWN_ID }, ...id },
    { method: 'GET', url: '/api/shop/features', who: 'guest' },
    // What delivery costs, for the pages that state it (issue 27 item 3): reads only.
    { method: 'GET', url: '/api/shop/delivery', who: 'guest' },
    // The address book: the customer's own (issue 27 item 2).
    { method: 'GET', url: '/api/shop/addresses', who: 'customer' },
    { method: 'POST', url: '/api/shop/addresses', who: 'customer', body: { schema: savedAddressInputSchema, template: { ...ADDRESS, makani: '1234567890', note: 'Ring twice' } } },
    { method: 'PUT', url: '/api/shop/addresses/:id', who: 'customer', params: { id: UNKNOWN_ID }, ...id, body: { schema: savedAddressInputSchema, template: ADDRESS } },
    { method: 'DELETE', url: '/api/shop/addresses/:id', who: 'customer', params: { id: UNKNOWN_ID }, ...id },
    {
      method: 'POST',
      url: '/api/shop/quotes',
      who: 'guest',
      body: {
        schema: quoteRequestInputSchema,
        template: { productId: f.quotedProductId, name: 'Quote Asker', email: 'quote@example.ae', phone: '050 123 4567', quantity: 2, message: 'Ten please' },
      },
    },
    { method: 'GET', url: '/sitemap.xml', who: 'guest' },
    { method: 'GET', url: '/sitemap-pages.xml', who: 'guest' },
    { method: 'GET', url: '/sitemap-products-:file.xml', who: 'guest', params: { file: '1' } },
    { method: 'GET', url: '/robots.txt', who: 'guest' },
    { method: 'GET', url: '*', path: '/uploads/*', who: 'guest', params: { '*': 'products/none-640.webp' } },
  ];
}

/** The admin area. Ids in the paths of writes name nothing, so a write that gets through validation still changes nothing. */
export function adminRouteCases(f: FuzzFixtures): RouteCase[] {
  const id = { params: { id: UNKNOWN_ID }, paramsSchema: idParamsSchema };
  const product = {
    title: 'Fuzz Laptop',
    description: 'Fast',
    category: f.categoryId,
    brand: f.brandId,
    image: null,
    price: 4999.5,
    salePrice: 4599,
    totalStock: 5,
    isQuoteAvailable: false,
    specs: [{ label: 'CPU', value: 'Core i9' }],
    attributes: { cpu: 'Core i9' },
  };
  const coupon = { code: 'FUZZ-10', kind: 'percent', value: 10, minSpend: 100, startsAt: '2026-12-01T09:00', endsAt: '', totalLimit: 5, perCustomerLimit: 1, active: true };
  const attribute = { code: 'socket', label: 'Socket', type: 'choice', choices: [{ value: 'AM5' }, { value: 'LGA1700' }], filterable: true };
  const attributeIds = { params: { id: UNKNOWN_ID, attributeId: UNKNOWN_ID }, paramsSchema: attributeParamsSchema };
  const feature = { image: null, title: 'Fuzz Slide', subtitle: 'Sub', link: '/shop/listing', order: 1, active: true };
  const orderParams = { params: { orderId: UNKNOWN_ID, orderType: 'guest' }, paramsSchema: orderTypeParamsSchema };
  return [
    { method: 'GET', url: '/api/auth', who: 'admin', query: { keys: [...PAGING, 'search'] } },
    { method: 'PUT', url: '/api/auth/:id', who: 'admin', ...id, body: { schema: updateUserRequestSchema, template: { name: 'Renamed', role: 'admin' } } },
    { method: 'DELETE', url: '/api/auth/:id', who: 'admin', ...id },
    { method: 'POST', url: '/api/auth/:id/password-reset', who: 'admin', ...id, freeBody: 'json' },
    { method: 'POST', url: '/api/admin/products/create', who: 'admin', body: { schema: productInputSchema, template: product } },
    { method: 'GET', url: '/api/admin/products/getall', who: 'admin', query: { keys: Object.keys(adminProductListQuerySchema.shape) } },
    { method: 'PUT', url: '/api/admin/products/update/:id', who: 'admin', ...id, body: { schema: productInputSchema, template: product } },
    { method: 'DELETE', url: '/api/admin/products/delete/:id', who: 'admin', ...id },
    // Licence keys (docs/decisions/030): a product nobody has.
    { method: 'GET', url: '/api/admin/licences/:id', who: 'admin', ...id },
    { method: 'POST', url: '/api/admin/licences/:id/keys', who: 'admin', ...id, body: { schema: addLicenceKeysSchema, template: { keys: 'FUZZ-0000-0000-0001' } } },
    { method: 'PUT', url: '/api/admin/licences/:id/delivery', who: 'admin', ...id, body: { schema: setProductDeliverySchema, template: { delivery: 'licence_key' } } },
    { method: 'GET', url: '/api/admin/reviews', who: 'admin', query: { keys: [...PAGING, 'hidden', 'product'] } },
    { method: 'PUT', url: '/api/admin/reviews/:id/visibility', who: 'admin', ...id, body: { schema: reviewVisibilityInputSchema, template: { hidden: true, reason: 'Spam' } } },
    { method: 'GET', url: '/api/admin/settings/delivery', who: 'admin' },
    { method: 'PUT', url: '/api/admin/settings/delivery', who: 'admin', body: { schema: deliverySettingsInputSchema, template: { fees: { Dubai: 15 }, freeDeliveryThreshold: 500 } } },
    { method: 'POST', url: '/api/admin/brands/create', who: 'admin', body: { schema: brandInputSchema, template: { brand: 'Fuzz Brand', isTop: true } } },
    { method: 'GET', url: '/api/admin/brands/getall', who: 'admin' },
    { method: 'PUT', url: '/api/admin/brands/update/:id', who: 'admin', ...id, body: { schema: brandInputSchema, template: { brand: 'Fuzz Brand 2', isTop: false } } },
    { method: 'DELETE', url: '/api/admin/brands/delete/:id', who: 'admin', ...id },
    { method: 'POST', url: '/api/admin/categories/create', who: 'admin', body: { schema: categoryInputSchema, template: { category: 'Fuzz Category', isTop: true } } },
    { method: 'GET', url: '/api/admin/categories/getall', who: 'admin' },
    {
      method: 'PUT',
      url: '/api/admin/categories/update/:id',
      who: 'admin',
      ...id,
      body: { schema: categoryInputSchema, template: { category: 'Fuzz Category 2', isTop: false } },
    },
    { method: 'DELETE', url: '/api/admin/categories/delete/:id', who: 'admin', ...id },
    // A category's typed attributes (docs/decisions/048), of a category nobody has.
    { method: 'GET', url: '/api/admin/categories/:id/attributes', who: 'admin', ...id },
    { method: 'POST', url: '/api/admin/categories/:id/attributes', who: 'admin', ...id, body: { schema: attributeDefinitionInputSchema, template: attribute } },
    {
      method: 'PUT',
      url: '/api/admin/categories/:id/attributes/:attributeId',
      who: 'admin',
      ...attributeIds,
      body: { schema: attributeDefinitionInputSchema, template: attribute },
    },
    { method: 'DELETE', url: '/api/admin/categories/:id/attributes/:attributeId', who: 'admin', ...attributeIds },
    { method: 'GET', url: '/api/admin/features/getall', who: 'admin' },
    { method: 'POST', url: '/api/admin/features/create', who: 'admin', body: { schema: featureInputSchema, template: feature } },
    { method: 'PUT', url: '/api/admin/features/update/:id', who: 'admin', ...id, body: { schema: featureInputSchema, template: feature } },
    { method: 'DELETE', url: '/api/admin/features/delete/:id', who: 'admin', ...id },
    { method: 'PATCH', url: '/api/admin/features/reorder', who: 'admin', body: { schema: featureReorderSchema, template: { ids: [f.featureId, UNKNOWN_ID] } } },
    { method: 'GET', url: '/api/admin/quotes', who: 'admin', query: { keys: [...PAGING, 'status'] } },
    { method: 'PATCH', url: '/api/admin/quotes/:id/handled', who: 'admin', ...id, body: { schema: quoteHandledSchema, template: { handled: true } } },
    { method: 'POST', url: '/api/admin/uploads', who: 'admin', freeBody: 'multipart' },
    // The catalogue as CSV (docs/decisions/038): the dry run never writes; the real run writes only a clean file.
    { method: 'GET', url: '/api/admin/products/export.csv', who: 'admin' },
    { method: 'POST', url: '/api/admin/products/import/check', who: 'admin', freeBody: 'csv', readOnly: true },
    { method: 'POST', url: '/api/admin/products/import', who: 'admin', freeBody: 'csv' },
    // The import as a job (issue 26 item 17): read after a reload.
    { method: 'GET', url: '/api/admin/products/import/jobs/latest', who: 'admin' },
    { method: 'GET', url: '/api/admin/products/import/jobs/:id', who: 'admin', ...id },
    { method: 'GET', url: '/api/admin/dashboard', who: 'admin' },
    { method: 'GET', url: '/api/admin/dashboard/monthly-sales', who: 'admin', query: { keys: ['year'] } },
    { method: 'GET', url: '/api/admin/dashboard/sales-years', who: 'admin' },
    { method: 'GET', url: '/api/admin/audit', who: 'admin', query: { keys: PAGING } },
    { method: 'GET', url: '/api/admin/coupons', who: 'admin' },
    { method: 'POST', url: '/api/admin/coupons', who: 'admin', body: { schema: couponInputSchema, template: coupon } },
    { method: 'PUT', url: '/api/admin/coupons/:id', who: 'admin', params: { id: UNKNOWN_ID }, paramsSchema: couponParamsSchema, body: { schema: couponInputSchema, template: coupon } },
    { method: 'DELETE', url: '/api/admin/coupons/:id', who: 'admin', params: { id: UNKNOWN_ID }, paramsSchema: couponParamsSchema },
    { method: 'GET', url: '/api/shop/order/all-orders', who: 'admin', query: { keys: [...PAGING, 'status', 'userType', 'search'] } },
    {
      method: 'PATCH',
      url: '/api/shop/order/update-order-status/:orderId/:orderType',
      who: 'admin',
      ...orderParams,
      body: { schema: updateOrderStatusSchema, template: { newStatus: 'confirmed' } },
    },
    { method: 'DELETE', url: '/api/shop/order/delete/:orderId/:orderType', who: 'admin', ...orderParams },
  ];
}

/** `METHOD /url` of every case, sorted, to hold against the app's route list. */
export function caseKeys(cases: readonly RouteCase[]): string[] {
  return cases.map((c) => `${c.method} ${c.url}`).toSorted();
}
