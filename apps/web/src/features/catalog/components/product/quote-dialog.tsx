import type { Product } from '@store/contract';
import type { RefObject } from 'react';
import { Dialog } from '#web/components/ui/dialog';
import { t } from '#web/lib/i18n';
import { QuoteForm } from './quote-form';
import { enAuth } from '#web/lib/i18n/en-auth';
import { enProduct } from '#web/lib/i18n/en-product';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enAuth, enProduct];

export interface QuoteDialogProps {
  product: Pick<Product, '_id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The Get Quote form in a dialog; loaded when the shopper first asks for it. */
export function QuoteDialog({ product, open, onOpenChange, returnFocusRef }: QuoteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quote.title')}
      description={t('quote.description', { title: product.title })}
      returnFocusRef={returnFocusRef}
    >
      {/* A new form each time it opens: a sent request does not linger. */}
      {open ? <QuoteForm product={product} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
