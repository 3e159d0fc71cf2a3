// A product's reviews (issue 14 item 7, docs/decisions/036): read through the
// load context's `api` (the product page's loader: the first page and the
// signed-in customer's own review; the resource route
// app/routes/shop-product-reviews.ts: the pages after it, docs/decisions/047);
// written from the browser. Reviews are outside the catalogue's cache.
import { messages, type OwnReview, type ReviewInput, type ReviewsResponse, type StoreLoadContext } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

type Api = StoreLoadContext['api'];
const reviewsPath = (productId: string) => `/api/shop/reviews/${encodeURIComponent(productId)}`;

/** One page of the summary and the newest reviews, or null when it could not be read (the page shows without them). */
export async function fetchReviewsPage(api: Api, productId: string, page = 1): Promise<ReviewsResponse | null> {
  try {
    const { status, body } = await api<ReviewsResponse | null>(page === 1 ? reviewsPath(productId) : `${reviewsPath(productId)}?page=${page}`);
    return status === 200 && body?.success === true ? body : null;
  } catch {
    return null;
  }
}

/** The product page's first page of reviews. */
export const fetchFirstReviews = (api: Api, productId: string) => fetchReviewsPage(api, productId, 1);

/** The signed-in customer's own review of the product: null when they have none or it could not be read. */
export async function fetchOwnReview(api: Api, productId: string): Promise<OwnReview | null> {
  try {
    const { status, body } = await api<{ success?: boolean; data?: OwnReview | null } | null>(`${reviewsPath(productId)}/mine`);
    return status === 200 && body?.success === true ? (body.data ?? null) : null;
  } catch {
    return null;
  }
}

/** Writes the first review (POST) or edits the customer's own (PUT). */
export const saveReview = async (productId: string, input: ReviewInput, editing: boolean) =>
  apiRequest<{ message: string; data: OwnReview }>(`/shop/reviews/${encodeURIComponent(productId)}`, {
    method: editing ? 'PUT' : 'POST',
    body: input,
    fallbackMessage: messages.SERVER_ERROR,
  });
