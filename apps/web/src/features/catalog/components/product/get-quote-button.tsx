import type { Product } from '@store/contract';
import { MessageSquareQuote } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClasses } from '#web/components/ui/button';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { t } from '#web/lib/i18n';
import type { QuoteDialogProps } from './quote-dialog';

// The dialog brings Radix and the form validation: neither is needed until the shopper asks.
const quoteDialog = deferComponent<QuoteDialogProps>(() => import('./quote-dialog').then(withTexts((m) => m.QuoteDialog)));

/** "Get Quote", for products where the store offers one (isQuoteAvailable). */
export function GetQuoteButton({ product, className }: { product: Pick<Product, '_id' | 'title'>; className?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { Component: QuoteDialog, prefetch, ensure } = useDeferredComponent(quoteDialog);

  const openDialog = async () => {
    if (await ensure()) setOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => void openDialog()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={buttonClasses('secondary', 'lg', className)}
      >
        <MessageSquareQuote aria-hidden="true" className="size-5" />
        {t('quote.button')}
      </button>
      {QuoteDialog ? (
        <QuoteDialog product={product} open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
      ) : null}
    </>
  );
}
