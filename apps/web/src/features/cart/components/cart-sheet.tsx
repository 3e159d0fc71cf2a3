import { formatAed, type CartItem } from '@store/contract';
import { ImageOff, ShoppingBag } from 'lucide-react';
import type { RefObject } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Sheet, SheetClose } from '../../../components/ui/sheet';
import { locale, t } from '../../../lib/i18n';
import { selectCart } from '../state/cart-slice';

const idOf = ({ _id: id }: { _id: string }) => id;

export interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The cart side panel (spec section 2 "Cart panel"); loaded when first opened. */
export function CartSheet({ open, onOpenChange, returnFocusRef }: CartSheetProps) {
  const { items, totalPrice } = useSelector(selectCart);
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
          <div className="flex items-baseline justify-between">
            <span className="text-base font-medium text-slate-700">{t('cart.total')}</span>
            <span className="text-xl font-bold text-slate-900">{formatAed(totalPrice, locale)}</span>
          </div>
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <SheetClose>
              <button type="button" className={buttonClasses('secondary', 'lg')}>
                {t('common.close')}
              </button>
            </SheetClose>
            <Link to="/shop/order" onClick={close} className={buttonClasses('go', 'lg')}>
              {t('cart.placeOrder')}
            </Link>
          </div>
        </div>
      }
    >
      {items.length === 0 ? <EmptyCart onBrowse={close} /> : <CartLines items={items} />}
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
      <Link to="/shop/listing" onClick={onBrowse} className={buttonClasses('secondary', 'md', 'mt-2')}>
        {t('cart.browse')}
      </Link>
    </div>
  );
}

function CartLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 px-5">
      {items.map((item) => {
        const { productId } = item;
        const id = typeof productId === 'string' ? productId : idOf(productId);
        return (
          <li key={id} className="flex gap-3 py-4">
            <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
              {item.image ? (
                <img src={item.image} alt="" className="size-full object-contain" />
              ) : (
                <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{item.title}</p>
              <p className="mt-1 text-sm text-slate-600">
                {t('cart.lineQuantity', { quantity: item.quantity, price: formatAed(item.price, locale) })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
