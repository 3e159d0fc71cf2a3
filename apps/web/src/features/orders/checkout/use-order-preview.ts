import type { Emirate, OrderPreview, PaymentMethod } from '@store/contract';
import { useCallback, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ApiProblem } from '#web/lib/api-client';
import type { OrderLine } from '../api/orders-api';
import { previewHref, type PreviewAnswer } from './order-preview-query';

export interface OrderPreviewState {
  /** The figures of the last answer; kept while a new one is on its way, so the summary does not jump. */
  data: OrderPreview | undefined;
  isFetching: boolean;
  /** The last request failed (its figures are gone: they would not match the cart). */
  problem: ApiProblem | null;
  refetch: () => void;
}

/**
 * The checkout's preview, read by a fetcher from the resource route
 * /shop/checkout/preview (docs/decisions/047): the cart lives in the browser
 * (the app's state, the guest cart in local storage), so a server render has
 * no lines to price. Asked again whenever the lines, the viewer (the server
 * decides free delivery from the session), the payment method (cash on
 * delivery may cost a fee), the emirate (its delivery fee, docs/decisions/032)
 * or the coupon code change, and on `refetch`. The fetcher keeps only the
 * answer to its latest request.
 */
export function useOrderPreview(
  items: OrderLine[],
  viewerId: string | null,
  paymentMethod: PaymentMethod,
  emirate: Emirate | undefined,
  couponCode: string | null = null,
): OrderPreviewState {
  const fetcher = useFetcher<PreviewAnswer>();
  // The fetcher's `load` keeps its identity: the effect runs when the request changes, not on every render.
  const { load } = fetcher;
  const [attempt, setAttempt] = useState(0);
  const href = previewHref({ items, paymentMethod, emirate, couponCode });
  const hasLines = items.length > 0;

  useEffect(() => {
    if (hasLines) void load(href);
    // The viewer and a retry ask again for the same address: the session prices delivery, a retry follows a failure.
    // oxlint-disable-next-line react/exhaustive-deps, react-hooks/exhaustive-deps
  }, [load, href, hasLines, viewerId, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const answer = fetcher.data;
  return {
    data: answer?.preview ?? undefined,
    isFetching: fetcher.state === 'loading' && hasLines,
    problem: answer?.problem ?? null,
    refetch,
  };
}
