import { messages, type Order, type QuoteRequest } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply, type MockRequest, type MockHandler } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { renderAdmin, setupAdmin } from '#web/test/render-admin';
import AdminOrdersPage from './orders-page';

const confirmed = makeOrder({
  _id: 'o-1',
  orderNumber: 'FC-3001',
  status: 'confirmed',
  type: 'registered',
  history: [
    { from: null, to: 'pending', actor: 'customer', by: null, byName: null, at: '2026-03-01T10:00:00.000Z' },
    { from: 'pending', to: 'confirmed', actor: 'store', by: 'u-admin', byName: 'Omar', at: '2026-03-02T10:00:00.000Z' },
  ],
});
const delivered = makeOrder({
  _id: 'o-2',
  orderNumber: 'FC-3002',
  status: 'delivered',
  companyName: 'Gulf Trading LLC',
  companyTrn: '100234567890003',
  invoiceNumber: 'INV-000009',
});

function pageReply(orders: Order[], totalPages = 1): MockReply {
  return { body: { success: true, data: orders, total: orders.length, totalPages, currentPage: 1 } };
}

function setup(handler: MockHandler = () => undefined) {
  return setupAdmin(AdminOrdersPage, '/admin/orders', (request) => {
    if (request.url.startsWith('/api/shop/order/all-orders?')) {
      const query = new URLSearchParams(request.url.split('?')[1]);
      if (query.get('status') === 'delivered') return pageReply([delivered]);
      return pageReply([confirmed, delivered], 2);
    }
    return handler(request);
  });
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
    expect(within(dialog).getByText(/by the customer/)).toBeInTheDocument();

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
      method === 'PATCH' ? { status: 409, body: { success: false, code: 'INVALID_STATUS_CHANGE', message: refusal, allowedStatuses: ['cancelled'] } } : undefined,
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

  it('downloads the invoice from the order dialog, shows a business buyer, and says when the invoice is issued', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View order FC-3002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3002' });
    expect(within(dialog).getByRole('link', { name: 'Invoice INV-000009 (PDF)' })).toHaveAttribute('href', '/api/shop/invoices/o-2/invoice');
    expect(within(dialog).getByText('Gulf Trading LLC')).toBeInTheDocument();
    expect(within(dialog).getByText('TRN 100234567890003')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'View order FC-3001' }));
    const pending = await screen.findByRole('dialog', { name: 'Order FC-3001' });
    expect(within(pending).getByText('The invoice is issued when the order is confirmed.')).toBeInTheDocument();
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

  it('offers no deletion of an invoiced order, in the list or its dialog: it is cancelled, and its credit note follows', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'Delete FC-3001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete FC-3002' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View order FC-3002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3002' });
    expect(within(dialog).queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
  });

  it("shows the coupon's discount line in the order dialog, as the shop's views do", async () => {
    const discounted = makeOrder({
      _id: 'o-3',
      orderNumber: 'FC-3003',
      items: [{ productId: 'p-9', title: 'Gaming monitor', image: null, price: 918, quantity: 1, lineTotal: 918 }],
      subtotal: 918,
      deliveryFee: 0,
      discount: 91.8,
      couponCode: 'SAVE10',
      vat: 39.34,
      totalPrice: 826.2,
    });
    mockFetch((request) => (request.url.startsWith('/api/shop/order/all-orders?') ? pageReply([discounted]) : undefined));
    const user = userEvent.setup();
    renderAdmin(AdminOrdersPage, '/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'View order FC-3003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3003' });
    const line = (term: string) => within(dialog).getByText(term).closest('div');
    expect(line('Subtotal')).toHaveTextContent('AED 918.00');
    expect(line('Discount (SAVE10)')).toHaveTextContent('−AED 91.80');
    expect(line('Total')).toHaveTextContent('AED 826.20');
  });

  it('says the list failed', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderAdmin(AdminOrdersPage, '/admin/orders');
    expect(await screen.findByText(messages.FETCH_ORDERS_FAILED)).toBeInTheDocument();
  });
});

const quote = (id: string, name: string, createdAt: string, handled = false): QuoteRequest => ({
  _id: id,
  productId: `p-${id}`,
  productTitle: `Falcon Tower ${id}`,
  name,
  email: `${name.toLowerCase()}@example.ae`,
  phone: '+971501234567',
  quantity: 5,
  message: `Price for ${name}'s office?`,
  handled,
  createdAt,
});

/** The quote requests as the server keeps them, newest first; PATCH handlers change `quotes`. */
type QuoteHandler = (request: MockRequest, quotes: QuoteRequest[]) => MockReply | undefined;

function setupQuotes(handler: QuoteHandler = () => undefined, path = '/admin/orders?tab=quotes') {
  const quotes: QuoteRequest[] = [
    // 20:30 UTC on 2 March is 00:30 on 3 March in Dubai.
    quote('q-2', 'Layla', '2026-03-02T20:30:00.000Z'),
    quote('q-1', 'Omar', '2026-02-20T08:00:00.000Z', true),
  ];
  return setupAdmin(AdminOrdersPage, path, (request) => {
    if (request.url.startsWith('/api/shop/order/all-orders?')) return pageReply([confirmed]);
    if (request.url.startsWith('/api/admin/quotes?')) {
      const status = new URLSearchParams(request.url.split('?')[1]).get('status');
      const shown = quotes.filter((item) => status === null || item.handled === (status === 'handled'));
      return { body: { success: true, data: shown, total: shown.length, totalPages: 1, currentPage: 1 } };
    }
    return handler(request, quotes);
  });
}

const quoteRows = () => within(screen.getByRole('table', { name: 'Quote requests, newest first' })).getAllByRole('row').slice(1);

describe('admin quote requests (/admin/orders?tab=quotes)', () => {
  it('switches tabs through the URL, so Back returns to the orders', async () => {
    const { user, router, navigate } = setupQuotes(() => undefined, '/admin/orders');
    expect(await screen.findByText('FC-3001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Quote requests' }));
    expect(await screen.findByRole('table', { name: 'Quote requests, newest first' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=quotes');
    expect(screen.getByRole('tab', { name: 'Quote requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('FC-3001')).not.toBeInTheDocument();

    await navigate(-1);
    expect(await screen.findByText('FC-3001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the requests newest first with product, customer, message and the date in Dubai time', async () => {
    const { fetchMock } = setupQuotes();
    await screen.findByRole('table', { name: 'Quote requests, newest first' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/quotes?page=1&limit=10')).toBe(true);
    const [newest, older] = quoteRows() as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('link', { name: 'Falcon Tower q-2' })).toHaveAttribute('href', '/shop/product/p-q-2');
    expect(within(newest).getByText('Layla')).toBeInTheDocument();
    expect(within(newest).getByText('layla@example.ae')).toBeInTheDocument();
    expect(within(newest).getByText('+971501234567')).toBeInTheDocument();
    expect(within(newest).getByText("Price for Layla's office?")).toBeInTheDocument();
    expect(within(newest).getByText(/3 Mar 2026, 12:30\sAM/i)).toBeInTheDocument();
    expect(within(newest).getByText('Open')).toBeInTheDocument();
    expect(within(older).getByText('Omar')).toBeInTheDocument();
    expect(within(older).getByText('Handled')).toBeInTheDocument();
  });

  it('filters by open or handled', async () => {
    const { user, fetchMock } = setupQuotes();
    await screen.findByRole('table', { name: 'Quote requests, newest first' });
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await waitFor(() => expect(quoteRows()).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/quotes?page=1&limit=10&status=open')).toBe(true);
    expect(within(quoteRows()[0] as HTMLElement).getByText('Layla')).toBeInTheDocument();
  });

  it('marks a request as handled and updates its row', async () => {
    const { user, fetchMock } = setupQuotes(({ url, method, body }, quotes) => {
      if (url !== '/api/admin/quotes/q-2/handled' || method !== 'PATCH') return undefined;
      const target = quotes[0] as QuoteRequest;
      target.handled = (body as { handled: boolean }).handled;
      return { body: { success: true, message: messages.QUOTE_HANDLED, data: { ...target } } };
    });
    await screen.findByRole('table', { name: 'Quote requests, newest first' });
    await user.click(screen.getByRole('button', { name: 'Mark as handled: request of Layla' }));

    expect(await screen.findByText(messages.QUOTE_HANDLED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/quotes/q-2/handled');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ handled: true });
    const row = quoteRows()[0] as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Handled')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Reopen: request of Layla' })).toBeInTheDocument();
  });

  it('toasts the server’s message when marking fails', async () => {
    const { user } = setupQuotes(({ method }) =>
      method === 'PATCH' ? { status: 404, body: { success: false, code: 'QUOTE_NOT_FOUND', message: messages.QUOTE_NOT_FOUND } } : undefined,
    );
    await screen.findByRole('table', { name: 'Quote requests, newest first' });
    await user.click(screen.getByRole('button', { name: 'Mark as handled: request of Layla' }));
    expect(await screen.findByText(messages.QUOTE_NOT_FOUND)).toBeInTheDocument();
    expect(within(quoteRows()[0] as HTMLElement).getByText('Open')).toBeInTheDocument();
  });

  it('says the list failed', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    renderAdmin(AdminOrdersPage, '/admin/orders?tab=quotes');
    expect(await screen.findByText(messages.SERVER_ERROR)).toBeInTheDocument();
  });
});
