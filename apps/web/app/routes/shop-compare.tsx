// /shop/compare (issue 14 item 5, issue 24 item 7): up to 4 products of one
// category side by side; the comparison is kept in the browser, for guests
// and customers alike. The page combines the catalogue's view with the cart's "add".
import { ScriptNeeded } from '#web/components/ui/script-needed';
import { CompareView } from '#web/features/catalog/compare/compare-view';
import { useCartActions } from '#web/features/cart/use-cart-actions';
import { t, routeTexts } from '#web/lib/i18n';
import { enCompare } from '#web/lib/i18n/en-compare';
import { pageMeta } from '#web/lib/page-meta';

export const meta = () => pageMeta(t('page.compare.title'), t('page.compare.description'));

export default function CompareRoute() {
  const { add } = useCartActions();
  return (
    <>
      <ScriptNeeded>{t('compare.noscript')}</ScriptNeeded>
      <CompareView onAddToCart={(product) => add(product, 1)} />
    </>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enCompare);
