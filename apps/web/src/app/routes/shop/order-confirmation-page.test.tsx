import type { Order } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderConfirmationRoute, { headers, loader, meta } from '#web-app/routes/shop-order-confirmation';
import { mockFetch } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { renderRoute } from '#web/test/render-route';

const PATH = '/shop/order-confirmation';

/**
 * Opens the confirmation after Place Order: the API answers the order the
 * placement's cookie names (GET /api/shop/order/placed), or 404 without one.
 */
function open(order: Order | null) {
  const fetchMock = mockFetch(({ url }) =>
    url === '/api/shop/order/placed' && order ? { body: { success: true, order } } : { status: 404, body: { success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' } },
  );
  renderRoute([{ path: 'shop/order-confirmation', Component: OrderConfirmationRoute, loader }], PATH);
  return fetchMock;
}

describe('order confirmation (/shop/order-confirmation)', () => {
  it('shows the order number, lines, address, payment and totals of the order just placed', async () => {
    open(makeOrder());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('FC-1001');
    const items = screen.getByRole('region', { name: 'Your items' });
    expect(within(items).getByText('Gaming mouse')).toBeInTheDocument();
    expect(within(items).getByText('Qty 2 × AED 149.50')).toBeInTheDocument();
    expect(within(items).getAllByText('AED 299.00')).toHaveLength(2);
    expect(within(items).getByText('AED 25.00')).toBeInTheDocument();
    expect(within(items).getByText('AED 15.43')).toBeInTheDocument();
    expect(within(items).getByText('AED 324.00')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('Apartment 7, Villa 4');
    expect(address).toHaveTextContent('Al Barsha, Dubai');
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop/listing');
    // A guest has no account to look in.
    expect(screen.queryByRole('link', { name: 'View my orders' })).not.toBeInTheDocument();
    // A guest finds it again on the tracking page.
    expect(screen.getByRole('link', { name: 'Track or cancel this order' })).toHaveAttribute('href', '/shop/track');
    expect(meta()).toContainEqual({ title: 'Order confirmation | Falcon Computers' });
  });

  it("offers a customer 'View my orders'", async () => {
    open(makeOrder({ type: 'registered', userId: 'u1', orderNumber: 'FC-2002' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('FC-2002');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('is one browser\'s page: never kept by a cache', () => {
    expect(headers()).toEqual({ 'Cache-Control': 'private, no-store' });
  });

  it('says so, kindly, when there is no order to show', async () => {
    open(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no order to show here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shop/home');
  });
});
