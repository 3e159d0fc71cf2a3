// A product's reviews (issue 14 item 7, docs/decisions/036): the loader's first
// page through the load context's `api`, the rest and the customer's own
// review from the browser. Reviews are outside the catalogue's cache.
import { messages, type OwnReview, type ReviewInput, type ReviewsResponse, type StoreLoadContext } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

/** The summary and the newest reviews, or null when they could not be read (the page shows without them). */
export async function fetchFirstReviews(api: StoreLoadContext['api'], productId: string): Promise<ReviewsResponse | null> {
  try {
    const { status, body } = await api<ReviewsResponse | null>(`/shop/reviews/${encodeURIComponent(productId)}`);
    return status === 200 && body?.success === true ? body : null;
  } catch {
    return null;
  }
}

export const loadReviewsPage = (productId: string, page: number) =>
  apiRequest<ReviewsResponse>(`/shop/reviews/${encodeURIComponent(productId)}?page=${page}`, { fallbackMessage: messages.SERVER_ERROR });

export const loadOwnReview = async (productId: string) =>
  (await apiRequest<{ data: OwnReview | null }>(`/shop/reviews/${encodeURIComponent(productId)}/mine`, { fallbackMessage: messages.SERVER_ERROR, noCache: true })).data;

/** Writes the first review (POST) or edits the customer's own (PUT). */
export const saveReview = async (productId: string, input: ReviewInput, editing: boolean) =>
  apiRequest<{ message: string; data: OwnReview }>(`/shop/reviews/${encodeURIComponent(productId)}`, {
    method: editing ? 'PUT' : 'POST',
    body: input,
    fallbackMessage: messages.SERVER_ERROR,
  });
