import { messages } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meta } from '#web-app/routes/shop-search';
import { mockFetch, type MockReply } from '#web/test/fetch-mock';
import { makeProduct, pageOf } from '#web/test/products';
import { renderShop, shown } from '#web/test/shop-routes';

const STRIX = makeProduct({ title: 'ASUS ROG Strix G16' });

function setup(path: string, search: (keyword: string | null, params: URLSearchParams) => MockReply) {
  const calls: string[] = [];
  mockFetch(({ url }) => {
    if (url === '/api/shop/categories') return { body: { success: true, data: [{ _id: 'c-gaming', category: 'Gaming PC', isTop: true }] } };
    if (url.startsWith('/api/shop/products/search?')) {
      calls.push(url);
      const params = new URL(url, 'http://x').searchParams;
      return search(params.get('keyword'), params);
    }
    return undefined;
  });
  return { calls, user: userEvent.setup(), ...renderShop(path) };
}

/** The facets of the search "rtx": the brands' counts ignore the brand ticked; the price follows it. */
const rtxFacets = (params: URLSearchParams) => ({
  category: [{ value: 'c-gaming', label: 'Gaming PC', count: 2, selected: false }],
  brand: [
    { value: 'b-asus', label: 'ASUS ROG', count: 1, selected: params.get('brand') === 'b-asus' },
    { value: 'b-msi', label: 'MSI', count: 1, selected: params.get('brand') === 'b-msi' },
  ],
  price: { min: 4999, max: 8999, count: params.has('brand') ? 1 : 2, selected: null },
  attributes: [],
});

describe('search page', () => {
  it('shows the results for ?keyword=, sorted as chosen', async () => {
    const { calls, user, } = setup('/shop/search?keyword=asus+rgo+strix', () => ({ body: pageOf([STRIX]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “asus rgo strix”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: STRIX.title })).toBeInTheDocument();
    // The page's own box shows what was searched for (the header has one too).
    expect(screen.getAllByRole('combobox', { name: 'Search products' }).map((box) => (box as HTMLInputElement).value)).toContain(
      'asus rgo strix',
    );
    expect(calls[0]).toBe('/api/shop/products/search?keyword=asus+rgo+strix&page=1&limit=24&facets=1');
    expect(meta({ location: { search: '?keyword=asus+rgo+strix' } } as never)).toContainEqual({
      title: 'Results for “asus rgo strix” | Falcon Computers',
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name: A to Z');
    await waitFor(() => expect(shown().search).toBe('?keyword=asus+rgo+strix&sortBy=title-atoz'));
  });

  it('filters the results by brand with the counts of the search, keeping the keyword', async () => {
    const MSI_PC = makeProduct({ title: 'MSI Aegis RTX 4080', brand: 'b-msi', brandName: 'MSI' });
    const { calls, user } = setup('/shop/search?keyword=rtx', (_keyword, params) => {
      const data = params.get('brand') === 'b-msi' ? [MSI_PC] : [STRIX, MSI_PC];
      return { body: { ...pageOf(data), facets: rtxFacets(params) } };
    });
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(filters).findByRole('checkbox', { name: /MSI/ })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    // The filter form carries the keyword, so it works before JavaScript too.
    expect(filters.querySelector('input[type="hidden"][name="keyword"]')).toHaveValue('rtx');

    await user.click(within(filters).getByRole('checkbox', { name: /MSI/ }));
    await waitFor(() => expect(shown().search).toBe('?keyword=rtx&brand=b-msi'));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/shop/products/search?keyword=rtx&brand=b-msi&page=1&limit=24&facets=1'));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: STRIX.title })).not.toBeInTheDocument();
    // The chip removes the brand and keeps the search.
    expect(screen.getByRole('link', { name: 'Remove filter: MSI' })).toHaveAttribute('href', '/shop/search?keyword=rtx');
  });

  it('says when nothing matched, with categories to browse instead', async () => {
    setup('/shop/search?keyword=zzz', () => ({ body: pageOf([]) }));
    expect(await screen.findByText('No products match “zzz”')).toBeInTheDocument();
    expect(await screen.findByText('Or browse a category:')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Gaming PC' }).map((a) => a.getAttribute('href'));
    expect(links).toContain('/shop/listing?category=c-gaming');
  });

  it("shows 'Search failed' with a Retry button when the search fails", async () => {
    let fail = true;
    const { user } = setup('/shop/search?keyword=asus', () =>
      fail ? { status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } } : { body: pageOf([STRIX]) },
    );
    expect(await screen.findByText(messages.SEARCH_FAILED)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: STRIX.title })).toBeInTheDocument();
  });

  it('asks what to look for when there is no keyword, without calling the API', async () => {
    const { calls } = setup('/shop/search', () => ({ body: pageOf([]) }));
    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
