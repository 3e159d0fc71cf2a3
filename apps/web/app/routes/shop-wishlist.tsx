// /shop/wishlist (issue 14 item 6, docs/decisions/035): open to guests (their
// list is in this browser) and customers (theirs is on the server). The page
// combines the catalogue's list with the cart's "add".
import { ScriptNeeded } from '#web/components/ui/script-needed';
import { WishlistView } from '#web/features/catalog/components/wishlist-view';
import { useAuth } from '#web/features/auth/state/auth-context';
import { useCartActions } from '#web/features/cart/use-cart-actions';
import { t, routeTexts } from '#web/lib/i18n';
import { enWishlist } from '#web/lib/i18n/en-wishlist';
import { pageMeta } from '#web/lib/page-meta';

export const meta = () => pageMeta(t('page.wishlist.title'), t('page.wishlist.description'));

export default function WishlistRoute() {
  const { user } = useAuth();
  const { add } = useCartActions();
  return (
    <>
      <ScriptNeeded>{t('wishlist.noscript')}</ScriptNeeded>
      <WishlistView signedIn={user !== null} onAddToCart={(product) => add(product, 1)} />
    </>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enWishlist);
