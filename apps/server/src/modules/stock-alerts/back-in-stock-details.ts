import { localized } from '#server/modules/catalog/index';
import { filsToAed, type Language } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import type { BackInStockDetails } from '#server/lib/outbox/email-payload';
import { alertWaiting, findAlertProduct } from './stock-alerts.repository';
import type { UnsubscribeSigner } from './unsubscribe-token';

/**
 * The product of a back-in-stock e-mail as it is when the worker sends it
 * (docs/decisions/037), with its links; null when there is nothing to tell: the
 * product was deleted, its stock ran out again (the alert keeps waiting for the
 * next restock, issue 26 item 1), or the address no longer waits on it.
 */
export async function backInStockDetails(
  db: DbOrTx,
  request: { productId: string; to: string; language: Language; origin: string },
  unsubscribe: UnsubscribeSigner,
): Promise<BackInStockDetails | null> {
  const product = await findAlertProduct(db, request.productId);
  if (!product || product.totalStock <= 0 || !(await alertWaiting(db, request.productId, request.to))) return null;
  const token = await unsubscribe.sign(request.to);
  return {
    title: localized(product.title, product.titleAr, request.language),
    priceAed: filsToAed(product.salePriceFils ?? product.priceFils),
    // English addresses; the e-mail's locale moves them under /ar for an Arabic alert. The token rides in
    // the fragment, as the password reset's does: never sent to a server nor written in a log.
    productUrl: `${request.origin}/shop/product/${product.id}`,
    unsubscribeUrl: `${request.origin}/shop/stock-alerts/unsubscribe#token=${encodeURIComponent(token)}`,
  };
}
