import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { fieldMessage, t } from '#web/lib/i18n';
import { COUPON_INTENTS } from './checkout-actions';

export interface CouponFieldProps {
  /** The code the figures apply now, or null. */
  applied: string | null;
  /** Asks the checkout's action with this code (a fetcher, when JavaScript runs). */
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The action is checking a code. */
  checking: boolean;
  /** The action refused the code: its sentence, and the code as typed. */
  refusal: { message: string; code: string } | null;
  /** A later preview refused the applied code (the cart changed): its sentence. */
  problem: string | null;
}

/**
 * The checkout's coupon code (issue 14 item 2, docs/decisions/033): typed,
 * checked by the checkout's action, then shown as applied with a way to take
 * it off. It sits inside the order form: its buttons submit that form with
 * their `intent` (so without JavaScript the page comes back with the code and
 * its figures, the other fields as typed); with JavaScript they ask through a
 * fetcher, and Enter in the field applies the code rather than placing the order.
 */
export function CouponField({ applied, onApply, onRemove, checking, refusal, problem }: CouponFieldProps) {
  const [code, setCode] = useState(refusal?.code ?? '');
  const statusId = useId();

  function apply(event?: MouseEvent | KeyboardEvent) {
    event?.preventDefault();
    if (code.trim() === '' || checking) return;
    onApply(code);
  }

  if (applied) {
    return (
      <div className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="couponCode" value={applied} />
        <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <output id={statusId} className="flex items-center gap-2 font-medium">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
            {t('coupon.applied', { code: applied })}
          </output>
          <button
            type="submit"
            name="intent"
            value={COUPON_INTENTS.remove}
            formNoValidate
            onClick={(event) => {
              event.preventDefault();
              onRemove();
            }}
            className="flex shrink-0 items-center gap-1 whitespace-nowrap rounded font-semibold underline-offset-2 hover:underline"
            aria-describedby={statusId}
          >
            <X aria-hidden="true" className="size-4" />
            {t('coupon.remove')}
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {fieldMessage(problem)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mt-4 flex items-start gap-2">
      <InputField
        label={t('coupon.label')}
        className="flex-1"
        name="couponCode"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        maxLength={40}
        error={refusal?.message}
      />
      <Button
        type="submit"
        name="intent"
        value={COUPON_INTENTS.apply}
        formNoValidate
        variant="secondary"
        className="mt-7 h-11"
        onClick={apply}
        disabled={checking}
      >
        {checking ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {checking ? <span className="sr-only">{t('coupon.applying')}</span> : null}
        {t('coupon.apply')}
      </Button>
    </div>
  );
}
