import { messages, type Order } from '@store/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { renderAdmin, setupAdmin } from '#web/test/render-admin';
import AdminOrdersPage from './orders-page';

// Marking an order shipped with its courier and tracking number (issue 13
// item 8, docs/decisions/030).

const processing = makeOrder({ _id: 'o-7', orderNumber: 'FC-3007', status: 'processing' });
const shipped: Order = {
  ...processing,
  status: 'shipped',
  shipment: { courier: 'ups', courierName: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?loc=en_AE&tracknum=1Z999AA10123456784' },
};

function setup() {
  return setupAdmin(AdminOrdersPage, '/admin/orders', ({ url, method }) => {
    if (url.startsWith('/api/shop/order/all-orders?')) return { body: { success: true, data: [processing], total: 1, totalPages: 1, currentPage: 1 } };
    if (url === '/api/shop/order/update-order-status/o-7/guest' && method === 'PATCH') {
      return { body: { success: true, message: 'Order status updated to shipped', order: shipped } };
    }
    return undefined;
  });
}

async function chooseShipped(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View order FC-3007' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order FC-3007' });
  expect(within(dialog).queryByLabelText('Courier')).not.toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText('Change status'), 'shipped');
  return dialog;
}

describe('shipping an order (/admin/orders)', () => {
  it('sends the courier and tracking number, then shows them with the courier link', async () => {
    const { user, fetchMock } = setup();
    const dialog = await chooseShipped(user);
    const couriers = within(within(dialog).getByLabelText('Courier')).getAllByRole('option').map((o) => o.textContent);
    expect(couriers).toEqual(['No courier given', 'Aramex', 'DHL Express', 'FedEx', 'UPS', 'Emirates Post', 'SMSA Express', 'Quiqup', 'Other']);
    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'ups');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1Z 999 AA1 0123456784');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order status updated to shipped')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/shop/order/update-order-status/o-7/guest');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ newStatus: 'shipped', courier: 'ups', trackingNumber: '1Z 999 AA1 0123456784' });
    const shipping = within(dialog).getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(within(shipping).getByRole('link', { name: "Open the courier's tracking page" })).toHaveAttribute('href', shipped.shipment?.trackingUrl);
  });

  it('says what to fix before sending a number no courier prints, or a number without its courier', async () => {
    const { user, fetchMock } = setup();
    const dialog = await chooseShipped(user);
    await user.type(within(dialog).getByLabelText('Tracking number'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(within(dialog).getByText(messages.TRACKING_NUMBER_INVALID)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Tracking number'));
    await user.type(within(dialog).getByLabelText('Tracking number'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(within(dialog).getByText(messages.TRACKING_NEEDS_COURIER)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/shop/order/update-order-status'))).toBe(false);
  });
});

describe('revoking an order’s tracking links (/admin/orders)', () => {
  it('asks the server to end the links e-mailed so far and says so', async () => {
    const fetchMock = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/shop/order/all-orders?')) return { body: { success: true, data: [processing], total: 1, totalPages: 1, currentPage: 1 } };
      if (url === '/api/shop/track/revoke' && method === 'POST') return { body: { success: true, message: messages.TRACK_LINKS_REVOKED } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAdmin(AdminOrdersPage, '/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'View order FC-3007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FC-3007' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke tracking links' }));
    expect(await screen.findByText(messages.TRACK_LINKS_REVOKED)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/shop/track/revoke');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ orderId: 'o-7' });
  });
});
