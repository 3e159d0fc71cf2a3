import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAST_ORDER_KEY } from '../../../features/orders/confirmation/last-order-storage';
import { makeOrder } from '../../../test/orders';
import { renderRoutes } from '../../../test/render-routes';
import OrderConfirmationPage from './order-confirmation-page';

const open = (state?: unknown) =>
  renderRoutes([{ path: 'shop/order-confirmation', element: <OrderConfirmationPage /> }], { pathname: '/shop/order-confirmation', state });

describe('order confirmation (/shop/order-confirmation)', () => {
  it('shows the order number, lines, address, payment and totals of the order in router state', () => {
    open({ order: makeOrder() });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
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
  });

  it("offers a customer 'View my orders', and reads the order from session storage after a reload", () => {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(makeOrder({ type: 'registered', userId: 'u1', orderNumber: 'FC-2002' })));
    open();
    expect(screen.getByTestId('order-number')).toHaveTextContent('FC-2002');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('says so, kindly, when there is no order to show', () => {
    sessionStorage.setItem(LAST_ORDER_KEY, '{broken');
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no order to show here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shop/home');
  });
});
