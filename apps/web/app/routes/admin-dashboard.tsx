
import { routeTexts } from '#web/lib/i18n';
import { enOrders } from '#web/lib/i18n/en-orders';export { default } from '#web/app/routes/admin/dashboard-page';

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enOrders);
