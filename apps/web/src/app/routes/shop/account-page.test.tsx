import { messages, passwordChangeRequestSchema, profileUpdateRequestSchema } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, refusedBy, type MockReply } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { admin, customer } from '#web/test/users';
import { renderRoute, testLoadContext } from '#web/test/render-route';
import AccountRoute, { action, loader, meta } from '#web-app/routes/shop-account';

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

const ORDERS_URL = `/api/shop/order/user-orders/${customer._id}`;

async function setup(handler: Handler = () => undefined, orders = [makeOrder({ type: 'registered', userId: customer._id })]) {
  const fetchMock = mockFetch((request) => {
    if (request.url === ORDERS_URL) return { body: { success: true, data: orders } };
    return handler(request);
  });
  const user = userEvent.setup();
  const view = renderRoute([{ path: 'shop/account', Component: AccountRoute, loader, action }], '/shop/account', { user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  return { ...view, user, fetchMock };
}

const loaderArgs = (user: typeof customer | null) =>
  ({ request: new Request('http://localhost/shop/account'), params: {}, context: testLoadContext(user) }) as Parameters<typeof loader>[0];

describe('account page (/shop/account)', () => {
  it("loads the signed-in customer's orders on the server, with the page title", async () => {
    const orders = [makeOrder({ type: 'registered', userId: customer._id })];
    const fetchMock = mockFetch(({ url }) => (url === ORDERS_URL ? { body: { success: true, data: orders } } : undefined));
    await expect(loader(loaderArgs(customer))).resolves.toEqual({ user: customer, addresses: null, builds: [], orders, ordersError: null });
    expect(fetchMock).toHaveBeenCalledWith(ORDERS_URL, expect.objectContaining({ method: 'GET' }));
    expect(meta()).toContainEqual({ title: 'My account | Falcon Computers' });
  });

  it('says a status change was made by the store, never by whom', async () => {
    const order = makeOrder({
      type: 'registered',
      userId: customer._id,
      status: 'confirmed',
      history: [
        { from: null, to: 'pending', actor: 'customer', by: customer._id, byName: customer.name, at: '2025-03-01T10:00:00.000Z' },
        { from: 'pending', to: 'confirmed', actor: 'store', by: null, byName: 'the store', at: '2025-03-02T10:00:00.000Z' },
      ],
    });
    await setup(undefined, [order]);
    const history = screen.getByRole('list', { name: `Status history of order ${order.orderNumber}` });
    const steps = within(history).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Placed by you · /);
    expect(steps[1]).toHaveTextContent(/^Confirmed by the store · /);
  });

  it("links each order to its tracking page, and says when the customer cancelled it", async () => {
    const order = makeOrder({
      type: 'registered',
      userId: customer._id,
      status: 'cancelled',
      history: [
        { from: null, to: 'pending', actor: 'customer', by: customer._id, byName: customer.name, at: '2025-03-01T10:00:00.000Z' },
        { from: 'pending', to: 'cancelled', actor: 'customer', by: customer._id, byName: customer.name, at: '2025-03-02T10:00:00.000Z' },
      ],
    });
    await setup(undefined, [order]);
    // A cancelled order has nothing to track or cancel: its link offers the order (issue 27 item 6).
    const link = screen.getByRole('link', { name: `View order ${order.orderNumber}` });
    expect(link).toHaveAttribute('href', `/shop/track?order=${order._id}`);
    expect(screen.queryByRole('link', { name: /Track or cancel/ })).toBeNull();
    const steps = within(screen.getByRole('list', { name: `Status history of order ${order.orderNumber}` })).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent(/^Cancelled by you · /);
  });

  it('offers cancelling only while the customer may: "Track or cancel" when confirmed, "Track" when shipped, "View order" when delivered', async () => {
    const orders = [
      makeOrder({ _id: 'c1', orderNumber: 'FC-2001', type: 'registered', userId: customer._id, status: 'confirmed' }),
      makeOrder({ _id: 's1', orderNumber: 'FC-2002', type: 'registered', userId: customer._id, status: 'shipped' }),
      makeOrder({ _id: 'd1', orderNumber: 'FC-2003', type: 'registered', userId: customer._id, status: 'delivered' }),
    ];
    await setup(undefined, orders);
    expect(screen.getByRole('link', { name: 'Track or cancel order FC-2001' })).toHaveTextContent('Track or cancel');
    expect(screen.getByRole('link', { name: 'Track order FC-2002' })).toHaveTextContent(/^Track$/);
    expect(screen.getByRole('link', { name: 'View order FC-2003' })).toHaveAttribute('href', '/shop/track?order=d1');
  });

  it('offers the invoice and credit note of an order as PDF downloads, and nothing before the order is invoiced', async () => {
    const invoiced = makeOrder({ _id: 'o2', orderNumber: 'FC-1002', type: 'registered', userId: customer._id, status: 'cancelled', invoiceNumber: 'INV-000007', creditNoteNumber: 'CN-000002' });
    const pending = makeOrder({ _id: 'o1', orderNumber: 'FC-1001', type: 'registered', userId: customer._id });
    await setup(undefined, [invoiced, pending]);
    expect(screen.getByRole('link', { name: 'Download invoice INV-000007 as a PDF' })).toHaveAttribute('href', '/api/shop/invoices/o2/invoice');
    expect(screen.getByRole('link', { name: 'Download credit note CN-000002 as a PDF' })).toHaveAttribute('href', '/api/shop/invoices/o2/credit-note');
    expect(screen.getAllByRole('link', { name: /as a PDF$/ })).toHaveLength(2);
  });

  it('sends a guest to log in, remembering the account page, and an admin to the dashboard', async () => {
    const fetchMock = mockFetch(() => undefined);
    const guest = await loader(loaderArgs(null)).catch((thrown: unknown) => thrown);
    expect(guest).toBeInstanceOf(Response);
    expect((guest as Response).headers.get('Location')).toBe('/auth/login?from=%2Fshop%2Faccount');
    const asAdmin = await loader(loaderArgs(admin)).catch((thrown: unknown) => thrown);
    expect((asAdmin as Response).headers.get('Location')).toBe('/admin/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the forms when the orders cannot be had, with the server's message and a Retry that loads them", async () => {
    let failing = true;
    mockFetch(({ url }) => {
      if (url !== ORDERS_URL) return undefined;
      return failing ? { status: 503, body: { success: false, message: messages.FETCH_ORDERS_FAILED } } : { body: { success: true, data: [] } };
    });
    const user = userEvent.setup();
    renderRoute([{ path: 'shop/account', Component: AccountRoute, loader, action }], '/shop/account', { user: customer });
    expect(await screen.findByText(messages.FETCH_ORDERS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your details' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('saves the profile and updates the signed-in user everywhere', async () => {
    const saved = { ...customer, name: 'Sara Al Mansoori', phone: '+971559876543', preferredLanguage: 'ar' as const };
    const { user, fetchMock, store } = await setup(({ url, method, body }) =>
      url === `/api/auth/profile/${customer._id}` && method === 'PUT'
        ? (refusedBy(profileUpdateRequestSchema, body) ?? { body: { success: true, message: messages.PROFILE_UPDATED, data: saved } })
        : undefined,
    );
    const profile = screen.getByRole('region', { name: 'Your details' });
    expect(within(profile).getByLabelText('Full name')).toHaveValue(customer.name);
    await user.clear(within(profile).getByLabelText('Full name'));
    await user.type(within(profile).getByLabelText('Full name'), 'Sara Al Mansoori');
    await user.clear(within(profile).getByLabelText('Phone number'));
    await user.type(within(profile).getByLabelText('Phone number'), '055 987 6543');
    expect(within(profile).getByLabelText('Email language')).toHaveValue('en');
    await user.selectOptions(within(profile).getByLabelText('Email language'), 'العربية');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));

    expect(await within(profile).findByText(messages.PROFILE_UPDATED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/auth/profile/${customer._id}`);
    // The fields as typed: the API checks them and keeps the phone number in its one spelling.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Sara Al Mansoori',
      email: customer.email,
      phone: '055 987 6543',
      preferredLanguage: 'ar',
    });
    await waitFor(() => expect(store.getState().auth.user).toEqual(saved));
    expect(within(profile).getByLabelText('Phone number')).toHaveValue('+971559876543');
  });

  it("shows the API's refusal of a field at the field, and keeps what was typed", async () => {
    const { user, store } = await setup(({ url, body }) => (url.startsWith('/api/auth/profile') ? refusedBy(profileUpdateRequestSchema, body) : undefined));
    const profile = screen.getByRole('region', { name: 'Your details' });
    await user.clear(within(profile).getByLabelText('Email'));
    await user.type(within(profile).getByLabelText('Email'), 'not-an-email');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(profile).getByLabelText('Email')).toHaveAccessibleDescription(messages.EMAIL_INVALID));
    expect(within(profile).getByLabelText('Email')).toHaveValue('not-an-email');
    expect(store.getState().auth.user).toEqual(customer);
  });

  it('shows a taken e-mail from the server', async () => {
    const { user } = await setup(({ url }) =>
      url.startsWith('/api/auth/profile') ? { status: 409, body: { success: false, code: 'EMAIL_TAKEN', message: messages.EMAIL_TAKEN } } : undefined,
    );
    const profile = screen.getByRole('region', { name: 'Your details' });
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    expect(await within(profile).findByText(messages.EMAIL_TAKEN)).toBeInTheDocument();
  });

  it('changes the password, asking for it twice', async () => {
    const { user, fetchMock } = await setup(({ url, method, body }) =>
      url === '/api/auth/password' && method === 'PUT'
        ? (refusedBy(passwordChangeRequestSchema, body) ?? { body: { success: true, message: messages.PASSWORD_CHANGED } })
        : undefined,
    );
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match'));
    // Not asked: the API never saw the mismatch.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/password')).toBe(false);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(messages.PASSWORD_CHANGED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
    expect(within(form).getByLabelText('Confirm new password')).toHaveValue('');
  });

  it("shows 'Current password is incorrect' at the current password", async () => {
    const { user } = await setup(({ url }) =>
      url === '/api/auth/password' ? { status: 400, body: { success: false, code: 'WRONG_CURRENT_PASSWORD', message: messages.WRONG_CURRENT_PASSWORD } } : undefined,
    );
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(messages.WRONG_CURRENT_PASSWORD),
    );
  });

  it('lists the orders with status, date, lines and totals', async () => {
    await setup(undefined, [
      makeOrder({ _id: 'o2', orderNumber: 'FC-1002', status: 'shipped', deliveryFee: 25, createdAt: '2025-03-02T09:30:00.000Z' }),
      makeOrder({ _id: 'o1', orderNumber: 'FC-1001', status: 'pending', deliveryFee: 0, totalPrice: 299, createdAt: '2025-03-01T10:00:00.000Z' }),
    ]);
    const orders = await screen.findAllByRole('article');
    expect(orders.map((order) => within(order).getByRole('heading').textContent)).toEqual(['Order FC-1002', 'Order FC-1001']);
    expect(within(orders[0] as HTMLElement).getByText('Shipped')).toBeInTheDocument();
    expect(within(orders[0] as HTMLElement).getByText('Gaming mouse')).toBeInTheDocument();
    expect(within(orders[0] as HTMLElement).getByText('AED 324.00')).toBeInTheDocument();
    expect(within(orders[0] as HTMLElement).getByText(/2 Mar 2025/)).toBeInTheDocument();
    expect(within(orders[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(orders[1] as HTMLElement).getByText('Free')).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    await setup(undefined, []);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop/listing');
  });
});
