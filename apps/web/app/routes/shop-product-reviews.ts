// /shop/product/:id/reviews?page=N (a resource route, docs/decisions/047): a
// further page of a product's reviews, read by the reviews section's fetcher
// ("More reviews"); the first page is the product page's loader data.
// Reviews are outside the catalogue's caches, so no cache keeps the answer.
import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { fetchReviewsPage } from '#web/features/reviews/reviews-api';
import { loaderHeaders, privateAnswer } from '../lib/resource-answer';

export async function loader({ request, params, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return privateAnswer(await fetchReviewsPage(context.api, params.id ?? '', Number.isInteger(page) && page >= 1 ? page : 1));
}

export const headers = loaderHeaders;
