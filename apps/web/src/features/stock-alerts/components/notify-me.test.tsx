import { messages } from '@store/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply, validationFailed } from '#web/test/fetch-mock';
import { makeProductWithGallery } from '#web/test/products';
import { renderShop } from '#web/test/shop-routes';
import { customer } from '#web/test/users';

// "Notify me when it's back" on the product page (issue 14 item 8, docs/decisions/037): the form posts to
// the page's action (docs/decisions/045), which asks the API; the API checks the address.

const SOLD_OUT = { ...makeProductWithGallery({ title: 'RTX 5090 Founders Edition', totalStock: 0 }), sku: 'NVI-GPU-000001' };
const IN_STOCK = { ...makeProductWithGallery({ title: 'RTX 5080', totalStock: 4 }), sku: 'NVI-GPU-000002' };

/** The product pages, and the alert call answered by `alert` (its body recorded). */
function mockShop(alert: (body: unknown) => MockReply) {
  const sent: unknown[] = [];
  mockFetch(({ url, method, body }) => {
    for (const product of [SOLD_OUT, IN_STOCK]) {
      if (url === `/api/shop/products/get/${product._id}`) return { body: { success: true, data: { product, relatedProducts: [], randomProducts: [] } } };
    }
    if (method === 'POST' && url === `/api/shop/stock-alerts/${SOLD_OUT._id}`) {
      sent.push(body);
      return alert(body);
    }
    return undefined;
  });
  return sent;
}

const block = async () => screen.findByRole('region', { name: 'Notify me when it’s back' });

describe('Notify me when it’s back', () => {
  it('a guest types an e-mail (left to right) and sees the answer; an empty field is said at the field', async () => {
    const sent = mockShop((body) =>
      (body as { email?: string }).email === undefined
        ? validationFailed([{ path: 'email', message: messages.STOCK_ALERT_EMAIL_REQUIRED }], messages.STOCK_ALERT_EMAIL_REQUIRED)
        : { body: { success: true, message: messages.STOCK_ALERT_SAVED } },
    );
    const user = userEvent.setup();
    renderShop(`/shop/product/${SOLD_OUT._id}`);
    const region = await block();
    expect(within(region).getByText('Leave your e-mail and we will write to you once, as soon as it is back in stock.')).toBeInTheDocument();
    const field = within(region).getByLabelText('E-mail address');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('dir', 'ltr');

    await user.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(within(region).getByLabelText('E-mail address')).toHaveAccessibleDescription(/Enter your e-mail address/);
    // An empty field names no address.
    expect(sent).toEqual([{ lang: 'en' }]);

    await user.type(within(region).getByLabelText('E-mail address'), 'sara@example.ae');
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByText(messages.STOCK_ALERT_SAVED)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ email: 'sara@example.ae', lang: 'en' });
  });

  it('a signed-in customer gets one button for the account’s address', async () => {
    const sent = mockShop(() => ({ body: { success: true, message: messages.STOCK_ALERT_SAVED } }));
    const user = userEvent.setup();
    renderShop(`/shop/product/${SOLD_OUT._id}`, { user: customer });
    const region = await block();
    expect(within(region).getByText('We will write once to sara@example.ae, as soon as it is back in stock.')).toBeInTheDocument();
    expect(within(region).queryByLabelText('E-mail address')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByText(messages.STOCK_ALERT_SAVED)).toBeInTheDocument();
    expect(sent).toEqual([{ lang: 'en' }]);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    mockShop(() => ({ status: 429, body: { success: false, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_STOCK_ALERTS } }));
    const user = userEvent.setup();
    renderShop(`/shop/product/${SOLD_OUT._id}`);
    const region = await block();
    await user.type(within(region).getByLabelText('E-mail address'), 'sara@example.ae');
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(messages.TOO_MANY_STOCK_ALERTS);
    expect(within(region).getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });

  it('is not offered while the product is in stock', async () => {
    mockShop(() => ({ body: {} }));
    renderShop(`/shop/product/${IN_STOCK._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'RTX 5080' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notify me when it’s back' })).toBeNull();
  });
});
