import { messages, type AdminReview } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { StarRating } from '#web/components/ui/star-rating';
import { useToast } from '#web/components/ui/toast/use-toast';
import { asApiProblem } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';
import { useAdminReviewsQuery, useReviewVisibilityMutation, type HiddenFilter, type ReviewsQuery } from '../api/reviews-admin-api';

/** The admin's list of reviews, newest first, filtered by visibility and product; each can be hidden or shown with a reason. */
export function ReviewsModerator() {
  const [query, setQuery] = useState<ReviewsQuery>({ page: 1, hidden: '', product: null });
  const { data, error } = useAdminReviewsQuery(query);
  const filterId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          {t('admin.reviews.filter')}
        </label>
        <select
          id={filterId}
          value={query.hidden}
          onChange={(event) => setQuery({ ...query, page: 1, hidden: event.target.value as HiddenFilter })}
          className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
        >
          <option value="">{t('admin.reviews.all')}</option>
          <option value="false">{t('admin.reviews.visible')}</option>
          <option value="true">{t('admin.reviews.hidden')}</option>
        </select>
        {query.product ? (
          <p className="flex items-center gap-2 text-sm">
            <span>{t('admin.reviews.product', { title: query.product.title })}</span>
            <Button variant="ghost" size="sm" onClick={() => setQuery({ ...query, page: 1, product: null })}>
              {t('admin.reviews.clearProduct')}
            </Button>
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {asApiProblem(error, messages.SERVER_ERROR).message}
        </p>
      ) : null}
      {data && data.data.length === 0 ? <p className="text-sm text-slate-600">{t('admin.reviews.none')}</p> : null}
      <ul className="flex flex-col gap-3">
        {data?.data.map((review) => (
          <ReviewRow
            key={review._id}
            review={review}
            onOnlyProduct={() => setQuery({ ...query, page: 1, product: { id: review.productId, title: review.productTitle } })}
          />
        ))}
      </ul>
      {data && data.totalPages > 1 ? (
        <div className="flex items-center gap-3 text-sm">
          <Button variant="secondary" size="sm" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            {t('admin.reviews.previous')}
          </Button>
          <span>{t('admin.reviews.page', { page: data.currentPage, pages: data.totalPages })}</span>
          <Button variant="secondary" size="sm" disabled={query.page >= data.totalPages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
            {t('admin.reviews.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ReviewRow({ review, onOnlyProduct }: { review: AdminReview; onOnlyProduct: () => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useReviewVisibilityMutation();
  const toast = useToast();
  const reasonId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync({ id: review._id, hidden: !review.hidden, reason });
      toast({ tone: 'success', title: answer.message });
      setAsking(false);
      setReason('');
    } catch (failure) {
      const found = asApiProblem(failure, messages.SERVER_ERROR);
      setProblem(found.errors[0]?.message ?? found.message);
    }
  }

  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StarRating average={review.rating} />
        <span className="font-semibold text-slate-900">{review.productTitle}</span>
        {review.hidden ? <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold">{t('admin.reviews.hiddenBadge')}</span> : null}
        <span className="text-slate-500">
          <bdi>{review.customerEmail}</bdi> · {formatStoreDateTime(review.createdAt)}
        </span>
      </div>
      {review.text ? (
        <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-slate-700">
          {review.text}
        </p>
      ) : null}
      {asking ? (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-2">
          <label htmlFor={reasonId} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('admin.reviews.reason')}
            <input
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              aria-invalid={problem ? true : undefined}
              className="w-72 max-w-full rounded-lg border border-slate-300 px-2 py-1.5"
            />
          </label>
          <Button type="submit" size="sm" disabled={mutation.isPending}>
            {t('admin.reviews.confirm')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
            {t('admin.reviews.cancel')}
          </Button>
          {problem ? (
            <p role="alert" className="w-full text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            {t(review.hidden ? 'admin.reviews.show' : 'admin.reviews.hide')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onOnlyProduct}>
            {t('admin.reviews.onlyProduct')}
          </Button>
        </div>
      )}
    </li>
  );
}
