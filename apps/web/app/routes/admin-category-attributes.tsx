import { routeTexts } from '#web/lib/i18n';
import { enListing } from '#web/lib/i18n/en-listing';
export { default } from '#web/app/routes/admin/category-attributes-page';

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enListing);
