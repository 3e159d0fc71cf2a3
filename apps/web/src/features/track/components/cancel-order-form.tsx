import { zodResolver } from '@hookform/resolvers/zod';
import { cancelReasonSchema, messages, type TrackResponse } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { cancelOrder } from '../api/track-api';
import '#web/lib/i18n/en-track';

const formSchema = z.object({ reason: cancelReasonSchema });

/** How this page may cancel: the guest's token, or the signed-in owner's order id (their session authorises it). */
export type CancelAuthority = { token: string } | { orderId: string };

/** The reason and the button; the server re-checks the status and answers 409 when it has moved on. */
export function CancelOrderForm({ authority, onCancelled }: { authority: CancelAuthority; onCancelled: (result: TrackResponse) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      onCancelled(await cancelOrder({ ...authority, reason }));
    } catch (error) {
      const p = toProblem(error, messages.SERVER_ERROR);
      const unmatched = applyFieldErrors(p.errors, setError, ['reason'] as const);
      if (p.errors.length === 0 || unmatched.length > 0) setProblem(p.message);
    }
  });

  return (
    <section aria-labelledby="cancel-order" className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="cancel-order" className="text-base font-semibold text-slate-900">
        {t('track.cancelTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('track.cancelText')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextareaField
          label={t('track.cancelReason')}
          hint={t('track.cancelReasonHint')}
          rows={3}
          maxLength={300}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Button type="submit" variant="secondary" disabled={isSubmitting} className="self-start border-red-300 text-red-700 hover:bg-red-50">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('track.cancelling') : t('track.cancelConfirm')}
        </Button>
      </form>
    </section>
  );
}
