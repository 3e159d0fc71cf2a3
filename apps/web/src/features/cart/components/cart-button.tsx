import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { t } from '#web/lib/i18n';
import { useCartCount } from '../state/cart-context';
import type { CartSheetProps } from './cart-sheet';

const cartSheet = deferComponent<CartSheetProps>(() => import('./cart-sheet').then(withTexts((m) => m.CartSheet)));

/** The header's cart button with the item count; it opens the cart panel. */
export function CartButton() {
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { Component: Panel, prefetch, ensure } = useDeferredComponent(cartSheet);

  const openPanel = async () => {
    if (await ensure()) setOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('cart.buttonLabel', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void openPanel()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
      >
        <ShoppingCart aria-hidden="true" className="size-6" />
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-white ring-2 ring-slate-900"
        >
          {count}
        </span>
      </button>
      {Panel ? <Panel open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} /> : null}
    </>
  );
}
