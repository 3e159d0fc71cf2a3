import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import OrderConfirmationRoute, { meta } from '#web-app/routes/shop-order-confirmation';
import { TestStateProvider } from '#web/test/test-state';
import { LAST_ORDER_KEY } from '#web/features/orders/confirmation/last-order-storage';
import { makeOrder } from '#web/test/orders';
import { renderRoute } from '#web/test/render-route';

const PATH = '/shop/order-confirmation';

/** Opens the confirmation as Place Order does: a navigation carrying `state`. */
const open = (state?: unknown) =>
  renderRoute(
    [
      { path: 'start', Component: () => <Navigate to={PATH} state={state} replace /> },
      { path: 'shop/order-confirmation', Component: OrderConfirmationRoute },
    ],
    '/start',
  );

describe('order confirmation (/shop/order-confirmation)', () => {
  it('shows the order number, lines, address, payment and totals of the order in router state', async () => {
    open({ order: makeOrder() });
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
    expect(meta({} as never)).toContainEqual({ title: 'Order confirmation | Falcon Computers' });
  });

  it("offers a customer 'View my orders', and reads the order from session storage after a reload", async () => {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(makeOrder({ type: 'registered', userId: 'u1', orderNumber: 'FC-2002' })));
    renderRoute([{ path: 'shop/order-confirmation', Component: OrderConfirmationRoute }], PATH);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('FC-2002');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/shop/account');
  });

  it('renders on the server without the order (only the browser has it), so hydration matches', () => {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(makeOrder({ orderNumber: 'FC-2002' })));
    const Stub = createRoutesStub([{ path: PATH, Component: OrderConfirmationRoute }]);
    const html = renderToString(
      <TestStateProvider>
        <Stub initialEntries={[PATH]} />
      </TestStateProvider>,
    );
    expect(html).toContain('Loading your order…');
    expect(html).not.toContain('FC-2002');
    expect(html).not.toContain('There is no order to show here');
  });

  it('says so, kindly, when there is no order to show', async () => {
    sessionStorage.setItem(LAST_ORDER_KEY, '{broken');
    renderRoute([{ path: 'shop/order-confirmation', Component: OrderConfirmationRoute }], PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no order to show here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shop/home');
  });
});
