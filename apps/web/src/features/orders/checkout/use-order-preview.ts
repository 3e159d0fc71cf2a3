import { messages, type Emirate, type OrderPreview, type PaymentMethod } from '@store/contract';
import { useCallback, useEffect, useState } from 'react';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import { orderPreviewRequest, type OrderLine } from '../api/orders-api';

export interface OrderPreviewState {
  /** The figures of the last answer; kept while a new one is on its way, so the summary does not jump. */
  data: OrderPreview | undefined;
  isFetching: boolean;
  /** The last request failed (its figures are gone: they would not match the cart). */
  problem: ApiProblem | null;
  refetch: () => void;
}

/**
 * The checkout's preview (POST /shop/order/preview), asked in the browser:
 * the cart lives there (the app's state, the guest cart in local storage), so a server
 * render has no lines to price. Asked again whenever the lines, the viewer
 * (the server decides free delivery from the session), the payment method
 * (cash on delivery may cost a fee), the emirate (its delivery fee,
 * docs/decisions/032) or the coupon code change, and on `refetch`.
 */
export function useOrderPreview(
  items: OrderLine[],
  viewerId: string | null,
  paymentMethod: PaymentMethod,
  emirate: Emirate | undefined,
  couponCode: string | null = null,
): OrderPreviewState {
  const [data, setData] = useState<OrderPreview | undefined>(undefined);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [isFetching, setFetching] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const linesKey = JSON.stringify(items);

  useEffect(() => {
    if (items.length === 0) return;
    // Only the answer for the current lines counts: an older one still on its way is dropped.
    const controller = new AbortController();
    setFetching(true);
    orderPreviewRequest(items, paymentMethod, emirate, controller.signal, couponCode).then(
      (preview) => {
        if (controller.signal.aborted) return;
        setData(preview);
        setProblem(null);
        setFetching(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setData(undefined);
        setProblem(toProblem(error, messages.SERVER_ERROR));
        setFetching(false);
      },
    );
    return () => controller.abort();
    // `linesKey` stands for `items`: a new array with the same lines asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey, viewerId, paymentMethod, emirate, couponCode, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, isFetching: isFetching && items.length > 0, problem, refetch };
}
