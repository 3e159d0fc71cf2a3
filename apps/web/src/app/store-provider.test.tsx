import { GUEST_CART_KEY, type Cart } from '@store/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLogout } from '../features/auth/use-logout';
import { useCartCount } from '../features/cart/state/cart-context';
import { cartStateWith, guestLine } from '../test/cart-state';
import { mockFetch } from '../test/fetch-mock';
import { makeProduct } from '../test/products';
import { renderRoute } from '../test/render-route';
import { admin, customer } from '../test/users';
import { restoreBrowserState } from './store-provider';

const serverCart: Cart = {
  items: [{ productId: makeProduct({ title: 'Server display' }), title: 'Server display', price: 999, quantity: 2, image: null, totalStock: 4, available: true }],
  totalPrice: 1998,
};

function CartCount() {
  return <p>Cart: {useCartCount()}</p>;
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
}

describe('the app state provider (docs/store-rules.md#4-state-rules)', () => {
  it('restores the guest cart after hydration; a signed-in customer gets the server cart instead', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [], totalPrice: 0 }));
    mockFetch(({ url }) => (url === `/api/shop/cart/${customer._id}` ? { body: { success: true, data: serverCart } } : undefined));
    const { store } = renderRoute([{ path: 'shop/home', Component: CartCount }], '/shop/home', {
      user: customer,
      preloaded: { cart: cartStateWith([], { guestId: '' }) },
    });
    expect(screen.getByText('Cart: 0')).toBeInTheDocument();
    act(() => restoreBrowserState(store, customer));
    expect(await screen.findByText('Cart: 2')).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ userId: customer._id, totalPrice: 1998 });
    expect(store.getState().cart.guestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a guest's stored cart after hydration and asks the server nothing", () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine({ quantity: 3 })], totalPrice: 597 }));
    const fetchMock = mockFetch(() => undefined);
    const { store } = renderRoute([{ path: 'shop/home', Component: CartCount }], '/shop/home', {
      preloaded: { cart: cartStateWith([], { guestId: '' }) },
    });
    act(() => restoreBrowserState(store, null));
    expect(screen.getByText('Cart: 3')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives an admin no cart', async () => {
    const fetchMock = mockFetch(() => undefined);
    const { store } = renderRoute([{ path: 'admin/dashboard', Component: CartCount }], '/admin/dashboard', { user: admin });
    act(() => store.announce({ type: 'sessionStarted', user: admin }));
    await act(() => Promise.resolve());
    expect(store.getState().cart.userId).toBeNull();
    // No cart and no wishlist calls for an admin (a wishlist sync an earlier test's customer started may still
    // be on its way: it asks for that customer's list, which the session's cookie decides, not this test).
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths.filter((path) => path.includes('/cart'))).toEqual([]);
  });

  it('ends the session (user and cart) at logout even when the server call fails', async () => {
    mockFetch(() => ({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } }));
    const user = userEvent.setup();
    const { store } = renderRoute(
      [
        { path: 'shop/home', Component: LogoutButton },
        { path: 'auth/login', Component: CartCount },
      ],
      '/shop/home',
      { user: customer, preloaded: { cart: cartStateWith([guestLine({ quantity: 2 })], { userId: customer._id }) } },
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login$/));
    expect(await screen.findByText('Cart: 0')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    expect(store.getState().cart).toMatchObject({ items: [], totalPrice: 0, userId: null });
  });
});
