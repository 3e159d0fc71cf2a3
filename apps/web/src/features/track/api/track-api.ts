// The tracking calls (issue 13 items 2 and 3, docs/decisions/021), under /api/shop/track.
import type { TaxDocumentName } from '@store/contract';
import { t } from '#web/lib/i18n';
import { localePath, withLang, type Language } from '#web/lib/language';

export const TRACK_PAGE = '/shop/track';
/** For the loader (context.api), which takes paths under /api; `lang` (catalogueLang) names the lines in the page's language. */
export const trackLinkPath = (lang?: Language) => withLang('/api/shop/track/link', lang);
export const ownOrderPath = (orderId: string, lang?: Language) => withLang(`/api/shop/track/mine/${encodeURIComponent(orderId)}`, lang);
/** For the page's action (track-actions.ts): the lookup and the cancellation, in a POST body. */
export const lookupPath = (lang?: Language) => withLang('/api/shop/track/lookup', lang);
export const cancelPath = (lang?: Language) => withLang('/api/shop/track/cancel', lang);

/** The page of one of a signed-in customer's orders (the account page links it). */
export const ownOrderPage = (orderId: string) => localePath(`${TRACK_PAGE}?order=${encodeURIComponent(orderId)}`);

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * The order's invoice or credit note as a PDF, for the holder of its tracking
 * token: a POST, so the token stays out of URLs and access logs (docs/decisions/021, 026).
 * A refusal throws an Error with the server's sentence (or the fallback).
 */
export async function fetchTrackedDocument(token: string, document: TaxDocumentName): Promise<{ blob: Blob; fileName: string }> {
  const failed = t('invoice.downloadFailed');
  const response = await fetch('/api/shop/invoices/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
    body: JSON.stringify({ token, document }),
    credentials: 'same-origin',
  }).catch(() => null);
  if (!response) throw new Error(failed);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const text = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
    throw new Error(typeof text === 'string' && text !== '' ? text : failed);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, `${document}.pdf`) };
}
