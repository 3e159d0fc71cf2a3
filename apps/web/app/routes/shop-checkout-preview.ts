// /shop/checkout/preview (a resource route, docs/decisions/047): the
// checkout's figures for the lines in its address, read by the checkout's
// fetcher (features/orders/checkout/use-order-preview.ts) from the API through
// the load context, as the visitor.
import type { LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { fetchOrderPreview, readPreviewRequest } from '#web/features/orders/checkout/order-preview-query';
import { catalogueLang } from '#web/lib/language';
import { loaderHeaders, privateAnswer } from '../lib/resource-answer';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const answer = await fetchOrderPreview(context.api, readPreviewRequest(new URL(request.url)), catalogueLang(request));
  // The API's refusal keeps its status (a 4xx for bad lines); no answer at all is the API being away.
  return privateAnswer(answer, answer.problem ? answer.problem.status || 503 : 200);
}

export const headers = loaderHeaders;
