import type { OwnReview, Review, ReviewsResponse } from '@store/contract';
import { useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Button } from '#web/components/ui/button';
import { StarRating } from '#web/components/ui/star-rating';
import { TitledSection } from '#web/components/ui/titled-section';
import { answerFor } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';
import { formatStoreDate } from '#web/lib/store-time';
import { REVIEW_INTENT } from '../review-action';
import { ReviewForm } from './review-form';

interface ReviewsSectionProps {
  productId: string;
  /** The first page, the product page's loader data; null when it could not be read. */
  first: ReviewsResponse | null;
  /** The signed-in customer's own review, from the same loader (null: none yet, or a guest's page). */
  own: OwnReview | null;
  signedIn: boolean;
}

/** The pages read after the first, joined to it. */
function joined(first: ReviewsResponse | null, more: ReviewsResponse[]): ReviewsResponse | null {
  const last = more.at(-1);
  if (!first || !last) return first;
  return { ...last, summary: first.summary, data: [...first.data, ...more.flatMap((page) => page.data)] };
}

/**
 * A product's reviews: average, count, distribution, the newest (paged) and the
 * signed-in customer's form. The first page and the customer's own review are
 * the page's loader data; "More reviews" reads the next page with a fetcher
 * (the resource route /shop/product/:id/reviews); the form posts to the
 * page's action, after which the loader's data is fresh (docs/decisions/045, 047).
 */
export function ReviewsSection({ productId, first, own, signedIn }: ReviewsSectionProps) {
  const fetcher = useFetcher<ReviewsResponse | null>();
  const answer = answerFor(useActionData(), REVIEW_INTENT);
  const [more, setMore] = useState<{ first: ReviewsResponse | null; pages: ReviewsResponse[] }>({ first, pages: [] });
  const [arrived, setArrived] = useState(fetcher.data);

  // New loader data (another product, or reloaded after a save) starts the list afresh.
  let pagesRead = more.pages;
  if (more.first !== first) {
    pagesRead = [];
    setMore({ first, pages: pagesRead });
  }
  // A page the fetcher brought joins the list once.
  if (fetcher.data !== arrived) {
    setArrived(fetcher.data);
    if (fetcher.data && more.first === first) {
      pagesRead = [...pagesRead, fetcher.data];
      setMore({ first, pages: pagesRead });
    }
  }
  const pages = joined(first, pagesRead);

  function loadMore() {
    if (!pages || fetcher.state !== 'idle') return;
    void fetcher.load(`${localePath(`/shop/product/${encodeURIComponent(productId)}/reviews`)}?page=${pages.currentPage + 1}`);
  }

  const summary = pages?.summary;
  return (
    <TitledSection headingId="reviews-title" title={t('reviews.title')} className="flex flex-col gap-6" titleClassName="text-xl font-bold text-slate-900">
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="flex flex-col gap-3">
          {summary && summary.count > 0 ? (
            <>
              <p className="flex items-center gap-2">
                <StarRating average={summary.average} className="h-5 w-25" />
                <span className="font-semibold">{t('reviews.average', { average: summary.average })}</span>
              </p>
              <p className="text-sm text-slate-600">{t('rating.count', { count: summary.count })}</p>
              <ul aria-label={t('reviews.distribution')} className="flex flex-col gap-1 text-sm">
                {[5, 4, 3, 2, 1].map((stars) => {
                  const n = summary.distribution[stars - 1] ?? 0;
                  return (
                    <li key={stars} className="flex items-center gap-2">
                      <span className="w-16 shrink-0">{t('reviews.starsRow', { count: stars })}</span>
                      <span className="h-2 flex-1 overflow-hidden rounded bg-slate-200">
                        <span className="block h-full bg-amber-500" style={{ width: `${(n / summary.count) * 100}%` }} />
                      </span>
                      <span className="w-8 shrink-0 text-end tabular-nums">{n}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t('reviews.none')}</p>
          )}
          {answer?.notice ? <output className="text-sm font-medium text-emerald-700">{answer.notice}</output> : null}
          {signedIn ? (
            <ReviewForm key={own?._id ?? 'new'} own={own} failure={answer?.failure} />
          ) : (
            <p className="text-sm text-slate-600">{t('reviews.signIn')}</p>
          )}
        </div>
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4">
            {pages?.data.map((review) => <ReviewItem key={review._id} review={review} />)}
          </ul>
          {pages && pages.currentPage < pages.totalPages ? (
            <Button variant="secondary" className="self-start" onClick={loadMore}>
              {t('reviews.more')}
            </Button>
          ) : null}
        </div>
      </div>
    </TitledSection>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StarRating average={review.rating} />
        <span dir="auto" className="font-semibold text-slate-900">
          {review.author}
        </span>
        <span className="text-slate-500">
          {formatStoreDate(review.createdAt)}
          {review.updatedAt !== review.createdAt ? ` · ${t('reviews.edited')}` : ''}
        </span>
      </p>
      {/* Plain text: React writes it as text, never as markup. */}
      {review.text ? (
        <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-slate-700">
          {review.text}
        </p>
      ) : null}
    </li>
  );
}
