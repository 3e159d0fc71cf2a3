import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loader, meta } from '#web-app/routes/shop-listing';
import { FILTERS_KEY } from '#web/lib/filters-storage';
import { SHOP_LAYOUT_ROUTE_ID } from '#web/lib/shop-categories';
import { testLoadContext } from '#web/test/render-route';
import { storedFilterRedirect } from '../listing/stored-filter-redirect';
import { mockFetch, type MockReply } from '#web/test/fetch-mock';
import { makeProduct, pageOf } from '#web/test/products';
import { renderShop, shown } from '#web/test/shop-routes';

const CATEGORIES = [
  { _id: 'c-gaming', category: 'Gaming PC', slug: 'gaming-pc', isTop: true, productCount: 2 },
  { _id: 'c-display', category: 'Display', slug: 'display', isTop: true, productCount: 1 },
];
const BRANDS = [
  { _id: 'b-msi', brand: 'MSI', isTop: true, productCount: 2 },
  { _id: 'b-asus', brand: 'ASUS ROG', isTop: true, productCount: 1 },
];
/** The facets the API answers with the list (docs/decisions/052), from the catalogue above. */
function facetsFor(params: URLSearchParams) {
  const ticked = (key: string) => (params.get(key) ?? '').split(',');
  return {
    category: CATEGORIES.map((c) => ({ value: c._id, label: c.category, count: c.productCount, selected: ticked('category').includes(c._id) })),
    brand: BRANDS.map((b) => ({ value: b._id, label: b.brand, count: b.productCount, selected: ticked('brand').includes(b._id) })),
    price: { min: 999, max: 8999, count: 3, selected: null },
    attributes: [],
  };
}

const withFacets = (body: ReturnType<typeof pageOf>, params: URLSearchParams) => ({ body: { ...body, facets: facetsFor(params) } });

const PC = makeProduct({ title: 'MSI Aegis gaming desktop', category: 'c-gaming', brand: 'b-msi', brandName: 'MSI' });
const MONITOR = makeProduct({ title: 'ASUS ROG Swift monitor', category: 'c-display', brand: 'b-asus', brandName: 'ASUS ROG' });

type ListHandler = (params: URLSearchParams) => MockReply | undefined;

function setup(path: string, list: ListHandler = (params) => withFacets(pageOf([PC, MONITOR]), params)) {
  const listCalls: string[] = [];
  mockFetch(({ url }) => {
    if (url === '/api/shop/categories') return { body: { success: true, data: CATEGORIES } };
    if (url === '/api/shop/brands') return { body: { success: true, data: BRANDS } };
    if (url.startsWith('/api/shop/products/get')) {
      listCalls.push(url);
      return list(new URL(url, 'http://x').searchParams);
    }
    return undefined;
  });
  const user = userEvent.setup();
  return { user, listCalls, ...renderShop(path) };
}

describe('product listing', () => {
  it('shows the products with their count, and the filters with the counts of the list', async () => {
    setup('/shop/listing');
    expect(await screen.findByRole('link', { name: PC.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MONITOR.title })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const category = within(filters).getByRole('group', { name: 'Category' });
    expect(await within(category).findByRole('checkbox', { name: /Gaming PC/ })).not.toBeChecked();
    expect(within(filters).getByRole('group', { name: 'Brand' })).toHaveTextContent('MSI');
  });

  it('puts a chosen brand and category into the query string, and asks the API for them', async () => {
    const { user, listCalls } = setup('/shop/listing?sortBy=price-lowtohigh&page=2');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: /MSI/ }));
    await waitFor(() => expect(shown().search).toBe('?brand=b-msi&sortBy=price-lowtohigh'));
    await user.click(within(filters).getByRole('checkbox', { name: /Gaming PC/ }));
    await waitFor(() => expect(shown().search).toBe('?category=c-gaming&brand=b-msi&sortBy=price-lowtohigh'));
    await waitFor(() =>
      expect(listCalls.at(-1)).toBe('/api/shop/products/get?category=c-gaming&brand=b-msi&sortBy=price-lowtohigh&page=1&limit=24&facets=1'),
    );
    expect(within(filters).getByRole('checkbox', { name: /Gaming PC/ })).toBeChecked();
    // One department chosen: the page is named after it.
    await user.click(within(filters).getByRole('checkbox', { name: /MSI/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming PC' })).toBeInTheDocument();
    // The stored filter follows what the listing shows.
    expect(JSON.parse(sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toEqual({ category: ['c-gaming'] });
  });

  it('changes the order with the Sort by select', async () => {
    const { user, } = setup('/shop/listing?category=c-gaming');
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() => expect(shown().search).toBe('?category=c-gaming&sortBy=price-hightolow'));
  });

  it('takes the category the header stored when a visit starts on a bare /shop/listing', async () => {
    sessionStorage.setItem(FILTERS_KEY, JSON.stringify({ category: ['c-display'] }));
    const { listCalls } = setup('/shop/listing');
    await waitFor(() => expect(shown().search).toBe('?category=c-display'));
    await waitFor(() => expect(listCalls.at(-1)).toBe('/api/shop/products/get?category=c-display&page=1&limit=24&facets=1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Display' })).toBeInTheDocument();
  });

  it('goes straight to the stored category when the header leads to the listing from another page', async () => {
    const { user, listCalls } = setup('/shop/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Display' }));
    await waitFor(() => expect(shown().search).toBe('?category=c-display'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Display' })).toBeInTheDocument();
    // No unfiltered list on the way.
    expect(listCalls).toEqual(['/api/shop/products/get?category=c-display&page=1&limit=24&facets=1']);
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { user, } = setup('/shop/listing?brand=b-asus&category=c-gaming', (params) =>
      withFacets(params.has('brand') ? pageOf([]) : pageOf([PC, MONITOR]), params),
    );
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shown().search).toBe(''));
    expect(await screen.findByRole('link', { name: PC.title })).toBeInTheDocument();
    expect(sessionStorage.getItem(FILTERS_KEY)).toBeNull();
  });

  it('shows a failed load with a Retry button that tries again', async () => {
    let fail = true;
    const { user } = setup('/shop/listing', () =>
      fail ? { status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } } : { body: pageOf([PC]) },
    );
    expect(await screen.findByText('The products could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: PC.title })).toBeInTheDocument();
  });

  it('pages through the list with links that keep the filters', async () => {
    setup('/shop/listing?brand=b-msi&f.panel=OLED&category=c-display&inStock=true', (params) =>
      withFacets(pageOf([PC], { page: Number(params.get('page')), total: 60 }), params),
    );
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shop/listing?category=c-display&brand=b-msi&f.panel=OLED&inStock=true&page=2');
    expect(screen.getByText('Showing 1–1 of 60 products')).toBeInTheDocument();
  });
});

describe('listing loader', () => {
  it('asks the API for the filters, sort and page of the address, a category named by its id', async () => {
    const { listCalls } = setup('/shop/about');
    const request = new Request('https://shop.example.ae/shop/listing?category=Gaming%20PC&brand=b-msi&sortBy=price-hightolow&page=3');
    const data = await loader({ request, params: {}, context: testLoadContext() } as never);
    expect(listCalls.at(-1)).toBe('/api/shop/products/get?category=c-gaming&brand=b-msi&sortBy=price-hightolow&page=3&limit=24&facets=1');
    expect(data.page?.data.map((p) => p.title)).toEqual([PC.title, MONITOR.title]);
    expect(data.page?.facets?.brand.map((b) => b.label)).toEqual(['MSI', 'ASUS ROG']);
  });

  it('gives an empty list for a filter value the API refuses, and null when the list failed', async () => {
    let status = 400;
    setup('/shop/about', () => ({ status, body: { success: false, message: 'Invalid id' } }));
    const request = new Request('https://shop.example.ae/shop/listing?brand=nonsense');
    expect((await loader({ request, params: {}, context: testLoadContext() } as never)).page).toMatchObject({ data: [], total: 0 });
    status = 500;
    expect((await loader({ request, params: {}, context: testLoadContext() } as never)).page).toBeNull();
  });
});

describe('listing head', () => {
  it('is the page title, or the one category chosen', () => {
    const matches = [{ id: SHOP_LAYOUT_ROUTE_ID, data: { categories: CATEGORIES } }];
    expect(meta({ location: { search: '' }, matches } as never)).toContainEqual({ title: 'Products | Falcon Computers' });
    expect(meta({ location: { search: '?category=c-gaming' }, matches } as never)).toContainEqual({ title: 'Gaming PC | Falcon Computers' });
  });
});

describe('stored category filter on the way to the listing', () => {
  const stored = { category: ['c-display'] };
  it('leads a new visit to a bare listing to the stored category', () => {
    expect(storedFilterRedirect('http://localhost/shop/listing', 'http://localhost/shop/about', stored)).toBe('/shop/listing?category=c-display');
  });
  it('leaves an address with filters of its own, and a trip back through the history, as they are', () => {
    expect(storedFilterRedirect('http://localhost/shop/listing?brand=b-msi', 'http://localhost/shop/about', stored)).toBeNull();
    expect(storedFilterRedirect('http://localhost/shop/listing', 'http://localhost/shop/listing', stored)).toBeNull();
    expect(storedFilterRedirect('http://localhost/shop/listing', 'http://localhost/shop/about', null)).toBeNull();
  });
});

describe('hot deals and new arrivals', () => {
  it('use their own endpoints with the same filters, and their own counts', async () => {
    const calls: string[] = [];
    mockFetch(({ url }) => {
      if (url === '/api/shop/categories') return { body: { success: true, data: CATEGORIES } };
      if (url === '/api/shop/brands') return { body: { success: true, data: BRANDS } };
      if (url.startsWith('/api/shop/products/')) {
        calls.push(url);
        return withFacets(pageOf([]), new URL(url, 'http://x').searchParams);
      }
      return undefined;
    });
    renderShop('/shop/deals?brand=b-msi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Deals' })).toBeInTheDocument();
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    expect(calls).toContain('/api/shop/products/deals?brand=b-msi&page=1&limit=24&facets=1');
    const brand = screen.getByRole('group', { name: 'Brand' });
    expect(within(brand).getByRole('checkbox', { name: /^MSI/ })).toBeChecked();
    // The deals' own counts, beside each brand.
    expect(within(brand).getByRole('checkbox', { name: 'ASUS ROG,1' })).not.toBeChecked();
  });
});
