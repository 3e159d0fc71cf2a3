import { messages, REVIEW_TEXT_MAX, reviewInputSchema, type OwnReview } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { asApiProblem } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { saveReview } from '../reviews-api';
import '#web/lib/i18n/en-reviews';

interface ReviewFormProps {
  productId: string;
  own: OwnReview | null;
  onSaved: (review: OwnReview, message: string) => void;
}

/** The customer's review: 1 to 5 stars (radio buttons) and an optional text; the server says who may write one. */
export function ReviewForm({ productId, own, onSaved }: ReviewFormProps) {
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [text, setText] = useState(own?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await saveReview(productId, parsed.data, own !== null);
      onSaved(saved.data, saved.message);
    } catch (failure) {
      setError(asApiProblem(failure, messages.SERVER_ERROR).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{t(own ? 'reviews.edit' : 'reviews.write')}</h3>
      {own?.hidden ? <p className="text-sm text-slate-600">{t('reviews.hiddenNote')}</p> : null}
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('reviews.yourRating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} className="peer sr-only" />
              <span
                aria-hidden="true"
                className={`block text-2xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${stars <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
              <span className="sr-only">{t('reviews.starChoice', { count: stars })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={textId} className="text-sm font-medium text-slate-700">
        {t('reviews.text')}
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        dir="auto"
        className="rounded-lg border border-slate-300 p-2 text-sm"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="self-start">
        {t('reviews.submit')}
      </Button>
    </form>
  );
}
