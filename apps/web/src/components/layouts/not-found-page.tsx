import { StatusPage } from './status-page';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

/**
 * Any unknown address (docs/store-rules.md#route-table), answered with 404. The root error
 * boundary shows it for every 404, where no route's `meta` applies: it sets
 * the title itself.
 */
export default function NotFoundPage({ framed = false }: { framed?: boolean }) {
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return <StatusPage badge="404" title={t('notFound.title')} description={t('notFound.description')} framed={framed} />;
}
