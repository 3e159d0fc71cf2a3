// /unauth-page: a signed-in user who asked for a page their role may not see (docs/store-rules.md#route-guard).
import { Link, type MetaFunction } from 'react-router';
import { StatusPage } from '#web/components/layouts/status-page';
import { buttonClasses } from '#web/components/ui/button';
import { t, routeTexts } from '#web/lib/i18n';
import { enStatus } from '#web/lib/i18n/en-status';
import { pageTitle } from '#web/lib/use-page-meta';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('unauthorized.title')) },
  { name: 'description', content: t('unauthorized.description') },
];

export default function UnauthorizedRoute() {
  return (
    <StatusPage
      badge="403"
      title={t('unauthorized.title')}
      description={t('unauthorized.description')}
      actions={
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          {t('common.backHome')}
        </Link>
      }
    />
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enStatus);
