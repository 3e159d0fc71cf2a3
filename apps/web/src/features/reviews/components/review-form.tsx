import { REVIEW_TEXT_MAX, type OwnReview } from '@store/contract';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { SubmitButton } from '#web/components/ui/submit-button';
import { firstError, type ActionFailure } from '#web/lib/form-action';
import { fieldMessage, t } from '#web/lib/i18n';
import { useSubmitting } from '#web/lib/use-submitting';
import { EDITING, REVIEW_INTENT } from '../review-action';

interface ReviewFormProps {
  own: OwnReview | null;
  /** The product page's action refused the last submission: why, and the fields as sent. */
  failure: ActionFailure | undefined;
}

/**
 * The customer's review: 1 to 5 stars (radio buttons) and an optional text,
 * posted to the product page's action (review-action.ts), before JavaScript
 * too; the API checks the fields and says who may write one.
 */
export function ReviewForm({ own, failure }: ReviewFormProps) {
  const sent = failure?.values;
  const [rating, setRating] = useState(sent?.rating ? Number(sent.rating) : (own?.rating ?? 0));
  const saving = useSubmitting(REVIEW_INTENT);
  const error = firstError(failure);
  const textId = useId();
  const errorId = useId();

  return (
    <Form
      method="post"
      preventScrollReset
      noValidate
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      {own ? <input type="hidden" name="mode" value={EDITING} /> : null}
      <h3 className="font-semibold text-slate-900">{t(own ? 'reviews.edit' : 'reviews.write')}</h3>
      {own?.hidden ? <p className="text-sm text-slate-600">{t('reviews.hiddenNote')}</p> : null}
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('reviews.yourRating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} className="peer sr-only" />
              {/* The stars up to the chosen one light up; before JavaScript, the chosen one. */}
              <span
                aria-hidden="true"
                className={`block text-2xl leading-none peer-checked:text-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${stars <= rating ? 'text-amber-500' : 'text-slate-300'}`}
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
        name="text"
        defaultValue={sent?.text ?? own?.text ?? ''}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        dir="auto"
        className="rounded-lg border border-slate-300 p-2 text-sm"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {fieldMessage(error)}
        </p>
      ) : null}
      <SubmitButton pending={saving} pendingLabel={t('reviews.saving')} className="self-start">
        {t('reviews.submit')}
      </SubmitButton>
    </Form>
  );
}
