import { GUEST_CART_KEY, type OrderPreview } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartStateWith, guestLine } from '#web/test/cart-state';
import { mockFetch } from '#web/test/fetch-mock';
import { makePreview } from '#web/test/orders';
import { renderRoute } from '#web/test/render-route';
import { customer } from '#web/test/users';
import CheckoutRoute, { action, loader } from '#web-app/routes/shop-checkout';

// The free-delivery hint (issue 14 item 3, docs/decisions/032): with a
// threshold set by the admin, the checkout says how much more gives free
// delivery, and that delivery is free once reached. The figures are the
// preview's (the one pricing function); the page only picks the sentence.

const line = guestLine({ productId: 'p-1', title: 'Gaming mouse', price: 149.5, quantity: 2, totalStock: 10 });

async function renderCheckout(preview: OrderPreview, signedIn = false) {
  mockFetch(({ url }) => {
    if (url === '/api/shop/order/preview') return { body: { success: true, data: preview } };
    if (url.startsWith('/api/shop/cart/')) return { body: { success: true, data: { items: [], totalPrice: 0 } } };
    return undefined;
  });
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [line], totalPrice: 299 }));
  renderRoute([{ path: 'shop/checkout', Component: CheckoutRoute, loader, action }], '/shop/checkout', {
    user: signedIn ? customer : null,
    preloaded: { cart: cartStateWith([line], signedIn ? { userId: customer._id } : {}) },
  });
  return screen.findByRole('region', { name: 'Order summary' });
}

describe('the free-delivery hint at checkout', () => {
  it('tells a guest how much more gives free delivery, beside the first-order offer', async () => {
    const summary = await renderCheckout(makePreview({ deliveryFee: 25, freeDeliveryThreshold: 500, freeDeliveryRemaining: 201 }));
    expect(await within(summary).findByText('Add AED 201.00 more for free delivery.')).toBeInTheDocument();
    expect(within(summary).getByText('AED 25.00')).toBeInTheDocument();
    expect(within(summary).getByText(/Registered customers get free delivery on their first order/)).toBeInTheDocument();
  });

  it('says delivery is free once the items reach the threshold', async () => {
    const summary = await renderCheckout(makePreview({ price: 300, deliveryFee: 0, freeDeliveryThreshold: 500, freeDeliveryRemaining: 0 }));
    expect(await within(summary).findByText('Free delivery: orders from AED 500.00 ship free.')).toBeInTheDocument();
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    // Nothing more to gain: neither the nudge nor the first-order offer.
    expect(within(summary).queryByText(/more for free delivery/)).not.toBeInTheDocument();
    expect(within(summary).queryByText(/Registered customers get free delivery/)).not.toBeInTheDocument();
  });

  it('shows no hint without a threshold', async () => {
    const none = await renderCheckout(makePreview({ deliveryFee: 25, freeDeliveryThreshold: null, freeDeliveryRemaining: null }), true);
    expect(await within(none).findByText('AED 25.00')).toBeInTheDocument();
    expect(within(none).queryByText(/free delivery/i)).not.toBeInTheDocument();
  });

  it('shows no hint when the emirate is delivered free anyway', async () => {
    const summary = await renderCheckout(makePreview({ deliveryFee: 0, freeDeliveryThreshold: 500, freeDeliveryRemaining: 201 }), true);
    expect(await within(summary).findByText('Free')).toBeInTheDocument();
    expect(within(summary).queryByText(/free delivery/i)).not.toBeInTheDocument();
  });
});
