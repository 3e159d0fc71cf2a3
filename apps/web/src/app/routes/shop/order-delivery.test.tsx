import type { Order, TrackedOrder } from '@store/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { makeOrder } from '#web/test/orders';
import { renderRoute } from '#web/test/render-route';
import { customer } from '#web/test/users';
import AccountRoute, { loader as accountLoader } from '#web-app/routes/shop-account';
import TrackRoute, { loader as trackLoader } from '#web-app/routes/shop-track';

// What the buyer sees of an order's delivery (issue 13 item 8,
// docs/decisions/030): the licence keys of a confirmed order and the courier
// with its tracking link, on the account page and the tracking page.

const ORDER_ID = '6f1c3f4e-8d55-4f0e-9a57-3b1f0c2d9e11';
const keys = [
  { productId: 'p-9', title: 'Office 2024 Home', key: 'OFF24-KEY-AAAA-0001' },
  { productId: 'p-9', title: 'Office 2024 Home', key: 'OFF24-KEY-AAAA-0002' },
];
const shipment = {
  courier: 'aramex',
  courierName: 'Aramex',
  trackingNumber: '44556677889',
  trackingUrl: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44556677889',
};

describe('the account page shows each order\'s keys and parcel', () => {
  it('lists the keys with a copy button each, and the courier with its link', async () => {
    const order: Order = makeOrder({ _id: ORDER_ID, orderNumber: 'FC-000077', type: 'registered', userId: customer._id, status: 'shipped', licenceKeys: keys, shipment });
    const plain: Order = makeOrder({ _id: 'o-plain', orderNumber: 'FC-000078', type: 'registered', userId: customer._id });
    mockFetch(({ url }) => (url === `/api/shop/order/user-orders/${customer._id}` ? { body: { success: true, data: [order, plain] } } : undefined));
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute([{ path: 'shop/account', Component: AccountRoute, loader: accountLoader }], '/shop/account', { user: customer });

    const card = await screen.findByRole('article', { name: 'Order FC-000077' });
    const keyList = within(card).getByRole('region', { name: 'Your licence keys' });
    expect(within(keyList).getByText('Licence key 1 for Office 2024 Home')).toBeInTheDocument();
    expect(within(keyList).getByText('OFF24-KEY-AAAA-0001')).toBeInTheDocument();
    expect(within(keyList).getByText('OFF24-KEY-AAAA-0002')).toBeInTheDocument();
    await user.click(within(keyList).getByRole('button', { name: 'Copy licence key 2 for Office 2024 Home' }));
    expect(writeText).toHaveBeenCalledWith('OFF24-KEY-AAAA-0002');
    expect(await within(keyList).findByText('Copied')).toBeInTheDocument();

    const parcel = within(card).getByRole('region', { name: 'Your parcel' });
    expect(within(parcel).getByText('Aramex')).toBeInTheDocument();
    expect(within(parcel).getByText('44556677889')).toBeInTheDocument();
    const link = within(parcel).getByRole('link', { name: 'Track your parcel on the Aramex website (opens in a new tab)' });
    expect(link).toHaveAttribute('href', shipment.trackingUrl);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const other = screen.getByRole('article', { name: 'Order FC-000078' });
    expect(within(other).queryByRole('region', { name: 'Your licence keys' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('region', { name: 'Your parcel' })).not.toBeInTheDocument();
  });
});

describe('the tracking page shows the keys and the parcel', () => {
  it('from the e-mail link: keys, courier, number and link; "Other" without a link', async () => {
    const tracked: TrackedOrder = {
      _id: ORDER_ID,
      orderNumber: 'FC-000077',
      status: 'shipped',
      firstName: 'Omar',
      items: [{ productId: 'p-9', title: 'Office 2024 Home', image: null, price: 100, quantity: 2, lineTotal: 200 }],
      deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'A• B•••••', building: 'F•••••' },
      paymentMethod: 'cash_on_delivery',
      subtotal: 200,
      deliveryFee: 25,
      vat: 10.71,
      codFee: 0,
      discount: 0,
      couponCode: null,
      totalPrice: 225,
      history: [{ from: null, to: 'pending', actor: 'customer', at: '2026-03-01T10:00:00.000Z' }],
      cancellable: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      invoiceNumber: null,
      creditNoteNumber: null,
      licenceKeys: keys,
      shipment: { courier: 'other', courierName: 'Other', trackingNumber: 'VAN-0042', trackingUrl: null },
    };
    mockFetch(({ url }) => (url === '/api/shop/track/link' ? { body: { success: true, order: tracked, token: `${ORDER_ID}.sig` } } : undefined));
    renderRoute([{ path: 'shop/track', Component: TrackRoute, loader: trackLoader }], `/shop/track?token=${ORDER_ID}.sig`);
    const order = await screen.findByRole('article', { name: 'FC-000077' });
    const keyList = within(order).getByRole('region', { name: 'Your licence keys' });
    expect(within(keyList).getAllByRole('listitem').map((item) => within(item).getByText(/^OFF24/).textContent)).toEqual([
      'OFF24-KEY-AAAA-0001',
      'OFF24-KEY-AAAA-0002',
    ]);
    const parcel = within(order).getByRole('region', { name: 'Your parcel' });
    expect(within(parcel).getByText('Our delivery partner')).toBeInTheDocument();
    expect(within(parcel).getByText('VAN-0042')).toBeInTheDocument();
    expect(within(parcel).queryByRole('link')).not.toBeInTheDocument();
  });
});
