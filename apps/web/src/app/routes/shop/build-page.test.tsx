// The PC builder page (issue 24 item 5): its loader renders the build of the
// address with the server's check, a slot's list filtered by the parts chosen
// (or all of them, each misfit with its reason), and "Add build to cart" puts
// every part in the cart in one step or none.
import { messages, type AttributeDefinition } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRequest } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { renderRoute, testLoadContext } from '#web/test/render-route';
import { customer } from '#web/test/users';
import BuildRoute, { action, loader } from '#web-app/routes/shop-build';

const categories = [
  { _id: 'cat-cpu', category: 'Processors', slug: 'processors', isTop: false },
  { _id: 'cat-board', category: 'Motherboards', slug: 'motherboards', isTop: false },
];
const definition = (code: string, label: string, type: AttributeDefinition['type'], unit: string | null = null): AttributeDefinition => ({
  _id: code, category: 'cat', code, label, labelAr: null, type, unit, choices: [], filterable: true, inCompare: true, inSpecTable: true, onCard: false, order: 0,
});
const attributes = [definition('socket', 'Socket', 'choice'), definition('tdp_w', 'TDP', 'number', 'W')];

const am4 = makeProduct({ title: 'AMD Ryzen 7 5700X3D', category: 'cat-cpu', price: 899, totalStock: 6, attributes: { socket: 'AM4', tdp_w: 105, integrated_graphics: false } });
const am5 = makeProduct({ title: 'AMD Ryzen 7 7800X3D', category: 'cat-cpu', price: 1599, salePrice: 1499, totalStock: 1, attributes: { socket: 'AM5', tdp_w: 120, integrated_graphics: true } });
const board = makeProduct({ title: 'MSI MAG B650 Tomahawk', category: 'cat-board', price: 899, totalStock: 8, attributes: { socket: 'AM5', memory_type: 'DDR5' } });
const mismatch = { severity: 'block', code: 'BUILD_SOCKET_MISMATCH', params: { cpuSocket: 'AM4', boardSocket: 'AM5' }, message: 'The processor fits socket AM4, the motherboard has socket AM5', productIds: [am4._id, board._id] };

function api(request: MockRequest, lists: string[] = []) {
  const { url } = request;
  if (url.startsWith('/api/shop/categories?') || url === '/api/shop/categories') return { body: { success: true, data: categories } };
  if (url.startsWith('/api/shop/categories/')) return { body: { success: true, data: attributes } };
  const one = [am4, am5, board].find((product) => url.startsWith(`/api/shop/products/get/${product._id}`));
  if (one) return { body: { success: true, data: { product: { ...one, sku: 'SKU', images: [] }, relatedProducts: [], randomProducts: [] } } };
  if (url.startsWith('/api/shop/products/get?')) {
    lists.push(url);
    const socket = new URLSearchParams(url.split('?')[1]).get('f.socket');
    return { body: { success: true, data: [am4, am5].filter((product) => !socket || product.attributes.socket === socket), total: 2, totalPages: 1, currentPage: 1 } };
  }
  if (url.startsWith('/api/shop/builds/check')) {
    const items = (request.body as { items: { productId: string }[] }).items;
    const problems = items.some((item) => item.productId === am4._id) ? [mismatch] : [];
    return { body: { success: true, data: { problems, estimatedWatts: 225, totalPrice: 1798 } } };
  }
  return undefined;
}

const loaderArgs = (search: string) => ({ request: new Request(`http://localhost/shop/build${search}`), params: {}, context: testLoadContext() }) as Parameters<typeof loader>[0];

function renderBuilder(search: string, user = null as typeof customer | null) {
  mockFetch((request) => api(request));
  return renderRoute([{ path: 'shop/build', Component: BuildRoute, loader, action }], `/shop/build${search}`, { user });
}

describe('the PC builder (/shop/build)', () => {
  it('lists only the processors that fit the board chosen, by a filter the board implies', async () => {
    const lists: string[] = [];
    mockFetch((request) => api(request, lists));
    const data = await loader(loaderArgs(`?parts=${board._id}:1&slot=processor`));
    expect(lists).toEqual([expect.stringContaining('f.socket=AM5')]);
    expect(data.slot?.offers.map((offer) => offer.product.title)).toEqual(['AMD Ryzen 7 7800X3D']);
  });

  it('with the switch, shows every processor and says why one does not fit, with the sockets', async () => {
    mockFetch((request) => api(request));
    const data = await loader(loaderArgs(`?parts=${board._id}:1&slot=processor&all=1`));
    expect(data.slot?.offers.map((offer) => [offer.product.title, offer.reasons])).toEqual([
      ['AMD Ryzen 7 5700X3D', ['The processor fits socket AM4, the motherboard has socket AM5']],
      ['AMD Ryzen 7 7800X3D', []],
    ]);
  });

  it("shows the server's problems with their severity, the total in AED and the estimated draw", async () => {
    renderBuilder(`?parts=${am4._id}:1,${board._id}:1`);
    const problems = await screen.findByTestId('build-problems');
    expect(problems).toHaveTextContent('Does not fit: The processor fits socket AM4, the motherboard has socket AM5');
    expect(screen.getByTestId('build-total')).toHaveTextContent('AED 1,798.00');
    expect(screen.getByTestId('build-watts')).toHaveTextContent('225 W');
    expect(screen.getAllByText('Socket')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Change: Processor' })).toHaveAttribute('href', `/shop/build?parts=${am4._id}:1,${board._id}:1&slot=processor`);
  });

  it('opens a slot as a list whose choices are links to the build with the part in it', async () => {
    renderBuilder(`?parts=${board._id}:1&slot=processor`);
    const choose = await screen.findByRole('link', { name: 'Choose: AMD Ryzen 7 7800X3D' });
    expect(choose).toHaveAttribute('href', `/shop/build?parts=${board._id}:1,${am5._id}:1`);
    expect(screen.getByRole('link', { name: 'Show parts that do not fit' })).toHaveAttribute('href', `/shop/build?parts=${board._id}:1&slot=processor&all=1`);
  });

  it('adds every part to the cart in one step, with one toast', async () => {
    const user = userEvent.setup();
    const view = renderBuilder(`?parts=${board._id}:1`);
    await user.click(await screen.findByRole('button', { name: 'Add build to cart' }));
    expect(await screen.findByText('1 part added to your cart')).toBeInTheDocument();
    expect(view.store.getState().cart.items.map((item) => [item.title, item.quantity])).toEqual([['MSI MAG B650 Tomahawk', 1]]);
  });

  it('adds nothing when a part is short of stock, and names it with the stock message', async () => {
    const user = userEvent.setup();
    const view = renderBuilder(`?parts=${board._id}:1,${am5._id}:2`);
    await user.click(await screen.findByRole('button', { name: 'Add build to cart' }));
    const description = await screen.findByText('Only 1 items available in stock');
    expect(description.parentElement).toHaveTextContent('AMD Ryzen 7 7800X3D Only 1 items available in stock');
    expect(view.store.getState().cart.items).toEqual([]);
  });

  it('asks a guest to sign in to save the build', async () => {
    renderBuilder(`?parts=${board._id}:1`);
    expect(await screen.findByRole('link', { name: 'Sign in to save this build' })).toHaveAttribute('href', '/auth/login');
  });

  it("saves a customer's build through the API and says so, or shows the server's refusal", async () => {
    const saves: unknown[] = [];
    mockFetch((request) => {
      if (request.url === '/api/shop/builds' && request.method === 'POST') {
        saves.push(request.body);
        return saves.length > 1 ? { status: 409, body: { success: false, code: 'BUILDS_FULL', message: 'You can save at most 50 builds. Delete one to save another' } } : { status: 201, body: { success: true, message: messages.BUILD_SAVED } };
      }
      return api(request);
    });
    const user = userEvent.setup();
    renderRoute([{ path: 'shop/build', Component: BuildRoute, loader, action }], `/shop/build?parts=${board._id}:1`, { user: customer });
    const summary = await screen.findByRole('complementary', { name: 'Your build' });
    await user.type(within(summary).getByLabelText('Build name'), 'Living room PC');
    await user.click(within(summary).getByRole('button', { name: 'Save build' }));
    expect(await within(summary).findByText('Build saved')).toBeInTheDocument();
    expect(saves).toEqual([{ name: 'Living room PC', items: [{ productId: board._id, quantity: 1 }] }]);
    await user.click(within(summary).getByRole('button', { name: 'Save build' }));
    await waitFor(() => expect(within(summary).getByRole('alert')).toHaveTextContent('You can save at most 50 builds. Delete one to save another'));
  });
});
