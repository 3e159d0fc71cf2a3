// A product's reviews (issue 14 item 7, docs/decisions/036): read through the
// load context's `api` (the product page's loader: the first page and the
// signed-in customer's own review; the resource route
// app/routes/shop-product-reviews.ts: the pages after it, docs/decisions/047);
// written by the product page's action (review-action.ts). Reviews are outside
// the catalogue's cache.
import type { OwnReview, ReviewsResponse, StoreLoadContext } from '@store/contract';

type Api = StoreLoadContext['api'];
/** A product's reviews in the API: read here, written by review-action.ts. */
export const reviewsPath = (productId: string) => `/api/shop/reviews/${encodeURIComponent(productId)}`;

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
