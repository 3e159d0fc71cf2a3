// /shop/about: the store's story and contacts; nothing to load.
import { AboutContent } from '#web/features/about/components/about-content';
import { t, routeTexts } from '#web/lib/i18n';
import { enAbout } from '#web/lib/i18n/en-about';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enHome } from '#web/lib/i18n/en-home';
import { pageMeta } from '#web/lib/page-meta';

export const meta = () => pageMeta(t('page.about.title'), t('page.about.description'));

export default function AboutRoute() {
  return <AboutContent />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAbout, enEmirates, enHome);
