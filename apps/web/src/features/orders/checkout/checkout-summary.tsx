import type { OrderPreview } from '@store/contract';
import { LoaderCircle, Lock, Truck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatPrice, t } from '#web/lib/i18n';
import { OrderLines } from '../components/order-lines';
import { OrderSummary } from '#web/components/order-summary';
import { TitledSection } from '#web/components/ui/titled-section';
import { localePath } from '#web/lib/language';

export interface LineProblem {
  message: string;
  productId: string;
  title: string | null;
  /** The most of this product the order can hold: its stock, or the units one order may hold. */
  canHave: number | null;
}

export interface CheckoutSummaryProps {
  preview: OrderPreview | undefined;
  loading: boolean;
  isGuest: boolean;
  placing: boolean;
  /** The preview could not be had at all (not a line problem). */
  previewError: string | null;
  onRetryPreview: () => void;
  /** A line the stock (or the catalogue) cannot cover, with ways out. */
  lineProblem: LineProblem | null;
  onSetQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
  /** The server's total moved: its message, shown until the shopper confirms again. */
  priceChange: string | null;
  formError: string | null;
  notices: ReactNode;
  /** The coupon code field (docs/decisions/033). */
  coupon: ReactNode;
}

/** The order summary column: the lines as priced by the server, the totals and the green Place Order. */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { preview, loading, isGuest, placing, previewError, lineProblem, priceChange, formError } = props;
  const deliveryNote = preview ? deliveryNoteOf(preview, isGuest) : null;

  return (
    <TitledSection headingId="checkout-summary" title={t('checkout.summary')} card="main">
      {props.notices}
      {lineProblem ? <LineProblemAlert problem={lineProblem} onSetQuantity={props.onSetQuantity} onRemove={props.onRemove} /> : null}
      {previewError ? (
        <div className="mt-4">
          <Alert tone="error">
            <p>{previewError}</p>
            <button type="button" onClick={props.onRetryPreview} className="mt-1 font-semibold underline underline-offset-2">
              {t('common.retry')}
            </button>
          </Alert>
        </div>
      ) : null}

      {preview ? (
        <>
          <div className="mt-2">
            <OrderLines lines={preview.items} compact />
          </div>
          {props.coupon}
          <OrderSummary className="mt-4 border-t border-slate-200 pt-4" figures={preview} deliveryNote={deliveryNote} />
        </>
      ) : loading ? (
        <SummarySkeleton />
      ) : null}

      <div className="mt-6 flex flex-col gap-3">
        {priceChange ? (
          <div role="alert" className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">{priceChange}</p>
              <p className="mt-0.5">{t('checkout.confirmAgain')}</p>
            </div>
          </div>
        ) : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" variant="go" size="lg" disabled={placing || !preview || loading} className="w-full">
          {placing ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          {placing ? t('checkout.placing') : t('cart.placeOrder')}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3.5" />
          {t('checkout.payOnDelivery')}
        </p>
      </div>
    </TitledSection>
  );
}

/**
 * Under the delivery line: why it is free, or how to make it free. The
 * free-delivery figures are the server's (priceOrder, docs/decisions/032);
 * the checkout only picks the sentence.
 */
function deliveryNoteOf(preview: OrderPreview, isGuest: boolean): ReactNode {
  if (preview.freeDelivery && !isGuest) return t('checkout.firstOrderFree');
  const { freeDeliveryThreshold: threshold, freeDeliveryRemaining: remaining } = preview;
  if (threshold !== null && remaining === 0) return t('checkout.freeDeliveryReached', { threshold: formatPrice(threshold) });
  // Only while delivery costs something: an emirate the store serves free needs no nudge.
  const more =
    remaining !== null && remaining > 0 && preview.deliveryFee > 0 ? (
      <span className="flex items-center gap-1.5 font-medium text-slate-800">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {t('checkout.freeDeliveryMore', { amount: formatPrice(remaining) })}
      </span>
    ) : null;
  if (!isGuest) return more;
  return (
    <>
      {more}
      <span className={more ? 'mt-1 block' : undefined}>
        <GuestDeliveryNote />
      </span>
    </>
  );
}

function GuestDeliveryNote() {
  return (
    <>
      {t('checkout.guestDelivery')}{' '}
      <Link to={localePath('/auth/login')} state={{ from: localePath('/shop/checkout') }} className="font-semibold text-accent hover:underline">
        {t('checkout.guestDeliveryLogin')}
      </Link>
    </>
  );
}

function LineProblemAlert({
  problem,
  onSetQuantity,
  onRemove,
}: {
  problem: LineProblem;
  onSetQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}) {
  const title = problem.title ?? t('checkout.aProduct');
  const canLower = problem.canHave !== null && problem.canHave > 0;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('checkout.lineProblem', { title, message: problem.message })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {canLower ? (
          <Button size="sm" variant="secondary" onClick={() => onSetQuantity(problem.productId, problem.canHave ?? 1)}>
            {t('checkout.lowerQuantity', { n: problem.canHave ?? 1 })}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onRemove(problem.productId)}>
          {t('checkout.removeLine', { title })}
        </Button>
      </div>
    </div>
  );
}

function SummarySkeleton() {
  return (
    <div className="mt-4 flex flex-col gap-4" aria-hidden="true">
      {[0, 1].map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-6 w-full" />
    </div>
  );
}
