
import { routeTexts } from '#web/lib/i18n';
import { enCoupon } from '#web/lib/i18n/en-coupon';
import { enListing } from '#web/lib/i18n/en-listing';
import { enOrders } from '#web/lib/i18n/en-orders';
import { enPayment } from '#web/lib/i18n/en-payment';export { default } from '#web/app/routes/admin/orders-page';

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enCoupon, enListing, enOrders, enPayment);
