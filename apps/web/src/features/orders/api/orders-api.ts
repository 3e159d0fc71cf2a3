// Orders (docs/store-rules.md#order-calls, #7-the-api and #10-orders-stock-and-money): the checkout's
// preview, the placement with its Idempotency-Key, and a customer's history.
// Plain calls: the preview and the placement run in the browser (the cart lives
// there), the history is the account page's loader data.
import {
  messages,
  type DeliveryAddressInput,
  type Emirate,
  type Order,
  type OrderPreview,
  type PaymentMethod,
} from '@store/contract';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { pageLang, withLang, type Language } from '#web/lib/language';
import { sentence } from '#web/lib/i18n/sentences';

export interface OrderLine {
  productId: string;
  quantity: number;
}

/**
 * The server's figures for these lines (docs/store-rules.md#10-orders-stock-and-money); the session cookie tells it who asks.
 * The emirate picked so far prices the delivery (docs/decisions/032); none yet, the store's default fee.
 * A coupon code the shopper applied prices its discount (docs/decisions/033).
 */
export async function orderPreviewRequest(
  items: OrderLine[],
  paymentMethod: PaymentMethod,
  emirate: Emirate | undefined,
  signal?: AbortSignal,
  couponCode?: string | null,
): Promise<OrderPreview> {
  // The lines (the checkout's summary) and a line's refusal name the product in the page's language.
  const response = await apiRequest<{ success: true; data: OrderPreview }>(withLang('/shop/order/preview', pageLang()), {
    method: 'POST',
    body: { items, paymentMethod, ...(emirate ? { emirate } : {}), ...(couponCode ? { couponCode } : {}) },
    fallbackMessage: sentence('SERVER_ERROR', messages.SERVER_ERROR),
    signal,
  });
  return response.data;
}

/**
 * A customer's orders, newest first: the account page's loader asks for them through the load context,
 * with the page's `lang` (catalogueLang) so the lines' titles come in its language.
 */
export const userOrdersPath = (userId: string, lang?: Language) => withLang(`/api/shop/order/user-orders/${encodeURIComponent(userId)}`, lang);

interface OrderFields {
  items: OrderLine[];
  totalPrice: number;
  deliveryAddress: DeliveryAddressInput;
  paymentMethod: PaymentMethod;
  /** A business buyer's, for the tax invoice (issue 13 item 4). */
  companyName?: string | undefined;
  companyTrn?: string | undefined;
  /** The coupon code the preview applied (docs/decisions/033). */
  couponCode?: string | undefined;
}

export type PlaceOrderInput =
  | ({ kind: 'registered'; userId: string } & OrderFields)
  | ({ kind: 'guest'; name: string; email: string; phone: string } & OrderFields);

/** Failures worth one automatic retry with the same key: no answer, or a gateway that gave up. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 502);

/**
 * Places the order. `idempotencyKey` is new for each attempt of the shopper
 * and reused by the automatic retry, so a retry after a lost answer returns
 * the first order instead of a second one (docs/store-rules.md#idempotency).
 */
export async function placeOrderRequest(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  const { kind, ...body } = input;
  // The answer (the confirmation page's order) names the lines in the page's language.
  const path = withLang(kind === 'registered' ? '/shop/order/place-registered-order' : '/shop/order/place-guest-order', pageLang());
  const send = () =>
    apiRequest<{ success: true; order: Order }>(path, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      fallbackMessage: sentence('PLACE_ORDER_FAILED', messages.PLACE_ORDER_FAILED),
    });
  try {
    return (await send()).order;
  } catch (error) {
    if (!isTransient(error)) throw error;
    return (await send()).order;
  }
}
