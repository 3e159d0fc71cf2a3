
import { routeTexts } from '#web/lib/i18n';
import { enAuth } from '#web/lib/i18n/en-auth';// /auth/*: the two-column auth layout of docs/store-rules.md#1-the-store-and-its-people around the login and register pages.
export { AuthLayout as default } from '#web/components/layouts/auth-layout';

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAuth);
