import { GUEST_CART_KEY } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStateWith, guestLine } from '#web/test/cart-state';
import { addressBookApi, makeSavedAddress } from '#web/test/address-book';
import { fillAddress, placeOrder } from '#web/test/checkout-form';
import { mockFetch } from '#web/test/fetch-mock';
import { makeOrder, makePreview } from '#web/test/orders';
import { customer } from '#web/test/users';
import { renderRoute, testLoadContext } from '#web/test/render-route';
import CheckoutRoute, { action, loader } from '#web-app/routes/shop-checkout';
import OrderConfirmationRoute, { loader as confirmationLoader } from '#web-app/routes/shop-order-confirmation';

// The checkout's address book (docs/store-rules.md#address-book): the default preselected and filled in,
// another chosen in place, and a new address saved on request once the order is placed.

const line = guestLine({ productId: 'p-1', title: 'Gaming mouse', price: 149.5, quantity: 2, totalStock: 10 });
const home = makeSavedAddress({ _id: 'a-home', isDefault: true });
const office = makeSavedAddress({ _id: 'a-office', emirate: 'Sharjah', city: 'Sharjah', area: 'Al Majaz', street: 'Corniche St', building: 'Tower B', apartment: '1204' });
const PLACE = '/api/shop/order/place-registered-order';

function setup(saved = [home, office], path = '/shop/checkout') {
  const api = addressBookApi(saved);
  let placed = 0;
  const fetchMock = mockFetch((request) => {
    if (request.url.startsWith('/api/shop/order/preview')) return { body: { success: true, data: makePreview({ deliveryFee: 0 }) } };
    if (request.url.startsWith(PLACE)) {
      placed += 1;
      return { status: 201, body: { success: true, order: makeOrder() } };
    }
    if (request.url === '/api/shop/order/placed' && placed > 0) return { body: { success: true, order: makeOrder() } };
    if (request.url.startsWith('/api/shop/cart/')) return { body: { success: true, data: { items: [], totalPrice: 0 } } };
    return api.handle(request);
  });
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [line], totalPrice: 299 }));
  const user = userEvent.setup();
  renderRoute(
    [
      { path: 'shop/checkout', Component: CheckoutRoute, loader, action },
      { path: 'shop/order-confirmation', Component: OrderConfirmationRoute, loader: confirmationLoader },
    ],
    path,
    { user: customer, preloaded: { cart: cartStateWith([line], { userId: customer._id }) } },
  );
  const placement = () => JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith(PLACE))?.[1]?.body)) as unknown;
  return { user, api, placement };
}

const saveBox = () => screen.getByRole('checkbox', { name: 'Save this address to my address book' });

describe('the address book at checkout', () => {
  it('fills the form with the default address, chosen among the saved ones; another fills it in place', async () => {
    const { user, placement } = setup();
    const picker = await screen.findByRole('navigation', { name: 'Your saved addresses' });
    expect(picker).toHaveTextContent('Villa 4, Street 12');
    expect(screen.getByRole('link', { current: true })).toHaveTextContent('Villa 4, Street 12');
    expect(screen.getByLabelText('Emirate')).toHaveValue('Dubai');
    expect(screen.getByLabelText('Street')).toHaveValue('Street 12');
    expect(saveBox()).not.toBeChecked();

    await user.click(screen.getByRole('link', { name: /1204, Tower B, Corniche St/ }));
    expect(screen.getByRole('link', { current: true })).toHaveTextContent('Tower B');
    expect(screen.getByLabelText('Emirate')).toHaveValue('Sharjah');
    expect(screen.getByLabelText('Apartment (optional)')).toHaveValue('1204');
    await placeOrder(user);
    await waitFor(() => expect(placement()).toMatchObject({ deliveryAddress: { emirate: 'Sharjah', city: 'Sharjah', street: 'Corniche St', building: 'Tower B', apartment: '1204' } }));
  });

  it('before JavaScript, ?address= names the one the page fills in', async () => {
    mockFetch((request) => addressBookApi([home, office]).handle(request) ?? { body: { success: true, data: { items: [], totalPrice: 0 } } });
    const request = new Request('http://localhost/shop/checkout?address=a-office');
    const data = await loader({ request, params: {}, context: testLoadContext(customer) } as Parameters<typeof loader>[0]);
    expect(data.addressBook).toEqual({ addresses: [home, office], chosenId: 'a-office' });
  });

  it('a customer with none saved has the box ticked: the address typed is saved once the order is placed', async () => {
    const { user, api } = setup([]);
    expect(await screen.findByLabelText('Emirate')).toHaveValue('');
    await fillAddress(user);
    expect(screen.queryByRole('navigation', { name: 'Your saved addresses' })).not.toBeInTheDocument();
    expect(saveBox()).toBeChecked();
    await placeOrder(user);
    await waitFor(() => expect(api.book()).toMatchObject([{ emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 12', building: 'Villa 4', isDefault: true }]));
  });
});
