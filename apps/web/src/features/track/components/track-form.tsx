import { zodResolver } from '@hookform/resolvers/zod';
import { messages, trackLookupSchema, type TrackResponse } from '@store/contract';
import { LoaderCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { lookupOrder } from '../api/track-api';
import '#web/lib/i18n/en-track';

const FIELDS = ['orderNumber', 'contact'] as const;

/**
 * Order number plus the e-mail or phone of the checkout. Every miss reads the
 * same (the server's neutral TRACK_NOT_FOUND), and so does a 429 after too
 * many tries: the server's sentence says how long to wait.
 */
export function TrackForm({ onFound, initialError }: { onFound: (found: TrackResponse) => void; initialError?: string | null }) {
  const [problem, setProblem] = useState<string | null>(initialError ?? null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(trackLookupSchema), defaultValues: { orderNumber: '', contact: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      onFound(await lookupOrder(input));
    } catch (error) {
      const p = toProblem(error, messages.SERVER_ERROR);
      const unmatched = applyFieldErrors(p.errors, setError, FIELDS);
      if (p.errors.length === 0 || unmatched.length > 0) setProblem(p.message);
    }
  });

  return (
    <section aria-labelledby="track-form" className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="track-form" className="text-lg font-semibold text-slate-900">
        {t('track.formTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('track.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <InputField
          label={t('track.orderNumber')}
          hint={t('track.orderNumberHint')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
        <InputField
          label={t('track.contact')}
          autoComplete="email"
          dir="ltr"
          error={errors.contact?.message}
          {...register('contact')}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Search aria-hidden="true" className="size-4" />}
          {isSubmitting ? t('track.finding') : t('track.find')}
        </Button>
      </form>
    </section>
  );
}
