import { messages, type Order } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '../../../test/fetch-mock';
import { makeOrder } from '../../../test/orders';
import { admin, authStateFor } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import AdminOrdersPage from './orders-page';

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

const confirmed = makeOrder({
  _id: 'o-1',
  orderNumber: 'FC-3001',
  status: 'confirmed',
  type: 'registered',
  history: [
    { from: null, to: 'pending', by: null, at: '2026-03-01T10:00:00.000Z' },
    { from: 'pending', to: 'confirmed', by: 'Omar', at: '2026-03-02T10:00:00.000Z' },
  ],
});
const delivered = makeOrder({ _id: 'o-2', orderNumber: 'FC-3002', status: 'delivered' });

function pageReply(orders: Order[], totalPages = 1): MockReply {
  return { body: { success: true, data: orders, total: orders.length, totalPages, currentPage: 1 } };
}

function setup(handler: Handler = () => undefined) {
  const fetchMock = mockFetch((request) => {
    if (request.url.startsWith('/api/shop/order/all-orders?')) {
      const query = new URLSearchParams(request.url.split('?')[1]);
      if (query.get('status') === 'delivered') return pageReply([delivered]);
      return pageReply([confirmed, delivered], 2);
    }
    return handler(request);
  });
  const user = userEvent.setup();
  const view = renderRoutes([{ path: 'admin/orders', element: <AdminOrdersPage /> }], '/admin/orders', { auth: authStateFor(admin) });
  return { ...view, user, fetchMock };
}

describe('admin orders (/admin/orders)', () => {
  it('lists orders 10 a page and filters by status', async () => {
    const { user, fetchMock } = setup();
    expect(await screen.findByText('FC-3001')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shop/order/all-orders?page=1&limit=10')).toBe(true);
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    await waitFor(() => expect(screen.queryByText('FC-3001')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shop/order/all-orders?page=1&limit=10&status=delivered')).toBe(true);
  });

  it('shows the details and offers only the allowed next statuses', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === '/api/shop/order/update-order-status/o-1/registered' && method === 'PATCH'
        ? { body: { success: true, message: 'Order status updated to processing', order: { ...confirmed, status: 'processing' } } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'View order FC-3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3001' });
    expect(within(dialog).getByText('Gaming mouse')).toBeInTheDocument();
    expect(within(dialog).getByText('layla@example.ae')).toBeInTheDocument();
    expect(within(dialog).getByText('Al Barsha, Dubai')).toBeInTheDocument();
    expect(within(dialog).getByText(/by Omar/)).toBeInTheDocument();

    const select = within(dialog).getByLabelText('Change status');
    const options = within(select).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', 'processing', 'cancelled']);

    await user.selectOptions(select, 'processing');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order status updated to processing')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/shop/order/update-order-status/o-1/registered');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ newStatus: 'processing' });
    const after = within(dialog).getByLabelText('Change status');
    expect(within(after).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'shipped', 'cancelled']);
  });

  it('shows a 409 refusal of a status change', async () => {
    const refusal = 'An order that is confirmed cannot become processing. Allowed next statuses: cancelled';
    const { user } = setup(({ method }) =>
      method === 'PATCH' ? { status: 409, body: { success: false, message: refusal, allowedStatuses: ['cancelled'] } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'View order FC-3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3001' });
    await user.selectOptions(within(dialog).getByLabelText('Change status'), 'processing');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('offers no status change for a delivered order', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View order FC-3002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3002' });
    expect(within(dialog).queryByLabelText('Change status')).not.toBeInTheDocument();
  });

  it('asks before deleting an order', async () => {
    const { user, fetchMock } = setup(({ url, method }) =>
      url === '/api/shop/order/delete/o-1/registered' && method === 'DELETE'
        ? { body: { success: true, message: messages.ORDER_DELETED, data: { _id: 'o-1' } } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete FC-3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.ORDER_DELETED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/shop/order/delete/o-1/registered' && init?.method === 'DELETE')).toBe(true);
  });

  it('says the list failed', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderRoutes([{ path: 'admin/orders', element: <AdminOrdersPage /> }], '/admin/orders', { auth: authStateFor(admin) });
    expect(await screen.findByText(messages.FETCH_ORDERS_FAILED)).toBeInTheDocument();
  });
});
