import { Link } from 'react-router';
import { StatusPage } from '../../components/layouts/status-page';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { usePageMeta } from '../../lib/use-page-meta';

/** Shown to a signed-in user who asked for a page their role may not see (spec section 4). */
export default function UnauthorizedPage() {
  usePageMeta(t('unauthorized.title'), t('unauthorized.description'));
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
