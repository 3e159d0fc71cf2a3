// Orders (spec section 7 "Orders", DESIGN.md sections 3 and 5): the checkout's
// preview, the placement with its Idempotency-Key, and a customer's history.
import {
  messages,
  type DeliveryAddressInput,
  type Order,
  type OrderPreview,
  type PaymentMethod,
} from '@store/contract';
import { api } from '../../../lib/api';
import { ApiError, apiRequest } from '../../../lib/api-client';

export interface OrderLine {
  productId: string;
  quantity: number;
}

export interface PreviewArgs {
  items: OrderLine[];
  /**
   * Who asks: the server decides free delivery from the session, so the
   * answer for a guest must not be reused once the shopper has logged in.
   */
  viewerId: string | null;
}

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderPreview: build.query<OrderPreview, PreviewArgs>({
      query: ({ items }) => ({
        url: '/shop/order/preview',
        method: 'POST',
        body: { items },
        fallbackMessage: messages.SERVER_ERROR,
      }),
      transformResponse: (response: { data: OrderPreview }) => response.data,
      keepUnusedDataFor: 0,
    }),
    userOrders: build.query<Order[], string>({
      query: (userId) => ({
        url: `/shop/order/user-orders/${encodeURIComponent(userId)}`,
        fallbackMessage: messages.FETCH_ORDERS_FAILED,
      }),
      transformResponse: (response: { data: Order[] }) => response.data,
    }),
  }),
});

export const { useOrderPreviewQuery, useUserOrdersQuery } = ordersApi;

interface OrderFields {
  items: OrderLine[];
  totalPrice: number;
  deliveryAddress: DeliveryAddressInput;
  paymentMethod: PaymentMethod;
}

export type PlaceOrderInput =
  | ({ kind: 'registered'; userId: string } & OrderFields)
  | ({ kind: 'guest'; name: string; email: string; phone: string } & OrderFields);

/** Failures worth one automatic retry with the same key: no answer, or a gateway that gave up. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 502);

/**
 * Places the order. `idempotencyKey` is new for each attempt of the shopper
 * and reused by the automatic retry, so a retry after a lost answer returns
 * the first order instead of a second one (DESIGN.md section 5).
 */
export async function placeOrderRequest(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  const { kind, ...body } = input;
  const path = kind === 'registered' ? '/shop/order/place-registered-order' : '/shop/order/place-guest-order';
  const send = () =>
    apiRequest<{ success: true; order: Order }>(path, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      fallbackMessage: messages.PLACE_ORDER_FAILED,
    });
  try {
    return (await send()).order;
  } catch (error) {
    if (!isTransient(error)) throw error;
    return (await send()).order;
  }
}
