// The wishlist calls of docs/decisions/035, under /api/shop/wishlist: the
// signed-in customer's own list, answered in the page's language.
import { messages, type Wishlist } from '@store/contract';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../language';
import { sentence } from '#web/lib/i18n/sentences';

interface WishlistResponse {
  success: true;
  message?: string;
  data: Wishlist;
}

const lang = () => `?lang=${currentLanguage()}`;

export async function getWishlistRequest(): Promise<Wishlist> {
  const response = await apiRequest<WishlistResponse>(`/shop/wishlist${lang()}`, { noCache: true, fallbackMessage: sentence('FETCH_WISHLIST_FAILED', messages.FETCH_WISHLIST_FAILED) });
  return response.data;
}

export async function saveToWishlistRequest(productId: string): Promise<Wishlist> {
  const response = await apiRequest<WishlistResponse>(`/shop/wishlist/${encodeURIComponent(productId)}${lang()}`, {
    method: 'PUT',
    fallbackMessage: sentence('WISHLIST_FAILED', messages.WISHLIST_FAILED),
  });
  return response.data;
}

export async function removeFromWishlistRequest(productId: string): Promise<Wishlist> {
  const response = await apiRequest<WishlistResponse>(`/shop/wishlist/${encodeURIComponent(productId)}${lang()}`, {
    method: 'DELETE',
    fallbackMessage: sentence('WISHLIST_FAILED', messages.WISHLIST_FAILED),
  });
  return response.data;
}

export async function mergeWishlistRequest(productIds: readonly string[]): Promise<Wishlist> {
  const response = await apiRequest<WishlistResponse>(`/shop/wishlist/merge${lang()}`, {
    method: 'POST',
    body: { productIds },
    fallbackMessage: sentence('WISHLIST_FAILED', messages.WISHLIST_FAILED),
  });
  return response.data;
}
