import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { t } from '#web/lib/i18n';
import '#web/lib/i18n/en-coupon';

export interface CouponFieldProps {
  /** The code the preview applies now, or null. */
  applied: string | null;
  /** Asks the server with this code: its refusal, or null when it applies. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  /** A later preview refused the applied code (the cart changed): its sentence. */
  problem: string | null;
}

/**
 * The checkout's coupon code (issue 14 item 2, docs/decisions/033): typed,
 * checked by the server's preview, then shown as applied with a way to take
 * it off. It sits inside the order form, so Enter applies the code rather
 * than placing the order.
 */
export function CouponField({ applied, onApply, onRemove, problem }: CouponFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const statusId = useId();

  async function apply() {
    if (code.trim() === '' || checking) return;
    setChecking(true);
    const refusal = await onApply(code);
    setChecking(false);
    setError(refusal);
    if (!refusal) setCode('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  if (applied) {
    return (
      <div className="mt-4 flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <output id={statusId} className="flex items-center gap-2 font-medium">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
            {t('coupon.applied', { code: applied })}
          </output>
          <button
            type="button"
            onClick={onRemove}
            className="flex shrink-0 items-center gap-1 whitespace-nowrap rounded font-semibold underline-offset-2 hover:underline"
            aria-describedby={statusId}
          >
            <X aria-hidden="true" className="size-4" />
            {t('coupon.remove')}
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
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
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        maxLength={40}
        error={error ?? undefined}
      />
      <Button variant="secondary" className="mt-7 h-11" onClick={() => void apply()} disabled={checking || code.trim() === ''}>
        {checking ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {checking ? <span className="sr-only">{t('coupon.applying')}</span> : null}
        {t('coupon.apply')}
      </Button>
    </div>
  );
}
