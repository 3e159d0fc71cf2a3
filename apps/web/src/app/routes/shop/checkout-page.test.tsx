import { GUEST_CART_KEY, messages, type OrderPreview } from '@store/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverCartState } from '#web/features/cart/state/cart-reducer';
import { cartStateWith, guestLine } from '#web/test/cart-state';
import { mockFetch, type MockReply, validationFailed } from '#web/test/fetch-mock';
import { fillAddress, fillContact, fillGuest, placeOrder, placeOrderButton } from '#web/test/checkout-form';
import { makeOrder, makePreview } from '#web/test/orders';
import { customer } from '#web/test/users';
import { renderRoute } from '#web/test/render-route';
import CheckoutRoute, { action, loader, meta as checkoutMeta } from '#web-app/routes/shop-checkout';
import OrderRoute, { meta as orderMeta } from '#web-app/routes/shop-order';
import OrderConfirmationRoute, { loader as confirmationLoader } from '#web-app/routes/shop-order-confirmation';

const line = guestLine({ productId: 'p-1', title: 'Gaming mouse', price: 149.5, quantity: 2, totalStock: 10 });
const PLACE_GUEST = '/api/shop/order/place-guest-order';
const PLACE_REGISTERED = '/api/shop/order/place-registered-order';


interface SetupOptions {
  signedIn?: boolean;
  items?: (typeof line)[];
  place?: (body: unknown, n: number) => MockReply;
  path?: '/shop/checkout' | '/shop/order';
  /** The preview's answer for the request's body (the payment method prices the order too). */
  previewFor?: (body: unknown) => OrderPreview;
}

function setup({ signedIn = false, items = [line], place, path = '/shop/checkout', previewFor }: SetupOptions = {}) {
  let placements = 0;
  let preview = makePreview({ deliveryFee: signedIn ? 0 : 25 });
  const fetchMock = mockFetch(({ url, body }) => {
    if (url === '/api/shop/order/preview') return { body: { success: true, data: previewFor?.(body) ?? preview } };
    if (url === PLACE_GUEST || url === PLACE_REGISTERED) {
      placements += 1;
      return place?.(body, placements) ?? { status: 201, body: { success: true, order: makeOrder() } };
    }
    if (url.startsWith('/api/shop/cart/')) return { body: { success: true, data: { items: [], totalPrice: 0 } } };
    // The order the placement's cookie names, for the confirmation page.
    if (url === '/api/shop/order/placed' && placements > 0) return { body: { success: true, order: makeOrder() } };
    return undefined;
  });
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items, totalPrice: 299 }));
  const user = userEvent.setup();
  const view = renderRoute(
    [
      { path: 'shop/checkout', Component: CheckoutRoute, loader, action },
      { path: 'shop/order', Component: OrderRoute, loader, action },
      { path: 'shop/order-confirmation', Component: OrderConfirmationRoute, loader: confirmationLoader },
    ],
    path,
    {
      user: signedIn ? customer : null,
      preloaded: { cart: cartStateWith(items, signedIn ? { userId: customer._id } : {}) },
    },
  );
  const placementCalls = () => fetchMock.mock.calls.filter(([url]) => url === PLACE_GUEST || url === PLACE_REGISTERED);
  const setPreview = (next: typeof preview) => (preview = next);
  return { ...view, user, fetchMock, placementCalls, setPreview };
}

const headerOf = (call: unknown[] | undefined) => (call?.[1] as RequestInit | undefined)?.headers as Record<string, string>;
const location = () => screen.getByTestId('location').textContent;

describe('checkout (/shop/checkout and /shop/order)', () => {
  it('renders its frame for a guest before the cart is known (server render), then prices the cart restored after hydration', async () => {
    const fetchMock = mockFetch(({ url }) => (url === '/api/shop/order/preview' ? { body: { success: true, data: makePreview() } } : undefined));
    const { store } = renderRoute([{ path: 'shop/checkout', Component: CheckoutRoute, loader, action }], '/shop/checkout', {
      preloaded: { cart: serverCartState() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Emirate')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => {
      store.cart.dispatch({ type: 'guestCartRestored', items: [line], totalPrice: 299, guestId: 'guest-1' });
    });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('AED 324.00')).toBeInTheDocument();
    expect(within(summary).getByText('Gaming mouse')).toBeInTheDocument();
    expect(placeOrderButton()).toBeEnabled();
  });

  it('says the cart is empty once the restored guest cart turns out empty', async () => {
    mockFetch(() => undefined);
    const { store } = renderRoute([{ path: 'shop/checkout', Component: CheckoutRoute, loader, action }], '/shop/checkout', {
      preloaded: { cart: serverCartState() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    act(() => {
      store.cart.dispatch({ type: 'guestCartRestored', items: [], totalPrice: 0, guestId: 'guest-1' });
    });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it("/shop/order is the same checkout under 'Place your order'; each has its page title", async () => {
    setup({ path: '/shop/order' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Place your order' })).toBeInTheDocument();
    expect(await screen.findByText('AED 324.00')).toBeInTheDocument();
    expect(orderMeta()).toContainEqual({ title: 'Place your order | Falcon Computers' });
    expect(checkoutMeta()).toContainEqual({ title: 'Checkout | Falcon Computers' });
  });

  it('shows an empty cart with a way to the listing', async () => {
    setup({ items: [] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop/listing');
  });

  it("shows the server's figures: subtotal, delivery, VAT included and total", async () => {
    setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Gaming mouse')).toBeInTheDocument();
    expect(within(summary).getAllByText('AED 299.00')).not.toHaveLength(0);
    expect(within(summary).getByText('AED 25.00')).toBeInTheDocument();
    expect(within(summary).getByText('VAT included (5%)')).toBeInTheDocument();
    expect(within(summary).getByText('AED 324.00')).toBeInTheDocument();
    expect(within(summary).getByText(/Registered customers get free delivery/)).toBeInTheDocument();
  });

  it('prices the chosen payment method: the cash-on-delivery fee is a line of its own, gone for card on delivery', async () => {
    const { user, fetchMock } = setup({
      previewFor: (body) => {
        const cash = (body as { paymentMethod?: string }).paymentMethod !== 'card_on_delivery';
        return { ...makePreview(), codFee: cash ? 5 : 0, totalPrice: cash ? 329 : 324 };
      },
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Cash on delivery fee')).toBeInTheDocument();
    expect(within(summary).getByText('AED 5.00')).toBeInTheDocument();
    expect(within(summary).getByText('AED 329.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Card on delivery/ }));
    expect(await within(summary).findByText('AED 324.00')).toBeInTheDocument();
    expect(within(summary).queryByText('Cash on delivery fee')).not.toBeInTheDocument();
    const previews = fetchMock.mock.calls.filter(([url]) => url === '/api/shop/order/preview');
    expect(JSON.parse(String(previews.at(-1)?.[1]?.body))).toMatchObject({ paymentMethod: 'card_on_delivery' });
  });

  it("shows the emirate's delivery fee as soon as it is picked, and places the order with that total", async () => {
    const fees: Record<string, number> = { Dubai: 15, Fujairah: 0 };
    const { user, fetchMock } = setup({
      previewFor: (body) => {
        const emirate = (body as { emirate?: string }).emirate;
        return makePreview({ deliveryFee: emirate === undefined ? 25 : (fees[emirate] ?? 25) });
      },
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('AED 324.00')).toBeInTheDocument();
    expect(within(summary).getByText('AED 25.00')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Emirate'), 'Dubai');
    expect(await within(summary).findByText('AED 314.00')).toBeInTheDocument();
    expect(within(summary).getByText('AED 15.00')).toBeInTheDocument();
    const previews = () => fetchMock.mock.calls.filter(([url]) => url === '/api/shop/order/preview');
    expect(JSON.parse(String(previews().at(-1)?.[1]?.body))).toMatchObject({ emirate: 'Dubai' });

    await user.selectOptions(screen.getByLabelText('Emirate'), 'Fujairah');
    expect(await within(summary).findByText('Free')).toBeInTheDocument();
    expect(within(summary).queryByText('AED 15.00')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Emirate'), 'Dubai');
    expect(await within(summary).findByText('AED 314.00')).toBeInTheDocument();

    await fillContact(user);
    await fillAddress(user, null);
    await placeOrder(user);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === PLACE_GUEST)).toBe(true));
    const placed = fetchMock.mock.calls.find(([url]) => url === PLACE_GUEST);
    expect(JSON.parse(String(placed?.[1]?.body))).toMatchObject({ totalPrice: 314, deliveryAddress: { emirate: 'Dubai' } });
  });

  it('checks the fields with the contract schema before anything is sent', async () => {
    const { user, placementCalls } = setup();
    await screen.findByText('AED 324.00');
    await placeOrder(user);
    expect(await screen.findByText(messages.NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(messages.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByText(messages.PHONE_INVALID)).toBeInTheDocument();
    expect(screen.getByText(messages.EMIRATE_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(messages.FIELD_REQUIRED);
    expect(screen.getByLabelText('Apartment (optional)')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await placeOrder(user);
    expect(await screen.findByText(messages.PHONE_INVALID)).toBeInTheDocument();
    expect(placementCalls()).toHaveLength(0);
  });

  it('on a stale total shows the new one and sends it with the next click, then confirms', async () => {
    const stale = { status: 409, body: { success: false, code: 'ORDER_TOTAL_CHANGED', message: 'Prices have changed: the total is now AED 350.00. Please review and confirm again.', totalPrice: 350 } };
    const { user, placementCalls, store, setPreview } = setup({
      place: (_body, n) => (n === 1 ? stale : { status: 201, body: { success: true, order: makeOrder({ totalPrice: 350 }) } }),
    });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    setPreview(makePreview({ price: 162.5 }));
    await placeOrder(user);

    expect(await screen.findByText(stale.body.message)).toBeInTheDocument();
    expect(screen.getByText(/press Place Order again to confirm/)).toBeInTheDocument();
    const first = placementCalls()[0];
    // The fields as typed: the API normalises the e-mail and the phone with the contract's schema.
    expect(JSON.parse(String(first?.[1]?.body))).toMatchObject({
      name: 'Layla Hassan',
      email: 'Layla@Example.ae',
      phone: '050 123 4567',
      items: [{ productId: 'p-1', quantity: 2 }],
      totalPrice: 324,
      deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 12', building: 'Villa 4' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(await screen.findByText('AED 350.00')).toBeInTheDocument();

    await placeOrder(user);
    await waitFor(() => expect(location()).toBe('/shop/order-confirmation'));
    const second = placementCalls()[1];
    expect(JSON.parse(String(second?.[1]?.body))).toMatchObject({ totalPrice: 350 });
    // The page's Idempotency-Key: a refused attempt placed nothing, so the confirmed one may use it.
    expect(headerOf(first)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(second)['Idempotency-Key']).toBe(headerOf(first)['Idempotency-Key']);
    expect(store.getState().cart).toMatchObject({ items: [], totalPrice: 0 });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("sends the key its page was rendered with, so a second submit of the same page places one order", async () => {
    const { user, placementCalls } = setup({ place: () => ({ status: 503, body: { success: false, message: 'Unavailable' } }) });
    await screen.findByText('AED 324.00');
    const key = (document.querySelector('input[type="hidden"][name="idempotencyKey"]') as HTMLInputElement | null)?.value;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await fillGuest(user);
    await placeOrder(user);
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(headerOf(placementCalls()[0])['Idempotency-Key']).toBe(key);
  });

  it('names the product of a stock shortfall and asks for the figures again', async () => {
    const shortfall = { status: 409, body: { success: false, code: 'STOCK_LIMIT', message: 'Only 1 items available in stock', productId: 'p-1', title: 'Gaming mouse', totalStock: 1 } };
    const { user, fetchMock } = setup({ place: () => shortfall });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    const previews = () => fetchMock.mock.calls.filter(([url]) => url === '/api/shop/order/preview').length;
    const before = previews();
    await placeOrder(user);
    expect(await screen.findByText('Gaming mouse: Only 1 items available in stock')).toBeInTheDocument();
    await waitFor(() => expect(previews()).toBeGreaterThan(before));
    expect(screen.getByRole('button', { name: 'Change the quantity to 1' })).toBeInTheDocument();
  });

  it('names the product over the units one order may hold and offers to lower it to that limit', async () => {
    const overLimit = {
      status: 400,
      body: { success: false, code: 'QUANTITY_LIMIT', message: 'You can order at most 10 of each product per order', productId: 'p-1', title: 'Gaming mouse', totalStock: 40, maxQuantity: 10 },
    };
    const { user } = setup({ place: () => overLimit });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    await placeOrder(user);
    expect(await screen.findByText('Gaming mouse: You can order at most 10 of each product per order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the quantity to 10' })).toBeInTheDocument();
  });

  it('offers at most the per-order limit when the stock speaks above it (issue 26 item 18)', async () => {
    const overStock = {
      status: 409,
      body: { success: false, code: 'STOCK_LIMIT', message: 'Only 18 items available in stock', productId: 'p-1', title: 'Gaming mouse', totalStock: 18 },
    };
    const { user } = setup({ place: () => overStock });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    await placeOrder(user);
    expect(await screen.findByText('Gaming mouse: Only 18 items available in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the quantity to 10' })).toBeInTheDocument();
  });

  it("shows the server's field errors at their fields", async () => {
    const { user } = setup({
      place: () => validationFailed([{ path: 'deliveryAddress.street', message: 'Street is too vague' }], 'Street is too vague'),
    });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    await placeOrder(user);
    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveAccessibleDescription('Street is too vague'));
  });

  it('a business buyer adds a company name and TRN for the tax invoice; a TRN that is not 15 digits is refused at the field', async () => {
    const { user, placementCalls } = setup({ signedIn: true });
    await screen.findByText('Free');
    await fillAddress(user);
    await user.click(screen.getByText('Buying for a company?'));
    await user.type(screen.getByLabelText('Company name (optional)'), 'Gulf Trading LLC');
    await user.type(screen.getByLabelText('Company TRN (optional)'), '1002345');
    await placeOrder(user);
    await waitFor(() => expect(screen.getByLabelText('Company TRN (optional)')).toHaveAccessibleDescription(messages.COMPANY_TRN_INVALID));
    expect(placementCalls()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Company TRN (optional)'));
    await user.type(screen.getByLabelText('Company TRN (optional)'), '100 2345 6789 0003');
    await placeOrder(user);
    await waitFor(() => expect(location()).toBe('/shop/order-confirmation'));
    // As typed: the API keeps the TRN's digits (the contract's schema).
    expect(JSON.parse(String(placementCalls()[0]?.[1]?.body))).toMatchObject({ companyName: 'Gulf Trading LLC', companyTrn: '100 2345 6789 0003' });
  });

  it("a customer's first order ships free; the contact comes from the account", async () => {
    const { user, placementCalls } = setup({ signedIn: true });
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Your first order ships free.')).toBeInTheDocument();
    expect(screen.getByText(`Ordering as ${customer.name}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: /Card on delivery/ }));
    await placeOrder(user);
    await waitFor(() => expect(location()).toBe('/shop/order-confirmation'));
    const body: unknown = JSON.parse(String(placementCalls()[0]?.[1]?.body));
    expect(body).toMatchObject({ userId: customer._id, totalPrice: 299, paymentMethod: 'card_on_delivery' });
    expect(body).not.toHaveProperty('email');
  });
});
