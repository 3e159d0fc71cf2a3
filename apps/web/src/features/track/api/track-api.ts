// The tracking calls (issue 13 items 2 and 3, docs/decisions/021), under /api/shop/track.
import { messages, type CancelOrderInput, type TrackLookupInput, type TrackResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { localePath } from '../../../lib/language';

export const TRACK_PAGE = '/shop/track';
/** For the loader (context.api), which takes paths under /api. */
export const trackLinkPath = '/api/shop/track/link';
export const ownOrderPath = (orderId: string) => `/api/shop/track/mine/${encodeURIComponent(orderId)}`;

/** The page of one of a signed-in customer's orders (the account page links it). */
export const ownOrderPage = (orderId: string) => localePath(`${TRACK_PAGE}?order=${encodeURIComponent(orderId)}`);

export function lookupOrder(input: TrackLookupInput): Promise<TrackResponse> {
  return apiRequest<TrackResponse>('/shop/track/lookup', { method: 'POST', body: input, fallbackMessage: messages.SERVER_ERROR });
}

export function cancelOrder(input: CancelOrderInput): Promise<TrackResponse> {
  return apiRequest<TrackResponse>('/shop/track/cancel', { method: 'POST', body: input, fallbackMessage: messages.SERVER_ERROR });
}
