// The checkout's preview as a read (docs/decisions/047): the browser's lines,
// payment method, emirate and coupon travel in the address of the resource
// route app/routes/shop-checkout-preview.ts, which asks the API
// (POST /api/shop/order/preview) through the load context. A GET, so asking
// again never re-runs the page's loaders the way a submission would.
import { messages, type Emirate, type OrderPreview, type PaymentMethod, type StoreLoadContext } from '@store/contract';
import { parseProblem, type ApiProblem } from '#web/lib/api-client';
import { localePath, withLang, type Language } from '#web/lib/language';
import type { OrderLine } from '../api/orders-api';
import { sentence } from '#web/lib/i18n/sentences';

export interface PreviewRequest {
  items: OrderLine[];
  paymentMethod: PaymentMethod;
  emirate?: Emirate | undefined;
  couponCode?: string | null | undefined;
}

/** The preview route's answer: the server's figures, or why there are none. */
export type PreviewAnswer = { preview: OrderPreview; problem: null } | { preview: null; problem: ApiProblem };

/** The address of the preview for these inputs, in the page's language tree; the same inputs, the same address. */
export function previewHref({ items, paymentMethod, emirate, couponCode }: PreviewRequest): string {
  const query = new URLSearchParams();
  for (const line of items) query.append('item', `${line.productId}*${line.quantity}`);
  query.set('payment', paymentMethod);
  if (emirate) query.set('emirate', emirate);
  if (couponCode) query.set('coupon', couponCode);
  return `${localePath('/shop/checkout/preview')}?${query.toString()}`;
}

/** The inputs back from the address; anything odd goes to the API as it is, which refuses it with its message. */
export function readPreviewRequest(url: URL): PreviewRequest {
  const items = url.searchParams.getAll('item').map((item) => {
    const at = item.lastIndexOf('*');
    return { productId: at < 0 ? item : item.slice(0, at), quantity: at < 0 ? Number.NaN : Number(item.slice(at + 1)) };
  });
  const emirate = url.searchParams.get('emirate');
  const couponCode = url.searchParams.get('coupon');
  return {
    items,
    paymentMethod: (url.searchParams.get('payment') ?? '') as PaymentMethod,
    ...(emirate ? { emirate: emirate as Emirate } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
}

/** The server's figures for the request, asked as the visitor (the session decides free delivery). */
export async function fetchOrderPreview(api: StoreLoadContext['api'], request: PreviewRequest, lang?: Language): Promise<PreviewAnswer> {
  const { items, paymentMethod, emirate, couponCode } = request;
  try {
    const { status, body } = await api<{ success?: boolean; data?: OrderPreview }>(withLang('/api/shop/order/preview', lang), {
      method: 'POST',
      body: { items, paymentMethod, ...(emirate ? { emirate } : {}), ...(couponCode ? { couponCode } : {}) },
    });
    if (status === 200 && body.success === true && body.data) return { preview: body.data, problem: null };
    return { preview: null, problem: parseProblem(status, body, sentence('SERVER_ERROR', messages.SERVER_ERROR)) };
  } catch {
    return { preview: null, problem: parseProblem(0, null, sentence('SERVER_ERROR', messages.SERVER_ERROR)) };
  }
}
