import { GUEST_CART_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { renderRoute } from '#web/test/render-route';
import { shopRoutes, shown } from '#web/test/shop-routes';

/** The shop, with a stand-in for the order page the panel's button leads to. */
function renderShop(path: string) {
  const routes = shopRoutes();
  routes[0]?.children.push({ path: 'order', Component: () => <h1>Checkout page</h1> } as never);
  return renderRoute(routes, path);
}
import { loadGuestCart } from '../state/guest-cart-storage';

describe('cart button and panel (docs/store-rules.md#cart-panel)', () => {
  it('shows the count and opens an empty panel with its title, total and buttons', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderShop('/shop/home');
    await user.click(await screen.findByRole('button', { name: 'Shopping cart: 0' }));

    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(panel).toHaveAccessibleDescription('Review your items before checkout');
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).getByText('AED 0.00')).toBeInTheDocument();

    await user.click(within(panel).getByRole('link', { name: 'Place Order' }));
    await waitFor(() => expect(shown().pathname).toBe('/shop/order'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the Close button and gives focus back to the cart button', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderShop('/shop/home');
    const button = await screen.findByRole('button', { name: 'Shopping cart: 0' });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("counts every unit of the guest cart kept under 'guest_cart'", async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({
        items: [
          { productId: 'a', title: 'Gaming mouse', price: 199, quantity: 2, image: null, totalStock: 9 },
          { productId: 'b', title: '27" display', price: 1099.5, quantity: 1, image: null, totalStock: 3 },
        ],
        totalPrice: 1497.5,
      }),
    );
    mockFetch(() => undefined);
    renderShop('/shop/home');
    expect(await screen.findByRole('button', { name: 'Shopping cart: 3' })).toBeInTheDocument();
  });

  it('treats an unreadable guest cart as empty', () => {
    localStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(loadGuestCart()).toEqual({ items: [], totalPrice: 0 });
  });
});
