import { cn } from '../lib/cn';
import { t } from '../lib/i18n';
import { isSignedIn, useIsSaved } from '../lib/wishlist/wishlist-ids';
import { useToast } from './ui/toast/use-toast';

/**
 * The heart that saves a product to the wishlist (issue 14 item 6): on every
 * product card, so it is an inline path and its behaviour loads on the first press.
 */
export function WishlistHeart({ productId, className }: { productId: string; className?: string }) {
  const saved = useIsSaved(productId);
  const toast = useToast();
  const press = () => {
    void import('../lib/wishlist/wishlist-sync')
      .then((sync) => sync.toggleSaved(productId, isSignedIn()))
      .then(
        (done) => toast({ tone: 'success', title: done.message }),
        (error: unknown) => toast({ tone: 'error', title: error instanceof Error ? error.message : String(error) }),
      );
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('wishlist.save')}
      title={t('wishlist.save')}
      onClick={press}
      className={cn(
        'z-10 grid size-9 place-items-center rounded-full bg-white/90 text-slate-500 shadow-sm ring-1 ring-slate-200 hover:text-danger focus-visible:ring-2 focus-visible:ring-accent-ring focus-visible:outline-none',
        saved && 'text-danger',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-9-8.8C1.6 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.4 3.4 4 6.7C19 15.6 12 20 12 20z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
