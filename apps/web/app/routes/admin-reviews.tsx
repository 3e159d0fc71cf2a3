
import { routeTexts } from '#web/lib/i18n';
import { enRating } from '#web/lib/i18n/en-rating';export { default } from '#web/app/routes/admin/reviews-page';

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enRating);
