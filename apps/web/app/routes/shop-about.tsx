// /shop/about: the store's story and contacts; nothing to load.
import { AboutContent } from '../../src/features/about/components/about-content';
import { t } from '../../src/lib/i18n';
import { pageMeta } from '../../src/lib/page-meta';
import '../../src/lib/i18n/en-about';

export const meta = () => pageMeta(t('page.about.title'), t('page.about.description'));

export default function AboutRoute() {
  return <AboutContent />;
}
