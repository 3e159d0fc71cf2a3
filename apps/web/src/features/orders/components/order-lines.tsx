import { ProductImage } from '#web/components/ui/product-image';
import { cn } from '#web/lib/cn';
import { formatPrice, t } from '#web/lib/i18n';

export interface OrderLineView {
  productId: string | null;
  title: string;
  image: string | null;
  price: number;
  quantity: number;
  lineTotal: number;
}

const aed = (value: number) => formatPrice(value);

/** The lines of an order or a preview: picture, title, quantity × unit price, line total. */
export function OrderLines({ lines, compact = false }: { lines: OrderLineView[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200">
      {lines.map((line, index) => (
        <li key={line.productId ?? `line-${index}`} className={cn('flex items-center gap-3', compact ? 'py-3' : 'py-4')}>
          <span
            className={cn(
              'shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white',
              compact ? 'size-14' : 'size-16 sm:size-20',
            )}
          >
            <ProductImage src={line.image} alt="" sizes="80px" fallbackWidth={320} />
          </span>
          <div className="min-w-0 flex-1">
            {/* Whole on Arabic pages: Chromium's clamp ellipsis cuts an Arabic title's Latin model name from its
                start ("…msung Odyssey G5"), and a buyer must see what they bought. */}
            <p dir="auto" className="line-clamp-2 text-sm font-medium text-slate-900 rtl:text-right">
              {line.title}
            </p>
            <p className="mt-0.5 text-sm text-slate-600 tabular-nums">
              {t('order.lineQuantity', { quantity: line.quantity, price: aed(line.price) })}
            </p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">{aed(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
