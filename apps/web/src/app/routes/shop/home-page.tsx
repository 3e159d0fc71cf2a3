import { HomeHero } from '../../../features/home/components/home-hero';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function HomePage() {
  usePageMeta(t('page.home.title'), t('meta.defaultDescription'));
  return <HomeHero />;
}
