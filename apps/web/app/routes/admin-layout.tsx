// The admin area renders in the browser only (issue: admin stays client-rendered):
// the server sends the spinner, and the admin chunks load once the page hydrates.
import { FullPageSpinner } from '#web/components/ui/spinner';
import { routeTexts } from '#web/lib/i18n';
import { enAdminTexts } from '#web/lib/i18n/admin-texts';

export { default } from '#web/app/routes/admin/admin-layout-route';

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <FullPageSpinner />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAdminTexts);
