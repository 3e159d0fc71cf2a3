// docs/store-rules.md#cart-calls and #10-orders-stock-and-money (merge): the server cart of a
// registered customer. Each call answers { success, message?, data: cart }.
import type { Cart } from '@store/contract';
import { apiRequest, type ApiRequest } from '#web/lib/api-client';
import { cartFallback, type CartCall } from '../state/cart-reducer';

interface CartResponse {
  success: true;
  message?: string;
  data: Cart;
}

export interface CartLineRequest {
  userId: string;
  productId: string;
  quantity: number;
}

const encode = encodeURIComponent;

/** One call of the server cart: the cart it answers, or its failure with the cart's sentence for `call`. */
async function cartRequest(path: string, call: CartCall, request: Omit<ApiRequest, 'fallbackMessage'> = {}): Promise<Cart> {
  const response = await apiRequest<CartResponse>(path, { ...request, fallbackMessage: cartFallback(call) });
  return response.data;
}

/** GET /shop/cart/{userId}: the cart with each productId populated as the product. */
export function getCartRequest(userId: string): Promise<Cart> {
  return cartRequest(`/shop/cart/${encode(userId)}`, 'fetch', { noCache: true });
}

export function addToCartRequest(line: CartLineRequest): Promise<Cart> {
  return cartRequest('/shop/cart/add', 'add', { method: 'POST', body: line });
}

export function updateCartRequest(line: CartLineRequest): Promise<Cart> {
  return cartRequest('/shop/cart/update', 'update', { method: 'PATCH', body: line });
}

export function removeFromCartRequest(userId: string, productId: string): Promise<Cart> {
  const query = new URLSearchParams({ userId, productId });
  return cartRequest(`/shop/cart/remove?${query.toString()}`, 'remove', { method: 'DELETE' });
}

export function mergeCartRequest(userId: string, items: { productId: string; quantity: number }[]): Promise<Cart> {
  return cartRequest('/shop/cart/merge', 'fetch', { method: 'POST', body: { userId, items } });
}
