import { type CartItem } from '@store/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ProductImage } from '#web/components/ui/product-image';
import { cn } from '#web/lib/cn';
import { formatPrice, t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { cartItemId } from '../state/guest-cart';

export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (productId: string, quantity: number) => Promise<unknown>;
  onRemove: (productId: string) => Promise<unknown>;
}

// While a change is on its way the buttons are aria-disabled, not disabled: a
// disabled button drops the keyboard focus, and the shopper could not press it again.
const stepButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'disabled:pointer-events-none disabled:text-slate-300 aria-disabled:cursor-progress';

/**
 * One line of the cart panel (docs/store-rules.md#cart-panel): picture, title, the quantity
 * control, the unit price (the sale price when there is one) and a remove
 * button. A line the stock cannot cover is greyed and left out of the total.
 */
export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const [busy, setBusy] = useState(false);
  const id = cartItemId(item);
  const unavailable = item.available === false;
  const atStock = item.quantity >= item.totalStock;
  // One order holds at most this many of a product (MAX_UNITS_PER_PRODUCT): plus stops there too.
  const maxUnits = storeConfig.maxUnitsPerProduct;
  const atLimit = !atStock && item.quantity >= maxUnits;

  const run = async (change: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };

  const decrease = () => {
    // A decrease to 0 is ignored (docs/store-rules.md#5-validation); removing is the bin's job.
    if (item.quantity <= 1) return;
    void run(() => onQuantityChange(id, item.quantity - 1));
  };
  const increase = () => void run(() => onQuantityChange(id, item.quantity + 1));

  return (
    <li className="flex gap-3 py-4" aria-busy={busy || undefined}>
      <span
        className={cn(
          'size-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white',
          unavailable && 'opacity-50 grayscale',
        )}
      >
        <ProductImage src={item.image} alt="" sizes="80px" fallbackWidth={320} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className={cn('min-w-0 flex-1', unavailable && 'text-slate-500')}>
            <p dir="auto" className={cn('line-clamp-2 text-sm font-medium rtl:text-right', unavailable ? 'text-slate-500' : 'text-slate-900')}>
              {item.title}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t('cart.unitPrice', { price: formatPrice(item.price) })}
            </p>
          </div>
          <button
            type="button"
            aria-label={t('cart.remove', { title: item.title })}
            aria-disabled={busy || undefined}
            onClick={() => void run(() => onRemove(id))}
            className="-me-1.5 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-danger aria-disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex items-center justify-between gap-3">
          <fieldset className="inline-flex items-center rounded-lg border border-slate-300 bg-white">
            <legend className="sr-only">{t('cart.quantityOf', { title: item.title })}</legend>
            <button
              type="button"
              aria-label={t('cart.decrease', { title: item.title })}
              aria-disabled={busy || undefined}
              disabled={item.quantity <= 1}
              onClick={decrease}
              className={stepButton}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-8 text-center text-sm font-semibold text-slate-900 tabular-nums">
              {item.quantity}
            </span>
            <button
              type="button"
              aria-label={t('cart.increase', { title: item.title })}
              aria-disabled={busy || undefined}
              disabled={atStock || atLimit}
              onClick={increase}
              className={stepButton}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </fieldset>
          {unavailable ? null : (
            <span className="text-sm font-semibold text-slate-900 tabular-nums">
              {formatPrice(item.price * item.quantity)}
            </span>
          )}
        </div>
        {unavailable ? (
          <p className="text-xs font-medium text-amber-800">
            {item.totalStock <= 0 ? t('cart.soldOut') : t('cart.overStock', { n: item.totalStock })}
          </p>
        ) : atStock ? (
          <p className="text-xs text-slate-500">{t('cart.maxStock', { n: item.totalStock })}</p>
        ) : atLimit ? (
          <p className="text-xs text-slate-500">{t('cart.maxUnits', { n: maxUnits })}</p>
        ) : null}
      </div>
    </li>
  );
}
