import { AboutContent } from '../../../features/about/components/about-content';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AboutPage() {
  usePageMeta(t('page.about.title'), t('page.about.description'));
  return <AboutContent />;
}
