// docs/store-rules.md#cart-calls and #10-orders-stock-and-money (merge): the server cart of a
// registered customer. Each call answers { success, message?, data: cart }.
import type { Cart } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';
import { cartFallback } from '../state/cart-reducer';

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

/** GET /shop/cart/{userId}: the cart with each productId populated as the product. */
export async function getCartRequest(userId: string): Promise<Cart> {
  const response = await apiRequest<CartResponse>(`/shop/cart/${encode(userId)}`, {
    fallbackMessage: cartFallback('fetch'),
    noCache: true,
  });
  return response.data;
}

export async function addToCartRequest(line: CartLineRequest): Promise<Cart> {
  const response = await apiRequest<CartResponse>('/shop/cart/add', {
    method: 'POST',
    body: line,
    fallbackMessage: cartFallback('add'),
  });
  return response.data;
}

export async function updateCartRequest(line: CartLineRequest): Promise<Cart> {
  const response = await apiRequest<CartResponse>('/shop/cart/update', {
    method: 'PATCH',
    body: line,
    fallbackMessage: cartFallback('update'),
  });
  return response.data;
}

export async function removeFromCartRequest(userId: string, productId: string): Promise<Cart> {
  const query = new URLSearchParams({ userId, productId });
  const response = await apiRequest<CartResponse>(`/shop/cart/remove?${query.toString()}`, {
    method: 'DELETE',
    fallbackMessage: cartFallback('remove'),
  });
  return response.data;
}

export async function mergeCartRequest(userId: string, items: { productId: string; quantity: number }[]): Promise<Cart> {
  const response = await apiRequest<CartResponse>('/shop/cart/merge', {
    method: 'POST',
    body: { userId, items },
    fallbackMessage: cartFallback('fetch'),
  });
  return response.data;
}
