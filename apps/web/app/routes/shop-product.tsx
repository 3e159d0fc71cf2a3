// /shop/product/:id: the whole product in the server's HTML (title, price,
// description, specifications, image) and its head for search engines and
// link previews. An unknown, deleted or malformed id is a true 404. The review
// form and "Notify me when it's back" post to its action (docs/decisions/045).
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { useAuth } from '#web/features/auth/state/auth-context';
import { useAddToCart } from '#web/features/cart/use-cart-actions';
import { ProductDetails, ProductProblem } from '#web/features/catalog/components/product/product-details';
import { fetchProductDetails } from '#web/features/catalog/loaders/catalog-requests';
import { missingProductHead, productHead } from '#web/features/catalog/product-head';
import { t, routeTexts } from '#web/lib/i18n';
import { enAuth } from '#web/lib/i18n/en-auth';
import { enCompare } from '#web/lib/i18n/en-compare';
import { enListing } from '#web/lib/i18n/en-listing';
import { enProduct } from '#web/lib/i18n/en-product';
import { enRating } from '#web/lib/i18n/en-rating';
import { enReviews } from '#web/lib/i18n/en-reviews';
import { enStockAlerts } from '#web/lib/i18n/en-stock-alerts';
import { pageMeta } from '#web/lib/page-meta';
import { catalogueLang } from '#web/lib/language';
import { ReviewsSection } from '#web/features/reviews/components/reviews-section';
import { REVIEW_INTENT, reviewAction } from '#web/features/reviews/review-action';
import { fetchFirstReviews, fetchOwnReview } from '#web/features/reviews/reviews-api';
import { NotifyMe } from '#web/features/stock-alerts/components/notify-me';
import { STOCK_ALERT_INTENT, stockAlertAction } from '#web/features/stock-alerts/stock-alert-action';
import { readIntent } from '#web/lib/form-action';

export async function loader({ request, params, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const id = params.id ?? '';
  const [details, reviews, ownReview] = await Promise.all([
    fetchProductDetails(context.api, id, catalogueLang(request)),
    fetchFirstReviews(context.api, id),
    // A signed-in visitor's own review fills their form; a guest's page (shared by the page cache) has none.
    context.user ? fetchOwnReview(context.api, id) : null,
  ]);
  // The canonical and Open Graph addresses are absolute: the origin the page was asked at.
  return { details, reviews, ownReview, origin: new URL(request.url).origin };
}

/** The page's two forms, by their intent: a review, or an alert when the product is back in stock. */
export async function action(args: ActionFunctionArgs<StoreLoadContext>) {
  const intent = await readIntent(args.request);
  if (intent === REVIEW_INTENT) return reviewAction(args);
  if (intent === STOCK_ALERT_INTENT) return stockAlertAction(args);
  throw new Response(null, { status: 400 });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) return productHead(data.details.product, data.origin, data.reviews?.data);
  if (isRouteErrorResponse(error) && error.status === 404) return missingProductHead();
  return pageMeta(t('page.product.title'));
};

export default function ProductRoute() {
  const { details, reviews, ownReview } = useLoaderData<typeof loader>();
  const addToCart = useAddToCart();
  const { isAuthenticated, user } = useAuth();
  const { product } = details;
  const stockAlert = product.totalStock <= 0 ? <NotifyMe accountEmail={isAuthenticated ? (user?.email ?? null) : null} /> : null;
  // A new page per product: nothing of the previous one (an open dialog, a sent quote) carries over.
  return (
    <div key={details.product._id} className="flex flex-col gap-12 lg:gap-16">
      <ProductDetails details={details} onAddToCart={addToCart} stockAlert={stockAlert} />
      <ReviewsSection productId={details.product._id} first={reviews} own={ownReview} signedIn={isAuthenticated} />
    </div>
  );
}

/** In the shop's frame: an unknown product says so; any other failure offers to try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ProductProblem failed={!(isRouteErrorResponse(error) && error.status === 404)} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAuth, enCompare, enListing, enProduct, enRating, enReviews, enStockAlerts);
