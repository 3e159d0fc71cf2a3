import { type CartItem } from '@store/contract';
import { ShoppingBag } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { Sheet, SheetClose } from '#web/components/ui/sheet';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatPrice, t } from '#web/lib/i18n';
import { cartItemId } from '../state/guest-cart';
import { useCart } from '../state/cart-context';
import { useCartActions } from '../use-cart-actions';
import { CartLine } from './cart-line';
import { localePath } from '#web/lib/language';
import { enCart } from '#web/lib/i18n/en-cart';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enCart];

export interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The cart side panel (docs/store-rules.md#cart-panel); loaded when first opened. */
export function CartSheet({ open, onOpenChange, returnFocusRef }: CartSheetProps) {
  const { items, totalPrice, isLoading } = useCart();
  const close = () => onOpenChange(false);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="end"
      title={t('cart.title')}
      description={t('cart.subtitle')}
      returnFocusRef={returnFocusRef}
      footer={
        <div className="flex flex-col gap-4">
          <div>
            <div className="flex items-baseline justify-between">
              <span className="text-base font-medium text-slate-700">{t('cart.total')}</span>
              <span className="text-xl font-bold text-slate-900 tabular-nums">{formatPrice(totalPrice)}</span>
            </div>
            <p className="mt-1 text-xs text-slate-500">{t('cart.totalNote')}</p>
          </div>
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <SheetClose>
              <button type="button" className={buttonClasses('secondary', 'lg')}>
                {t('common.close')}
              </button>
            </SheetClose>
            <Link to={localePath('/shop/order')} onClick={close} className={buttonClasses('go', 'lg')}>
              {t('cart.placeOrder')}
            </Link>
          </div>
        </div>
      }
    >
      {items.length > 0 ? (
        <CartLines items={items} />
      ) : isLoading ? (
        <LoadingLines />
      ) : (
        <EmptyCart onBrowse={close} />
      )}
    </Sheet>
  );
}

function EmptyCart({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <p className="text-base font-semibold text-slate-900">{t('cart.empty')}</p>
      <p className="max-w-xs text-sm text-slate-600">{t('cart.emptyHint')}</p>
      <Link to={localePath('/shop/listing')} onClick={onBrowse} className={buttonClasses('secondary', 'md', 'mt-2')}>
        {t('cart.browse')}
      </Link>
    </div>
  );
}

function LoadingLines() {
  return (
    <output className="flex flex-col gap-5 px-5 py-4" aria-label={t('cart.loading')}>
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-3">
          <Skeleton className="size-20 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-2 h-8 w-24" />
          </div>
        </div>
      ))}
    </output>
  );
}

function CartLines({ items }: { items: CartItem[] }) {
  const { setQuantity, remove } = useCartActions();
  return (
    <ul className="divide-y divide-slate-200 px-5" aria-label={t('cart.itemsLabel')}>
      {items.map((item) => (
        <CartLine key={cartItemId(item)} item={item} onQuantityChange={setQuantity} onRemove={remove} />
      ))}
    </ul>
  );
}
