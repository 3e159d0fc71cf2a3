import { GUEST_CART_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_WISHLIST_KEY } from '#web/lib/wishlist/wishlist-ids';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { renderShop } from '#web/test/shop-routes';
import { ProductCard } from './product-card';
import { renderRoute } from '#web/test/render-route';

// Issue 14 item 6: a guest's wishlist, kept in this browser (docs/decisions/035).

const mouse = makeProduct({ _id: '11111111-1111-4111-8111-111111111111', title: 'Gaming Mouse', price: 199, totalStock: 7 });
const monitor = makeProduct({ _id: '22222222-2222-4222-8222-222222222222', title: 'Curved Monitor', price: 1499, totalStock: 0 });

function answerProducts() {
  return mockFetch(({ url }) => {
    for (const product of [mouse, monitor]) {
      if (url.startsWith(`/api/shop/products/get/${product._id}`)) {
        return { body: { success: true, data: { product, relatedProducts: [], randomProducts: [] } } };
      }
    }
    return undefined;
  });
}

const stored = () => JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]') as string[];

beforeEach(() => localStorage.clear());

describe('/shop/wishlist for a guest', () => {
  it('lists the saved products with price and stock; an empty list says what to do', async () => {
    answerProducts();
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify([mouse._id, monitor._id]));
    renderShop('/shop/wishlist');
    expect(await screen.findByText('2 saved products')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: '2 saved products' })).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Gaming Mouse' })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('AED 199.00')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    // Nothing to move to the cart while it is sold out.
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Move to cart' })).toBeDisabled();
    expect(screen.getByText('Saved in this browser. Log in to keep your wishlist on every device.')).toBeInTheDocument();
  });

  it('Remove takes a product off the list and out of the browser', async () => {
    answerProducts();
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify([mouse._id, monitor._id]));
    const user = userEvent.setup();
    renderShop('/shop/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Remove Curved Monitor from the wishlist' }));
    expect(await screen.findByText('1 saved product')).toBeInTheDocument();
    expect(screen.getByText('Removed from your wishlist')).toBeInTheDocument();
    expect(stored()).toEqual([mouse._id]);
  });

  it('Move to cart puts it in the guest cart and takes it off the list', async () => {
    answerProducts();
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify([mouse._id]));
    const user = userEvent.setup();
    renderShop('/shop/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByText('Success: Product added to cart!')).toBeInTheDocument();
    expect(stored()).toEqual([]);
    const cart = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '{}') as { items: { title: string; quantity: number }[] };
    expect(cart.items.map((item) => [item.title, item.quantity])).toEqual([['Gaming Mouse', 1]]);
  });
});

describe('the heart on a product card', () => {
  it("saves a guest's product in this browser and shows it pressed; a second press removes it", async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderRoute([{ path: '/', Component: () => <ProductCard product={mouse} /> }], '/');
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(stored()).toEqual([mouse._id]);
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(stored()).toEqual([]);
  });
});
