import { cancelReasonSchema, messageIn, messages, trackLookupSchema, type TrackedOrder } from '@store/contract'
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, refusedBy, type MockReply } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { customer } from '#web/test/users';
import { renderRoute, testLoadContext } from '#web/test/render-route';
import TrackRoute, { action, headers, loader, meta } from '#web-app/routes/shop-track';

// /shop/track (issue 13 items 2 and 3): the lookup form, the signed link, the
// owner's view from the account page, and the customer's own cancellation.

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

const ORDER_ID = '6f1c3f4e-8d55-4f0e-9a57-3b1f0c2d9e11';
const TOKEN = `${ORDER_ID}.c2lnbmF0dXJl`;

/** The order as the tracking page is given it: the placed order's lines and figures, its address masked, no contact. */
function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  const { items, paymentMethod, subtotal, deliveryFee, codFee, discount, couponCode, vat, totalPrice, invoiceNumber, creditNoteNumber } = makeOrder();
  return {
    _id: ORDER_ID,
    orderNumber: 'FC-000042',
    status: 'pending',
    firstName: 'Omar',
    deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'A• B••••• R•••', building: 'F••••• T••••', apartment: '••••' },
    // 21:30 UTC is 01:30 the next day in Dubai: the page writes store time.
    history: [{ from: null, to: 'pending', actor: 'customer', at: '2026-03-01T21:30:00.000Z' }],
    cancellable: true,
    createdAt: '2026-03-01T21:30:00.000Z',
    // What the placed order shows as well: its lines, payment, figures and documents.
    items, paymentMethod, subtotal, deliveryFee, codFee, discount, couponCode, vat, totalPrice, invoiceNumber, creditNoteNumber,
    ...overrides,
  };
}

const cancelledOrder = () =>
  trackedOrder({
    status: 'cancelled',
    cancellable: false,
    history: [
      { from: null, to: 'pending', actor: 'customer', at: '2026-03-01T21:30:00.000Z' },
      { from: 'pending', to: 'cancelled', actor: 'customer', at: '2026-03-02T08:00:00.000Z' },
    ],
  });

function render(path: string, handler: Handler, user: typeof customer | null = null) {
  const fetchMock = mockFetch(handler);
  const userActions = userEvent.setup();
  renderRoute([{ path: 'shop/track', Component: TrackRoute, loader, action }], path, { user });
  return { fetchMock, user: userActions };
}

describe('track page (/shop/track)', () => {
  it('finds an order by its number and e-mail, and shows it with the address masked and dates in store time', async () => {
    const { user, fetchMock } = render('/shop/track', ({ url }) =>
      url === '/api/shop/track/lookup' ? { body: { success: true, order: trackedOrder(), token: null } } : undefined,
    );
    await user.type(await screen.findByLabelText('Order number'), 'FC-000042');
    await user.type(screen.getByLabelText('Email or phone number'), 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: 'Find my order' }));

    const order = await screen.findByRole('article', { name: 'FC-000042' });
    // The lookup's token stays in the page: no address holds it.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/track$/);
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/track/lookup', expect.objectContaining({ method: 'POST', body: JSON.stringify({ orderNumber: 'FC-000042', contact: 'omar@example.ae' }) }));
    expect(within(order).getByText('Hello Omar, here is your order.', { exact: false })).toBeInTheDocument();
    expect(within(order).getByText('Gaming mouse')).toBeInTheDocument();
    expect(within(order).getByText('A• B••••• R•••')).toBeInTheDocument();
    expect(within(order).getByText('Partly hidden to protect your privacy.')).toBeInTheDocument();
    const history = within(order).getByRole('region', { name: 'Order history' });
    expect(within(history).getByText('Order placed')).toBeInTheDocument();
    expect(within(history).getByText('2 Mar 2026, 1:30 am', { exact: false })).toBeInTheDocument();
    // A number and a contact show the order only; the rest opens from the e-mailed link or the account.
    expect(within(order).queryByRole('region', { name: 'Cancel this order' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
    expect(
      within(order).getByText('To see licence keys, download the invoice or cancel this order, open the link in your order e-mail or log in to your account.'),
    ).toBeInTheDocument();
  });

  it("shows the API's field errors for empty fields, and its neutral answer for a wrong combination", async () => {
    const { user, fetchMock } = render('/shop/track', ({ url, body }) =>
      url === '/api/shop/track/lookup'
        ? (refusedBy(trackLookupSchema, body) ?? { status: 404, body: { success: false, code: 'ORDER_NOT_FOUND', message: messages.TRACK_NOT_FOUND } })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Find my order' }));
    await waitFor(() => expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(expect.stringContaining(messages.TRACK_NUMBER_INVALID)));
    expect(screen.getByLabelText('Email or phone number')).toHaveAccessibleDescription(messages.TRACK_CONTACT_REQUIRED);
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/track/lookup', expect.objectContaining({ body: JSON.stringify({ orderNumber: '', contact: '' }) }));

    await user.type(screen.getByLabelText('Order number'), '42');
    await user.type(screen.getByLabelText('Email or phone number'), '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.TRACK_NOT_FOUND));
    expect(screen.getByLabelText('Order number')).not.toHaveAttribute('aria-invalid');
  });

  it("shows a coupon's discount and the cash-on-delivery fee among the totals", async () => {
    const order = trackedOrder({ subtotal: 918, deliveryFee: 0, codFee: 10, discount: 91.8, couponCode: 'SAVE10', totalPrice: 836.2 });
    render(`/shop/track?token=${TOKEN}`, ({ url }) => (url === '/api/shop/track/link' ? { body: { success: true, order, token: TOKEN } } : undefined));
    const article = await screen.findByRole('article', { name: 'FC-000042' });
    const line = (term: string) => within(article).getByText(term).closest('div');
    expect(line('Discount (SAVE10)')).toHaveTextContent('−AED 91.80');
    expect(line('Cash on delivery fee')).toHaveTextContent('AED 10.00');
    expect(line('Total')).toHaveTextContent('AED 836.20');
  });

  it('says how long to wait after too many lookups', async () => {
    const text = messageIn('en', 'TOO_MANY_TRACK_LOOKUPS', { minutes: 15 });
    const { user } = render('/shop/track', ({ url }) =>
      url === '/api/shop/track/lookup' ? { status: 429, body: { success: false, code: 'TOO_MANY_REQUESTS', message: text } } : undefined,
    );
    await user.type(await screen.findByLabelText('Order number'), 'FC-1');
    await user.type(screen.getByLabelText('Email or phone number'), 'a@b.ae');
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("opens the e-mail's link without typing, and a guest cancels with a reason", async () => {
    const { user, fetchMock } = render(`/shop/track?token=${encodeURIComponent(TOKEN)}`, ({ url, body }) => {
      if (url === '/api/shop/track/link') return { body: { success: true, order: trackedOrder(), token: TOKEN } };
      if (url === '/api/shop/track/cancel') {
        return refusedBy(z.object({ reason: cancelReasonSchema }), body) ?? { body: { success: true, message: messages.ORDER_CANCELLED_BY_CUSTOMER, order: cancelledOrder(), token: TOKEN } };
      }
      return undefined;
    });
    const order = await screen.findByRole('article', { name: 'FC-000042' });
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/track/link', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: TOKEN }) }));
    expect(within(order).getByText('Pending')).toBeInTheDocument();

    await user.click(within(order).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByLabelText('Why are you cancelling?')).toHaveAccessibleDescription(expect.stringContaining(messages.CANCEL_REASON_INVALID)));
    await user.type(screen.getByLabelText('Why are you cancelling?'), 'Ordered the wrong model');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Your order has been cancelled. We have sent you an email.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/track/cancel', expect.objectContaining({ body: JSON.stringify({ token: TOKEN, reason: 'Ordered the wrong model' }) }));
    const after = screen.getByRole('article', { name: 'FC-000042' });
    expect(within(after).getByText('Cancelled')).toBeInTheDocument();
    expect(within(after).getByText('Cancelled by you')).toBeInTheDocument();
    expect(within(after).queryByRole('region', { name: 'Cancel this order' })).not.toBeInTheDocument();
  });

  it('shows the 409 when the store moved the order on meanwhile', async () => {
    const text = messageIn('en', 'ORDER_NOT_CANCELLABLE', { status: 'processing', allowed: 'pending or confirmed' });
    const { user } = render(`/shop/track?token=${encodeURIComponent(TOKEN)}`, ({ url }) => {
      if (url === '/api/shop/track/link') return { body: { success: true, order: trackedOrder(), token: TOKEN } };
      if (url === '/api/shop/track/cancel') return { status: 409, body: { success: false, code: 'INVALID_STATUS_CHANGE', message: text, allowedStatuses: ['pending', 'confirmed'] } };
      return undefined;
    });
    await user.type(await screen.findByLabelText('Why are you cancelling?'), 'Too slow');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a link that is not genuine shows the form with why', async () => {
    render('/shop/track?token=forged', ({ url }) =>
      url === '/api/shop/track/link' ? { status: 404, body: { success: false, code: 'ORDER_NOT_FOUND', message: messages.TRACK_LINK_INVALID } } : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.TRACK_LINK_INVALID);
    expect(screen.getByRole('button', { name: 'Find my order' })).toBeInTheDocument();
  });

  it("opens a signed-in customer's own order from the account and cancels it by session", async () => {
    const { user, fetchMock } = render(
      `/shop/track?order=${ORDER_ID}`,
      ({ url }) => {
        if (url === `/api/shop/track/mine/${ORDER_ID}`) return { body: { success: true, order: trackedOrder({ status: 'confirmed' }), token: null } };
        if (url === '/api/shop/track/cancel') return { body: { success: true, order: cancelledOrder(), token: null } };
        return undefined;
      },
      customer,
    );
    expect(await screen.findByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/shop/account');
    await user.type(screen.getByLabelText('Why are you cancelling?'), 'Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled by you')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/track/cancel', expect.objectContaining({ body: JSON.stringify({ orderId: ORDER_ID, reason: 'Changed my mind' }) }));
  });

  it('a guest downloads the invoice with the link’s token in a POST body, and reads why when there is none', async () => {
    const { user, fetchMock } = render(`/shop/track?token=${encodeURIComponent(TOKEN)}`, ({ url }) => {
      if (url === '/api/shop/track/link') return { body: { success: true, order: trackedOrder({ status: 'confirmed', invoiceNumber: 'INV-000003' }), token: TOKEN } };
      if (url === '/api/shop/invoices/track') return { status: 404, body: { success: false, code: 'ORDER_NOT_FOUND', message: messages.INVOICE_NOT_FOUND } };
      return undefined;
    });
    const order = await screen.findByRole('article', { name: 'FC-000042' });
    expect(within(order).queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Download invoice INV-000003 as a PDF' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent(messages.INVOICE_NOT_FOUND);
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/invoices/track', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: TOKEN, document: 'invoice' }) }));
  });

  it("the signed-in owner's view links the invoice and credit note, authorised by the session", async () => {
    render(
      `/shop/track?order=${ORDER_ID}`,
      ({ url }) =>
        url === `/api/shop/track/mine/${ORDER_ID}`
          ? { body: { success: true, order: { ...cancelledOrder(), invoiceNumber: 'INV-000003', creditNoteNumber: 'CN-000001' }, token: null } }
          : undefined,
      customer,
    );
    expect(await screen.findByRole('link', { name: 'Download invoice INV-000003 as a PDF' })).toHaveAttribute('href', `/api/shop/invoices/${ORDER_ID}/invoice`);
    expect(screen.getByRole('link', { name: 'Download credit note CN-000001 as a PDF' })).toHaveAttribute('href', `/api/shop/invoices/${ORDER_ID}/credit-note`);
  });

  it('offers no cancellation once the order is being prepared, and says whom to call', async () => {
    render(`/shop/track?token=${encodeURIComponent(TOKEN)}`, ({ url }) =>
      url === '/api/shop/track/link' ? { body: { success: true, order: trackedOrder({ status: 'processing', cancellable: false }), token: TOKEN } } : undefined,
    );
    expect(await screen.findByText(/can no longer be cancelled online\. Please call us on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('keeps the token out of Referer headers and the page out of every cache', async () => {
    expect(meta({} as never)).toEqual(
      expect.arrayContaining([{ title: 'Track your order | Falcon Computers' }, { name: 'referrer', content: 'no-referrer' }]),
    );
    expect(headers({} as never)).toEqual({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
    const start = await loader({ request: new Request('http://localhost/shop/track'), params: {}, context: testLoadContext(null) } as Parameters<typeof loader>[0]);
    expect(start).toEqual({ order: null, token: null, owner: false, error: null });
  });
});
