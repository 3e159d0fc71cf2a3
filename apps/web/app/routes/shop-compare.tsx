// /shop/compare (issue 14 item 5): up to 4 products of one category side by
// side; the comparison is kept in the browser, for guests and customers alike.
import { ScriptNeeded } from '#web/components/ui/script-needed';
import { CompareView } from '#web/features/catalog/compare/compare-view';
import { t, routeTexts } from '#web/lib/i18n';
import { enCompare } from '#web/lib/i18n/en-compare';
import { pageMeta } from '#web/lib/page-meta';

export const meta = () => pageMeta(t('page.compare.title'), t('page.compare.description'));

export default function CompareRoute() {
  return (
    <>
      <ScriptNeeded>{t('compare.noscript')}</ScriptNeeded>
      <CompareView />
    </>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enCompare);
