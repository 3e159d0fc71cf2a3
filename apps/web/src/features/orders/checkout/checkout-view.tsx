import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_BOOK_MAX, EMIRATES, type ErrorCode, type OrderPreview, type SavedAddress, type User } from '@store/contract';
import { ShoppingBag, UserRound } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Form, Link, useActionData, useFetcher, useNavigation, useSubmit } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { EmptyState } from '#web/components/ui/status-panels';
import type { ApiProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { firstError, type ActionFailure } from '#web/lib/form-action';
import { COUPON_INTENTS, isCouponProblem, SAVE_ADDRESS_TICKED, type CheckoutLoaderData, type CouponAnswer } from './checkout-actions';
import { AddressFields, BusinessFields, CheckoutSection, GuestContactFields, PaymentFields } from './checkout-fields';
import { CouponField } from './coupon-field';
import { addressFormFields, CHECKOUT_FIELDS, checkoutDefaults, checkoutSchema, serverFieldErrors, type CheckoutFormValues } from './checkout-schema';
import { SavedAddressPicker } from './saved-address-picker';
import { CheckoutSummary, type LineProblem } from './checkout-summary';
import { useOrderPreview } from './use-order-preview';
import { localePath } from '#web/lib/language';

export interface CheckoutLine {
  productId: string;
  quantity: number;
  title: string;
}

export interface CheckoutViewProps {
  /** The page's h1: 'Checkout' on /shop/checkout, 'Place your order' on /shop/order. */
  title: string;
  /** The cart lines that can be ordered. */
  lines: CheckoutLine[];
  /** Cart lines the stock cannot cover; they are left out of the order. */
  unavailable: { title: string }[];
  /** The signed-in customer, or null for a guest. */
  user: User | null;
  /**
   * The cart is not known yet: a server render and the first render in the
   * browser (the guest cart is restored from local storage after hydration),
   * or a customer's cart on its way. The page shows its frame meanwhile.
   */
  cartLoading: boolean;
  /** Made by the page's loader: the form sends it as Idempotency-Key, so a double submit places one order. */
  idempotencyKey: string;
  /** The figures the server rendered the page with (a customer's server cart), until the browser's preview answers. */
  initialPreview?: OrderPreview | undefined;
  /** A customer's address book and the address the page was rendered with (the default, or `?address=`). */
  addressBook?: CheckoutLoaderData['addressBook'] | undefined;
  onSetQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}

/** Failures of the preview or the placement that name one product: over stock, over the units per order, or gone. */
const LINE_CODES: ReadonlySet<ErrorCode | null> = new Set(['STOCK_LIMIT', 'QUANTITY_LIMIT', 'PRODUCT_NOT_FOUND']);

/** A refusal of the preview or the placement that names a product (stock shortfall or a product gone). */
function lineProblemOf(problem: ApiProblem, lines: CheckoutLine[]): LineProblem | null {
  const productId = problem.details?.productId;
  if (!LINE_CODES.has(problem.code) || typeof productId !== 'string') return null;
  const title = problem.details?.title;
  // Over the units one order may hold: lower to that limit; over stock: to the stock, within that limit
  // (the stock's sentence speaks first even where the limit is smaller, docs/decisions/016).
  const stock = problem.details?.totalStock;
  const most = problem.code === 'QUANTITY_LIMIT' ? problem.details?.maxQuantity : typeof stock === 'number' ? Math.min(stock, storeConfig.maxUnitsPerProduct) : stock;
  return {
    message: problem.message,
    productId,
    title: typeof title === 'string' ? title : (lines.find((line) => line.productId === productId)?.title ?? null),
    canHave: typeof most === 'number' ? most : null,
  };
}

/**
 * The checkout of docs/store-rules.md#checkout (/shop/checkout and /shop/order): the
 * cart's lines priced by the server, the delivery address (with contact
 * details for a guest), the payment method, the totals and Place Order.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { title, lines, unavailable, user, cartLoading, onSetQuantity, onRemove, idempotencyKey, initialPreview, addressBook } = props;
  const savedAddresses = addressBook?.addresses ?? [];
  const [chosenId, setChosenId] = useState(addressBook?.chosenId ?? null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const answer = useActionData<ActionFailure | CouponAnswer>();
  // The page's own answer: a refused placement, or (without JavaScript) the coupon's buttons.
  const failure = answer && !('intent' in answer) ? answer : undefined;
  const pageCoupon = answer && 'intent' in answer ? answer : undefined;
  const couponFetcher = useFetcher<CouponAnswer>();
  const isGuest = user === null;
  const items = useMemo(() => lines.map(({ productId, quantity }) => ({ productId, quantity })), [lines]);
  // The fields as last sent (a refused placement, a coupon's round trip without JavaScript), else the empty form;
  // a refused placement's field errors show at once, in the server's HTML too.
  const sent = failure?.values ?? pageCoupon?.values;
  const serverErrors = useMemo(() => (failure ? serverFieldErrors(failure.problem.errors) : undefined), [failure]);
  const chosenAddress = savedAddresses.find((address) => address._id === addressBook?.chosenId);
  const form = useForm({ resolver: zodResolver(checkoutSchema), defaultValues: checkoutDefaults(user, sent, chosenAddress), errors: serverErrors });

  /** A saved address chosen after hydration: its fields fill the form (the emirate re-prices the delivery). */
  function chooseAddress(address: SavedAddress) {
    setChosenId(address._id);
    for (const [name, value] of Object.entries(addressFormFields(address))) {
      form.setValue(name as keyof CheckoutFormValues, value, { shouldValidate: form.formState.isSubmitted });
    }
  }
  // The payment method prices the order too (COD_FEE_AED): the preview asks again when it changes.
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' }) ?? 'cash_on_delivery';
  // So does the emirate (its delivery fee, docs/decisions/032): the fee shows as soon as one is picked.
  const picked = useWatch({ control: form.control, name: 'deliveryAddress.emirate' });
  const emirate = EMIRATES.find((one) => one === picked);
  // The coupon code the server accepted (docs/decisions/033): the preview prices with it, the placement sends it.
  const [couponCode, setCouponCode] = useState<string | null>(pageCoupon?.applied ?? null);
  // The fetcher's newest answer to Apply sets the code (its refusal leaves it as it was).
  const [couponAnswered, setCouponAnswered] = useState(couponFetcher.data);
  if (couponFetcher.data !== couponAnswered) {
    setCouponAnswered(couponFetcher.data);
    if (couponFetcher.data && couponFetcher.data.applied !== undefined) setCouponCode(couponFetcher.data.applied);
  }
  const couponAnswer = couponFetcher.data ?? pageCoupon;
  const couponRefusal = couponAnswer?.failure ? { message: firstError(couponAnswer.failure) ?? '', code: couponAnswer.failure.values?.couponCode ?? '' } : null;
  const linesKey = JSON.stringify([items, paymentMethod, emirate, couponCode]);
  const browserPreview = useOrderPreview(items, user?._id ?? null, paymentMethod, emirate, couponCode);
  // Before the browser's preview answers (or without JavaScript), the figures the page was rendered with
  // (with the coupon's, when its button brought the page back).
  const rendered = pageCoupon?.preview ?? initialPreview;
  const preview = browserPreview.data || browserPreview.isFetching || !rendered ? browserPreview : { ...browserPreview, data: rendered };
  const [formError, setFormError] = useState<string | null>(null);
  // Both belong to the cart they were answered for: a change of the cart makes them moot.
  const [placementProblemFor, setPlacementProblem] = useState<{ linesKey: string; problem: LineProblem } | null>(null);
  /** The total the server answered on a 409: the next click sends it (docs/store-rules.md#the-server-decides). */
  const [confirmedTotalFor, setConfirmedTotal] = useState<{ linesKey: string; totalPrice: number; message: string } | null>(null);
  const placementProblem = placementProblemFor?.linesKey === linesKey ? placementProblemFor.problem : null;
  const confirmedTotal = confirmedTotalFor?.linesKey === linesKey ? confirmedTotalFor : null;

  const fetchedProblem = preview.isFetching ? null : preview.problem;
  // A refusal of the applied code (the cart changed since) is shown by the code field, with its Remove.
  const couponProblem = fetchedProblem && isCouponProblem(fetchedProblem) ? fetchedProblem.message : null;
  const previewProblem = couponProblem ? null : fetchedProblem;

  /** Asks the checkout's action with the code (checkout-actions.ts): its answer applies it, or says why not. */
  function applyCoupon(code: string) {
    const fields = { intent: COUPON_INTENTS.apply, couponCode: code, items: JSON.stringify(items), paymentMethod, 'deliveryAddress.emirate': emirate ?? '' };
    void couponFetcher.submit(fields, { method: 'post' });
  }
  const previewLineProblem = previewProblem ? lineProblemOf(previewProblem, lines) : null;

  // The browser checks the fields first; then the form posts to the page's action, which places the order
  // (features/orders/checkout/checkout-actions.ts). Without JavaScript the form posts itself.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    void form.handleSubmit(() => {
      setFormError(null);
      setPlacementProblem(null);
      void submit(target, { method: 'post' });
    })(event);
  };

  // The action's refusal: a new total to confirm, a line the stock cannot cover, or fields to correct.
  useEffect(() => {
    if (failure) handleFailure(failure.problem);
    // oxlint-disable-next-line react/exhaustive-deps, react-hooks/exhaustive-deps -- once per answer of the action
  }, [failure]);

  const placing = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const totalToSend = confirmedTotal?.totalPrice ?? preview.data?.totalPrice;

  function handleFailure(problem: ApiProblem) {
    const newTotal = problem.details?.totalPrice;
    if (problem.code === 'ORDER_TOTAL_CHANGED' && typeof newTotal === 'number') {
      setConfirmedTotal({ linesKey, totalPrice: newTotal, message: problem.message });
      preview.refetch();
      return;
    }
    const lineProblem = lineProblemOf(problem, lines);
    if (lineProblem) {
      setPlacementProblem({ linesKey, problem: lineProblem });
      preview.refetch();
      return;
    }
    const unmatched = applyFieldErrors(problem.errors, form.setError, CHECKOUT_FIELDS);
    if (problem.errors.length === 0 || unmatched.length > 0 || problem.errors.length > 1) setFormError(problem.message);
  }

  if (items.length === 0 && !cartLoading && !placing) {
    return (
      // At least a screen tall: the server rendered the (taller) checkout frame, and when the restored cart
      // turns out empty the footer must not rise into view (a layout shift).
      <div className="flex min-h-dvh flex-col gap-8">
        <PageHeading title={title} />
        <EmptyState
          icon={ShoppingBag}
          title={t('cart.empty')}
          description={unavailable.length > 0 ? t('checkout.onlyUnavailable') : t('checkout.emptyText')}
          actions={
            <Link to={localePath('/shop/listing')} className={buttonClasses('primary', 'md')}>
              {t('cart.browse')}
            </Link>
          }
        />
      </div>
    );
  }

  const lineProblem = previewLineProblem ?? placementProblem;
  const hiddenContactError = !isGuest && (form.formState.errors.name ?? form.formState.errors.email ?? form.formState.errors.phone);

  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={title} description={t('checkout.intro')} />
      <FormProvider {...form}>
        <Form method="post" noValidate onSubmit={onSubmit} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
          {/* The form's default button, first of its submit buttons: Enter in a field places the order, as the
              green button does, never the coupon's Apply (which comes before Place Order). */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="items" value={JSON.stringify(items)} />
          {totalToSend === undefined ? null : <input type="hidden" name="totalPrice" value={totalToSend} />}
          {/* min-w-0: a long e-mail on the customer's card is cut short, never widening the page on a phone. */}
          <div className="flex min-w-0 flex-col gap-6">
            {isGuest ? (
              <CheckoutSection step={1} title={t('checkout.contact')} description={t('checkout.contactHint')}>
                <GuestContactFields />
              </CheckoutSection>
            ) : (
              <CustomerCard user={user} />
            )}
            <CheckoutSection step={isGuest ? 2 : 1} title={t('checkout.address')} description={t('checkout.addressHint')}>
              {savedAddresses.length > 0 ? <SavedAddressPicker addresses={savedAddresses} chosenId={chosenId} onChoose={chooseAddress} /> : null}
              <AddressFields />
              {isGuest || savedAddresses.length >= ADDRESS_BOOK_MAX ? null : (
                <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name="saveAddress" value={SAVE_ADDRESS_TICKED} defaultChecked={savedAddresses.length === 0} className="size-4 accent-accent" />
                  {t('addressBook.saveAtCheckout')}
                </label>
              )}
            </CheckoutSection>
            <CheckoutSection step={isGuest ? 3 : 2} title={t('checkout.payment')} description={t('checkout.paymentHint')}>
              <PaymentFields />
              <BusinessFields />
            </CheckoutSection>
          </div>
          <div className="lg:sticky lg:top-32">
            <CheckoutSummary
              preview={preview.data}
              loading={preview.isFetching || (cartLoading && items.length === 0)}
              isGuest={isGuest}
              placing={placing}
              previewError={previewProblem && !previewLineProblem ? previewProblem.message : null}
              onRetryPreview={preview.refetch}
              lineProblem={lineProblem}
              onSetQuantity={onSetQuantity}
              onRemove={onRemove}
              priceChange={confirmedTotal?.message ?? null}
              formError={formError ?? (hiddenContactError ? hiddenContactError.message ?? null : null)}
              coupon={
                <CouponField
                  key={couponCode ?? ''}
                  applied={couponCode}
                  onApply={applyCoupon}
                  onRemove={() => setCouponCode(null)}
                  checking={couponFetcher.state !== 'idle'}
                  refusal={couponRefusal}
                  problem={couponProblem}
                />
              }
              notices={
                cartLoading && items.length === 0 ? (
                  <output className="sr-only">{t('checkout.loadingCart')}</output>
                ) : unavailable.length > 0 ? (
                  <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
                    {t('checkout.unavailable', { titles: unavailable.map((item) => item.title).join(', ') })}
                  </p>
                ) : null
              }
            />
          </div>
        </Form>
      </FormProvider>
    </div>
  );
}

function CustomerCard({ user }: { user: User }) {
  return (
    <section aria-label={t('checkout.contact')} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <UserRound aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{t('checkout.orderingAs', { name: user.name })}</p>
        <p className="truncate text-sm text-slate-600">
          <bdi>{user.email}</bdi> · <bdi dir="ltr">{user.phone}</bdi>
        </p>
      </div>
    </section>
  );
}
