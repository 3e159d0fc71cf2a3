import { GUEST_CART_KEY, messages, type OrderPreview } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStateWith, guestLine } from '#web/test/cart-state';
import { fillGuest, placeOrder } from '#web/test/checkout-form';
import { mockFetch } from '#web/test/fetch-mock';
import { makeOrder, makePreview } from '#web/test/orders';
import { renderRoute } from '#web/test/render-route';
import CheckoutRoute, { action, loader } from '#web-app/routes/shop-checkout';

// The coupon code at checkout (issue 14 item 2, docs/decisions/033): the
// server's preview checks it, its refusal is shown under the field, an
// accepted code shows its discount line and goes with the order.

const line = guestLine({ productId: 'p-1', title: 'Gaming mouse', price: 149.5, quantity: 2, totalStock: 10 });
const PREVIEW = '/api/shop/order/preview';
const PLACE = '/api/shop/order/place-guest-order';

const discounted: OrderPreview = { ...makePreview(), discount: 29.9, couponCode: 'TEN', totalPrice: 294.1, vat: 14.0 };

function setup() {
  const fetchMock = mockFetch(({ url, body }) => {
    if (url === PREVIEW) {
      const code = (body as { couponCode?: string }).couponCode;
      if (code === undefined) return { body: { success: true, data: makePreview() } };
      if (code === 'TEN' || code === 'ten') return { body: { success: true, data: discounted } };
      return { status: 400, body: { success: false, code: 'COUPON_EXPIRED', message: messages.COUPON_EXPIRED } };
    }
    if (url === PLACE) return { status: 201, body: { success: true, order: makeOrder({ discount: 29.9, couponCode: 'TEN', totalPrice: 294.1 }) } };
    return undefined;
  });
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [line], totalPrice: 299 }));
  const user = userEvent.setup();
  renderRoute([{ path: 'shop/checkout', Component: CheckoutRoute, loader, action }, { path: 'shop/order-confirmation', Component: () => <h1>Confirmation</h1>, loader: () => null }], '/shop/checkout', {
    user: null,
    preloaded: { cart: cartStateWith([line]) },
  });
  const bodies = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
  return { user, bodies };
}

describe('the coupon code at checkout', () => {
  it('shows the server’s refusal under the field and keeps the totals as they were', async () => {
    const { user } = setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('AED 324.00')).toBeInTheDocument();
    await user.type(within(summary).getByLabelText('Coupon code'), 'OLD-CODE');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText(messages.COUPON_EXPIRED)).toBeInTheDocument();
    expect(within(summary).getByLabelText('Coupon code')).toHaveAccessibleDescription(messages.COUPON_EXPIRED);
    expect(within(summary).getByText('AED 324.00')).toBeInTheDocument();
    expect(within(summary).queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it('applies an accepted code with Enter (the order is not placed), shows the discount line and the new total, and sends the code with the order', async () => {
    const { user, bodies } = setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await within(summary).findByText('AED 324.00');
    await user.type(within(summary).getByLabelText('Coupon code'), 'ten{Enter}');
    expect(await within(summary).findByText('Code TEN applied')).toBeInTheDocument();
    expect(await within(summary).findByText('Discount (TEN)')).toBeInTheDocument();
    expect(within(summary).getByText('−AED 29.90')).toBeInTheDocument();
    expect(within(summary).getByText('AED 294.10')).toBeInTheDocument();
    expect(bodies(PLACE)).toHaveLength(0);
    expect(bodies(PREVIEW).at(-1)).toMatchObject({ couponCode: 'TEN' });

    await fillGuest(user);
    await placeOrder(user);
    await waitFor(() => expect(bodies(PLACE)).toHaveLength(1));
    expect(bodies(PLACE)[0]).toMatchObject({ couponCode: 'TEN', totalPrice: 294.1 });
  });

  it('takes the code off with Remove: the preview is asked without it', async () => {
    const { user, bodies } = setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await within(summary).findByText('AED 324.00');
    await user.type(within(summary).getByLabelText('Coupon code'), 'TEN');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await within(summary).findByText('Discount (TEN)');
    await user.click(within(summary).getByRole('button', { name: 'Remove code' }));
    expect(await within(summary).findByText('AED 324.00')).toBeInTheDocument();
    expect(within(summary).queryByText('Discount (TEN)')).not.toBeInTheDocument();
    expect(bodies(PREVIEW).at(-1)).not.toHaveProperty('couponCode');
  });
});
