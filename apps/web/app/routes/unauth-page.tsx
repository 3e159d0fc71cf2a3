// /unauth-page: a signed-in user who asked for a page their role may not see (docs/store-rules.md#route-guard).
import { StatusPage } from '#web/components/layouts/status-page';
import { t, routeTexts } from '#web/lib/i18n';
import { enStatus } from '#web/lib/i18n/en-status';
import { pageMeta } from '#web/lib/page-meta';

export const meta = () => pageMeta(t('unauthorized.title'), t('unauthorized.description'));

export default function UnauthorizedRoute() {
  return <StatusPage badge="403" title={t('unauthorized.title')} description={t('unauthorized.description')} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enStatus);
