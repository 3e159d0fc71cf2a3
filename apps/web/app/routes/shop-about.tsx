// /shop/about: the store's story and contacts; nothing to load.
import { AboutContent } from '#web/features/about/components/about-content';
import { t } from '#web/lib/i18n';
import { pageMeta } from '#web/lib/page-meta';
import '#web/lib/i18n/en-about';

export const meta = () => pageMeta(t('page.about.title'), t('page.about.description'));

export default function AboutRoute() {
  return <AboutContent />;
}
