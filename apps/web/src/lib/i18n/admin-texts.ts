// The admin screens' texts. The admin layout route names them (its `handle`), so they
// join the catalogue before any admin page shows and never reach a shopper's
// first visit (issue #6: none of the admin code on /shop/home).
import { enAdmin } from './en-admin';
import { enAdminAttributes } from './en-admin-attributes';
import { enAdminDelivery } from './en-admin-delivery';
import { enAdminCoupons } from './en-admin-coupons';
import { enAdminFeatures } from './en-admin-features';
import { enAdminImport } from './en-admin-import';
import { enAdminProducts } from './en-admin-products';
import { enAdminReviews } from './en-admin-reviews';
import { enAdminSettings } from './en-admin-settings';

export const enAdminTexts = {
  ...enAdmin,
  ...enAdminProducts,
  ...enAdminFeatures,
  ...enAdminDelivery,
  ...enAdminSettings,
  ...enAdminCoupons,
  ...enAdminReviews,
  ...enAdminImport,
  ...enAdminAttributes,
};
