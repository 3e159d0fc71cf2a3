// The checkout's loader and action (docs/decisions/045). The form posts to the
// page's action, with JavaScript (after the browser's own checks) or without;
// the action places the order through the API as the visitor, with the
// page's idempotency key, and redirects to the confirmation page, whose
// loader reads the order from the short-lived cookie the placement set.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { messages, type Cart, type OrderPreview, type StoreLoadContext } from '@store/contract';
import { actionFailure, readFormFields, submitToApi } from '#web/lib/form-action';
import { catalogueLang, pathInLanguage, withLang, languageOfPath } from '#web/lib/language';
import type { OrderLine } from '../api/orders-api';
import { CHECKOUT_FIELDS } from './checkout-schema';

/** What the checkout page is rendered with. */
export interface CheckoutLoaderData {
  /** Made per page: a double submit (or a retry after a lost answer) places one order. */
  idempotencyKey: string;
  /** A customer's cart is the server's: its lines, so the page works before JavaScript. Null for a guest. */
  serverCart: { items: OrderLine[]; titles: Record<string, string>; preview: OrderPreview | null } | null;
}

export async function checkoutLoader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<CheckoutLoaderData> {
  const idempotencyKey = crypto.randomUUID();
  if (context.user?.role !== 'customer') return { idempotencyKey, serverCart: null };
  const { status, body } = await context.api<{ data?: Cart }>(`/api/shop/cart/${encodeURIComponent(context.user._id)}`);
  const lines = status === 200 ? (body.data?.items ?? []) : [];
  const items = lines
    .filter((line) => line.available !== false && line.totalStock > 0)
    .map((line) => ({ productId: typeof line.productId === 'string' ? line.productId : line.productId._id, quantity: line.quantity }));
  const titles = Object.fromEntries(lines.map((line) => [typeof line.productId === 'string' ? line.productId : line.productId._id, line.title]));
  // Priced as the form starts (cash on delivery, the standard fee until an emirate is picked).
  const priced =
    items.length > 0
      ? await context.api<{ data?: OrderPreview }>(withLang('/api/shop/order/preview', catalogueLang(request)), {
          method: 'POST',
          body: { items, paymentMethod: 'cash_on_delivery' },
        })
      : null;
  const preview = priced?.status === 200 ? (priced.body.data ?? null) : null;
  return { idempotencyKey, serverCart: { items, titles, preview } };
}

/** The page's own data is personal (the idempotency key, a customer's cart): never shared by the page cache. */
export const checkoutHeaders = () => ({ 'Cache-Control': 'private, no-store' });

const FORM_FIELDS = [...CHECKOUT_FIELDS, 'items', 'totalPrice', 'couponCode', 'idempotencyKey'] as const;

/** The lines the form carries (JSON of product ids and quantities); anything unreadable is none, which the API refuses. */
function readLines(text: string): OrderLine[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((line: unknown) =>
      typeof line === 'object' && line !== null && 'productId' in line && 'quantity' in line && typeof line.productId === 'string'
        ? [{ productId: line.productId, quantity: Number(line.quantity) }]
        : [],
    );
  } catch {
    return [];
  }
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);

export async function placeOrderAction({ request, context }: ActionFunctionArgs<StoreLoadContext>) {
  const form = await readFormFields(request, FORM_FIELDS);
  const language = languageOfPath(new URL(request.url).pathname);
  const common = {
    items: readLines(form.items),
    totalPrice: Number(form.totalPrice),
    deliveryAddress: {
      emirate: form['deliveryAddress.emirate'],
      city: form['deliveryAddress.city'],
      area: form['deliveryAddress.area'],
      street: form['deliveryAddress.street'],
      building: form['deliveryAddress.building'],
      apartment: optional(form['deliveryAddress.apartment']),
      landmark: optional(form['deliveryAddress.landmark']),
    },
    paymentMethod: form.paymentMethod,
    companyName: optional(form.companyName),
    companyTrn: optional(form.companyTrn),
    couponCode: optional(form.couponCode),
    // The order's e-mails go out in the language it was placed in.
    language,
  };
  const user = context.user;
  const [path, body] = user
    ? ['/api/shop/order/place-registered-order', { userId: user._id, ...common }]
    : ['/api/shop/order/place-guest-order', { name: form.name, email: form.email, phone: form.phone, ...common }];
  const outcome = await submitToApi(
    context,
    withLang(path, catalogueLang(request)),
    { body, headers: form.idempotencyKey ? { 'Idempotency-Key': form.idempotencyKey } : {} },
    messages.PLACE_ORDER_FAILED,
  );
  if (!outcome.ok) {
    const { items: _items, totalPrice: _total, idempotencyKey: _key, ...values } = form;
    return actionFailure(outcome.problem, values);
  }
  return redirect(pathInLanguage('/shop/order-confirmation', language));
}
