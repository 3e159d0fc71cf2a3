import { type Product } from '@store/contract';
import { cn } from '#web/lib/cn';
import { formatPrice, t } from '#web/lib/i18n';
import { priceView, stockView, type StockLevel } from '../product-display';

interface ProductPriceProps {
  product: Pick<Product, 'price' | 'salePrice'>;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price in AED; on sale, the sale price in red, the old price struck through and the saving. */
export function ProductPrice({ product, size = 'md', className }: ProductPriceProps) {
  const { current, was, saving } = priceView(product);
  const large = size === 'lg';
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span
        className={cn(
          'font-bold tracking-tight',
          large ? 'text-3xl' : 'text-base',
          was === null ? 'text-slate-900' : 'text-danger',
        )}
      >
        {was !== null ? <span className="sr-only">{t('price.salePrice')} </span> : null}
        {formatPrice(current)}
      </span>
      {was !== null ? (
        <>
          <s className={cn('text-slate-500', large ? 'text-lg' : 'text-sm')}>
            <span className="sr-only">{t('price.was')} </span>
            {formatPrice(was)}
          </s>
          {saving !== null ? (
            <span
              className={cn(
                'rounded-md bg-danger-soft font-semibold text-danger',
                large ? 'px-2 py-0.5 text-sm' : 'px-1.5 py-px text-xs',
              )}
            >
              {t('price.save', { amount: formatPrice(saving) })}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

const STOCK_TONE: Record<StockLevel, { text: string; dot: string }> = {
  in: { text: 'text-green-700', dot: 'bg-green-600' },
  low: { text: 'text-amber-700', dot: 'bg-amber-500' },
  out: { text: 'text-slate-500', dot: 'bg-slate-400' },
};

/** "In stock", "Only 3 left" or "Out of stock", with a coloured dot. */
export function StockStatus({ totalStock, className }: { totalStock: number; className?: string }) {
  const { level, label } = stockView(totalStock);
  const tone = STOCK_TONE[level];
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone.text, className)}>
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', tone.dot)} />
      {label}
    </p>
  );
}
