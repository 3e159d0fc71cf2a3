// The checkout's loader and action (docs/decisions/045). The form posts to the
// page's action, with JavaScript (after the browser's own checks) or without;
// the action places the order through the API as the visitor, with the
// page's idempotency key, and redirects to the confirmation page, whose
// loader reads the order from the short-lived cookie the placement set. The
// coupon's Apply and Remove post the same form with their `intent`: the action
// answers the figures with or without the code (a fetcher's answer when
// JavaScript runs, the page again without it).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ADDRESS_BOOK_MAX, EMIRATES, messages, type Cart, type OrderPreview, type PaymentMethod, type SavedAddress, type StoreLoadContext } from '@store/contract';
import { addressPath, holdsAddress, loadSavedAddresses } from '#web/lib/address-book';
import type { ApiProblem } from '#web/lib/api-client';
import { actionFailure, readFormFields, submitToApi, type ActionFailure } from '#web/lib/form-action';
import { sentenceIn } from '#web/lib/i18n/sentences';
import { catalogueLang, pathInLanguage, withLang, languageOfPath, requestLanguage } from '#web/lib/language';
import type { OrderLine } from '../api/orders-api';
import { CHECKOUT_FIELDS } from './checkout-schema';
import { fetchOrderPreview } from './order-preview-query';

/** The `intent` of the coupon's buttons; Place Order sends none. */
export const COUPON_INTENTS = { apply: 'coupon-apply', remove: 'coupon-remove' } as const;

/** The action's answer to the coupon's buttons. */
export interface CouponAnswer {
  intent: 'coupon';
  /** The code the figures apply now (null: none); absent when the code was refused. */
  applied?: string | null;
  /** The figures with the code (or without it), for the page without JavaScript. */
  preview: OrderPreview | null;
  /** The code refused, at the coupon's field. */
  failure?: ActionFailure;
  /** The order form's fields as sent, so the page without JavaScript shows them again. */
  values: Record<string, string>;
}

/** A refusal of the coupon code: one of its own codes, or the code's format. */
export function isCouponProblem(problem: ApiProblem): boolean {
  return (problem.code?.startsWith('COUPON_') ?? false) || problem.errors.some((error) => error.path === 'couponCode');
}

/** What the checkout page is rendered with. */
export interface CheckoutLoaderData {
  /** Made per page: a double submit (or a retry after a lost answer) places one order. */
  idempotencyKey: string;
  /** A customer's cart is the server's: its lines, so the page works before JavaScript. Null for a guest. */
  serverCart: { items: OrderLine[]; titles: Record<string, string>; preview: OrderPreview | null } | null;
  /**
   * A customer's address book (docs/store-rules.md#address-book) and the address that fills the form:
   * the one of `?address={id}` (the picker's links before JavaScript), else the default. A guest: none.
   */
  addressBook: { addresses: SavedAddress[]; chosenId: string | null };
}

/** The query parameter of the address picker's links. */
export const ADDRESS_PARAM = 'address';

/** The "save this address" box: ticked, it sends this value. */
export const SAVE_ADDRESS_TICKED = 'yes';

async function addressBookOf(request: Request, context: StoreLoadContext): Promise<CheckoutLoaderData['addressBook']> {
  const addresses = (await loadSavedAddresses(context)) ?? [];
  const asked = new URL(request.url).searchParams.get(ADDRESS_PARAM);
  const chosen = addresses.find((address) => address._id === asked) ?? addresses.find((address) => address.isDefault);
  return { addresses, chosenId: chosen?._id ?? null };
}

export async function checkoutLoader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<CheckoutLoaderData> {
  const idempotencyKey = crypto.randomUUID();
  if (context.user?.role !== 'customer') return { idempotencyKey, serverCart: null, addressBook: { addresses: [], chosenId: null } };
  const [{ status, body }, addressBook] = await Promise.all([
    context.api<{ data?: Cart }>(`/api/shop/cart/${encodeURIComponent(context.user._id)}`),
    addressBookOf(request, context),
  ]);
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
  return { idempotencyKey, serverCart: { items, titles, preview }, addressBook };
}

/** The page's own data is personal (the idempotency key, a customer's cart): never shared by the page cache. */
export const checkoutHeaders = () => ({ 'Cache-Control': 'private, no-store' });

const FORM_FIELDS = [...CHECKOUT_FIELDS, 'items', 'totalPrice', 'couponCode', 'idempotencyKey', 'intent', 'saveAddress'] as const;
type FormFields = Record<(typeof FORM_FIELDS)[number], string>;

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

/** The fields to show again: never the lines, the total or the key (the page makes its own). */
function shownAgain(form: FormFields): Record<string, string> {
  const { items: _items, totalPrice: _total, idempotencyKey: _key, intent: _intent, ...values } = form;
  return values;
}

/** Apply or Remove: the figures for the form's lines with the code typed, or without any. */
async function couponAction(form: FormFields, request: Request, context: StoreLoadContext): Promise<CouponAnswer> {
  const values = shownAgain(form);
  const code = form.intent === COUPON_INTENTS.apply ? form.couponCode.trim() : '';
  const emirate = EMIRATES.find((one) => one === form['deliveryAddress.emirate']);
  const paymentMethod = (form.paymentMethod || 'cash_on_delivery') as PaymentMethod;
  const answer = await fetchOrderPreview(context.api, { items: readLines(form.items), paymentMethod, emirate, couponCode: code || null }, catalogueLang(request));
  if (answer.preview) return { intent: 'coupon', applied: answer.preview.couponCode ?? null, preview: answer.preview, values };
  if (isCouponProblem(answer.problem)) return { intent: 'coupon', preview: null, failure: { problem: answer.problem, values: { couponCode: form.couponCode } }, values };
  // Not about the code (stock, a product gone): it applies, and the summary shows that problem as always.
  return { intent: 'coupon', applied: code ? code.toUpperCase() : null, preview: null, values };
}

export async function checkoutAction({ request, context }: ActionFunctionArgs<StoreLoadContext>) {
  const form = await readFormFields(request, FORM_FIELDS);
  if (form.intent === COUPON_INTENTS.apply || form.intent === COUPON_INTENTS.remove) {
    const answer = await couponAction(form, request, context);
    const status = answer.failure?.problem.status ?? 200;
    return data(answer, { status: status >= 400 || status === 200 ? status : 500 });
  }
  return placeOrder(form, request, context);
}

async function placeOrder(form: FormFields, request: Request, context: StoreLoadContext) {
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
    sentenceIn(requestLanguage(request), 'PLACE_ORDER_FAILED', messages.PLACE_ORDER_FAILED),
  );
  if (!outcome.ok) return actionFailure(outcome.problem, shownAgain(form));
  if (user && form.saveAddress === SAVE_ADDRESS_TICKED) await saveToAddressBook(context, request, common.deliveryAddress);
  return redirect(pathInLanguage('/shop/order-confirmation', language));
}

/**
 * "Save this address to my address book", once the order is placed: unless the book holds it already or is
 * full. The order never waits on it: a refusal leaves the book as it was.
 */
async function saveToAddressBook(context: StoreLoadContext, request: Request, address: Record<string, string | undefined>) {
  const book = await loadSavedAddresses(context);
  if (!book || book.length >= ADDRESS_BOOK_MAX || holdsAddress(book, address)) return;
  await context.api(addressPath(request), { method: 'POST', body: address });
}
