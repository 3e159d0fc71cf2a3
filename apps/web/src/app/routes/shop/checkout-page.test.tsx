import { GUEST_CART_KEY, messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAST_ORDER_KEY } from '../../../features/orders/confirmation/last-order-storage';
import { cartStateWith, guestLine } from '../../../test/cart-state';
import { mockFetch, type MockReply } from '../../../test/fetch-mock';
import { makeOrder, makePreview } from '../../../test/orders';
import { authStateFor, customer } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import CheckoutPage from './checkout-page';

const line = guestLine({ productId: 'p-1', title: 'Gaming mouse', price: 149.5, quantity: 2, totalStock: 10 });
const PLACE_GUEST = '/api/shop/order/place-guest-order';
const PLACE_REGISTERED = '/api/shop/order/place-registered-order';

function setup({ signedIn = false, items = [line], place }: { signedIn?: boolean; items?: typeof line[]; place?: (body: unknown, n: number) => MockReply } = {}) {
  let placements = 0;
  let preview = makePreview({ deliveryFee: signedIn ? 0 : 25 });
  const fetchMock = mockFetch(({ url, body }) => {
    if (url === '/api/shop/order/preview') return { body: { success: true, data: preview } };
    if (url === PLACE_GUEST || url === PLACE_REGISTERED) {
      placements += 1;
      return place?.(body, placements) ?? { status: 201, body: { success: true, order: makeOrder() } };
    }
    if (url.startsWith('/api/shop/cart/')) return { body: { success: true, data: { items: [], totalPrice: 0 } } };
    return undefined;
  });
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items, totalPrice: 299 }));
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: 'shop/checkout', element: <CheckoutPage /> },
      { path: 'shop/order-confirmation', element: <h1>Confirmation</h1> },
    ],
    '/shop/checkout',
    {
      auth: authStateFor(signedIn ? customer : null),
      cart: cartStateWith(items, signedIn ? { userId: customer._id } : {}),
    },
  );
  const placementCalls = () => fetchMock.mock.calls.filter(([url]) => url === PLACE_GUEST || url === PLACE_REGISTERED);
  const setPreview = (next: typeof preview) => (preview = next);
  return { ...view, user, fetchMock, placementCalls, setPreview };
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Emirate'), 'Dubai');
  await user.type(screen.getByLabelText('City'), 'Dubai');
  await user.type(screen.getByLabelText('Area'), 'Al Barsha');
  await user.type(screen.getByLabelText('Street'), 'Street 12');
  await user.type(screen.getByLabelText('Building or villa'), 'Villa 4');
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Layla Hassan');
  await user.type(screen.getByLabelText('Email'), 'Layla@Example.ae');
  await user.type(screen.getByLabelText('Phone number'), '050 123 4567');
  await fillAddress(user);
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });
const headerOf = (call: unknown[] | undefined) => (call?.[1] as RequestInit | undefined)?.headers as Record<string, string>;

describe('checkout (/shop/checkout and /shop/order)', () => {
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

  it('checks the fields with the contract schema before anything is sent', async () => {
    const { user, placementCalls } = setup();
    await screen.findByText('AED 324.00');
    await user.click(placeOrderButton());
    expect(await screen.findByText(messages.NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(messages.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByText(messages.PHONE_INVALID)).toBeInTheDocument();
    expect(screen.getByText(messages.EMIRATE_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(messages.FIELD_REQUIRED);
    expect(screen.getByLabelText('Apartment (optional)')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(placeOrderButton());
    expect(await screen.findByText(messages.PHONE_INVALID)).toBeInTheDocument();
    expect(placementCalls()).toHaveLength(0);
  });

  it('on a stale total shows the new one and sends it with the next click, then confirms', async () => {
    const stale = { status: 409, body: { success: false, code: 'ORDER_TOTAL_CHANGED', message: 'Prices have changed: the total is now AED 350.00. Please review and confirm again.', totalPrice: 350 } };
    const { user, placementCalls, router, store, setPreview } = setup({
      place: (_body, n) => (n === 1 ? stale : { status: 201, body: { success: true, order: makeOrder({ totalPrice: 350 }) } }),
    });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    setPreview(makePreview({ price: 162.5 }));
    await user.click(placeOrderButton());

    expect(await screen.findByText(stale.body.message)).toBeInTheDocument();
    expect(screen.getByText(/press Place Order again to confirm/)).toBeInTheDocument();
    const first = placementCalls()[0];
    expect(JSON.parse(String(first?.[1]?.body))).toMatchObject({
      name: 'Layla Hassan',
      email: 'layla@example.ae',
      phone: '+971501234567',
      items: [{ productId: 'p-1', quantity: 2 }],
      totalPrice: 324,
      deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 12', building: 'Villa 4' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(await screen.findByText('AED 350.00')).toBeInTheDocument();

    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-confirmation'));
    const second = placementCalls()[1];
    expect(JSON.parse(String(second?.[1]?.body))).toMatchObject({ totalPrice: 350 });
    // A new Idempotency-Key for each attempt of the shopper.
    expect(headerOf(first)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(second)['Idempotency-Key']).not.toBe(headerOf(first)['Idempotency-Key']);
    expect(router.state.location.state).toMatchObject({ order: { orderNumber: 'FC-1001' } });
    expect(sessionStorage.getItem(LAST_ORDER_KEY)).toContain('FC-1001');
    expect(store.getState().cart).toMatchObject({ items: [], totalPrice: 0 });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('retries a lost answer once with the same Idempotency-Key', async () => {
    const { user, placementCalls, router } = setup({
      place: (_body, n) => (n === 1 ? { status: 503, body: { success: false, message: 'Unavailable' } } : { status: 201, body: { success: true, order: makeOrder() } }),
    });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-confirmation'));
    const [first, second] = placementCalls();
    expect(headerOf(second)['Idempotency-Key']).toBe(headerOf(first)['Idempotency-Key']);
  });

  it('names the product of a stock shortfall and asks for the figures again', async () => {
    const shortfall = { status: 409, body: { success: false, code: 'STOCK_LIMIT', message: 'Only 1 items available in stock', productId: 'p-1', title: 'Gaming mouse', totalStock: 1 } };
    const { user, fetchMock } = setup({ place: () => shortfall });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    const previews = () => fetchMock.mock.calls.filter(([url]) => url === '/api/shop/order/preview').length;
    const before = previews();
    await user.click(placeOrderButton());
    expect(await screen.findByText('Gaming mouse: Only 1 items available in stock')).toBeInTheDocument();
    await waitFor(() => expect(previews()).toBeGreaterThan(before));
    expect(screen.getByRole('button', { name: 'Change the quantity to 1' })).toBeInTheDocument();
  });

  it("shows the server's field errors at their fields", async () => {
    const { user } = setup({
      place: () => ({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Street is too vague', errors: [{ path: 'deliveryAddress.street', message: 'Street is too vague' }] } }),
    });
    await screen.findByText('AED 324.00');
    await fillGuest(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveAccessibleDescription('Street is too vague'));
  });

  it("a customer's first order ships free; the contact comes from the account", async () => {
    const { user, placementCalls, router } = setup({ signedIn: true });
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Your first order ships free.')).toBeInTheDocument();
    expect(screen.getByText(`Ordering as ${customer.name}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: /Card on delivery/ }));
    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/order-confirmation'));
    const body: unknown = JSON.parse(String(placementCalls()[0]?.[1]?.body));
    expect(body).toMatchObject({ userId: customer._id, totalPrice: 299, paymentMethod: 'card_on_delivery' });
    expect(body).not.toHaveProperty('email');
  });
});
