import { Link } from 'react-router';
import { StatusPage } from '../../components/layouts/status-page';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { usePageMeta } from '../../lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return (
    <StatusPage
      badge="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          {t('common.backHome')}
        </Link>
      }
    />
  );
}
