import { messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStateWith, guestLine } from '#web/test/cart-state';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { customer } from '#web/test/users';
import { renderRoute } from '#web/test/render-route';
import type { CartState } from '../state/cart-reducer';
import { CartButton } from './cart-button';

function setup(cart: CartState, signedIn = false) {
  const user = userEvent.setup();
  const view = renderRoute(
    [
      { path: 'shop/home', Component: CartButton },
      { path: 'shop/order', Component: () => <h1>Checkout page</h1> },
    ],
    '/shop/home',
    { user: signedIn ? customer : null, preloaded: { cart } },
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /^Shopping cart/ }));
    return screen.findByRole('dialog', { name: 'Shopping Cart' });
  };
  return { ...view, user, open };
}

const mouse = guestLine({ productId: 'p-1', title: 'Gaming mouse', price: 149.5, quantity: 1, totalStock: 3, image: '/uploads/products/m-640.webp' });
const pad = guestLine({ productId: 'p-2', title: 'Mouse pad', price: 40, quantity: 2, totalStock: 9, image: null });

describe('cart panel (docs/store-rules.md#cart-panel)', () => {
  it("says 'Your cart is empty' with a total of AED 0.00", async () => {
    const { open } = setup(cartStateWith([]));
    const panel = await open();
    expect(panel).toHaveAccessibleDescription('Review your items before checkout');
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).getByText('AED 0.00')).toBeInTheDocument();
  });

  it('shows each item with its image (or a placeholder), title, quantity, unit price and the total', async () => {
    const { open } = setup(cartStateWith([mouse, pad]));
    expect(screen.getByRole('button', { name: 'Shopping cart: 3' })).toBeInTheDocument();
    const panel = await open();
    const lines = within(panel).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Gaming mouse');
    expect(lines[0]).toHaveTextContent('AED 149.50 each');
    expect(lines[0]?.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/uploads/products/m-'));
    expect(within(lines[1] as HTMLElement).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(within(lines[1] as HTMLElement).getByRole('group', { name: 'Quantity of Mouse pad' })).toHaveTextContent('2');
    expect(within(panel).getByRole('button', { name: 'Remove Gaming mouse' })).toBeInTheDocument();
    expect(within(panel).getByText('AED 229.50')).toBeInTheDocument();
  });

  it('ignores a decrease to 0: minus is disabled at 1 and never asks for 0', async () => {
    const fetchMock = mockFetch(() => ({ body: { success: true, data: { items: [], totalPrice: 0 } } }));
    const { open, user, store } = setup(cartStateWith([{ ...mouse, productId: makeProduct({ _id: 'p-1' }) }], { userId: customer._id }), true);
    const panel = await open();
    const minus = within(panel).getByRole('button', { name: 'Decrease quantity of Gaming mouse' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
  });

  it('changes a quantity on the server with its toast, and a decrease sends quantity - 1', async () => {
    const updated = { ...mouse, quantity: 2 };
    const fetchMock = mockFetch(({ url }) => {
      if (url === '/api/shop/cart/update') return { body: { success: true, message: 'Updated: Quantity updated to 2', data: { items: [updated], totalPrice: 299 } } };
      if (url === `/api/shop/cart/${customer._id}`) return { body: { success: true, data: { items: [updated], totalPrice: 299 } } };
      return undefined;
    });
    const { open, user } = setup(cartStateWith([mouse], { userId: customer._id }), true);
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gaming mouse' }));
    expect(await screen.findByText('Updated: Quantity updated to 2')).toBeInTheDocument();
    const update = fetchMock.mock.calls.find(([url]) => url === '/api/shop/cart/update');
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({ userId: customer._id, productId: 'p-1', quantity: 2 });
    expect(within(panel).getAllByText('AED 299.00')).toHaveLength(2);
  });

  it("shows the server's stock refusal as a 'Stock Limit' warning", async () => {
    mockFetch(() => ({ status: 409, body: { success: false, code: 'STOCK_LIMIT', message: 'Only 1 items available in stock' } }));
    const { open, user } = setup(cartStateWith([{ ...mouse, totalStock: 5 }], { userId: customer._id }), true);
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gaming mouse' }));
    const title = await screen.findByText(messages.STOCK_LIMIT_TITLE);
    expect(title.closest('[data-toast]')).toHaveTextContent('Only 1 items available in stock');
  });

  it('stops plus at the units one order may hold and says so', async () => {
    const atLimit = guestLine({ productId: 'p-3', title: 'Graphics card', price: 100, quantity: 10, totalStock: 40, image: null });
    const below = guestLine({ productId: 'p-4', title: 'Fan', price: 10, quantity: 9, totalStock: 40, image: null });
    const { open, user } = setup(cartStateWith([atLimit, below]));
    const panel = await open();
    expect(within(panel).getByRole('button', { name: 'Increase quantity of Graphics card' })).toBeDisabled();
    expect(within(panel).getByText('At most 10 per order')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Fan' }));
    expect(await screen.findByText('Updated: Quantity updated to 10')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Increase quantity of Fan' })).toBeDisabled();
  });

  it("shows the server's per-order refusal as a 'Quantity Limit' warning", async () => {
    mockFetch(() => ({ status: 400, body: { success: false, code: 'QUANTITY_LIMIT', message: 'You can order at most 10 of each product per order' } }));
    const { open, user } = setup(cartStateWith([{ ...mouse, totalStock: 50 }], { userId: customer._id }), true);
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gaming mouse' }));
    const title = await screen.findByText(messages.QUANTITY_LIMIT_TITLE);
    expect(title.closest('[data-toast]')).toHaveTextContent('You can order at most 10 of each product per order');
  });

  it('tells the stock refusal by its code, whatever language the sentence is in', async () => {
    mockFetch(() => ({ status: 409, body: { success: false, code: 'STOCK_LIMIT', message: 'المتوفر في المخزون 1 فقط' } }));
    const { open, user } = setup(cartStateWith([{ ...mouse, totalStock: 5 }], { userId: customer._id }), true);
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gaming mouse' }));
    const title = await screen.findByText(messages.STOCK_LIMIT_TITLE);
    expect(title.closest('[data-toast]')).toHaveTextContent('المتوفر في المخزون 1 فقط');
  });

  it("removes a guest's item, with its toast", async () => {
    const { open, user, store } = setup(cartStateWith([mouse, pad]));
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Remove Gaming mouse' }));
    expect(await screen.findByText('Success: Product removed from cart')).toBeInTheDocument();
    expect(within(panel).queryByText('Gaming mouse')).not.toBeInTheDocument();
    expect(store.getState().cart.totalPrice).toBe(80);
  });

  it('greys out an unavailable item, says why, and leaves it out of the total', async () => {
    const soldOut = { ...pad, available: false, totalStock: 0 };
    const { open } = setup(cartStateWith([mouse, soldOut], { userId: customer._id }), true);
    const panel = await open();
    expect(within(panel).getByText('Sold out: not included in the total.')).toBeInTheDocument();
    expect(within(panel).getAllByText('AED 149.50')).not.toHaveLength(0);
  });

  it('stays open when a toast over it is dismissed', async () => {
    const { open, store } = setup(cartStateWith([mouse]));
    // The toast takes clicks although the modal panel makes the page behind it inert.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const panel = await open();
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Gaming mouse' }));
    await screen.findByText('Updated: Quantity updated to 2');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Updated: Quantity updated to 2')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
  });

  it('goes to /shop/order with the green Place Order and closes', async () => {
    const { open, user } = setup(cartStateWith([mouse]));
    const panel = await open();
    await user.click(within(panel).getByRole('link', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/order'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });
});
