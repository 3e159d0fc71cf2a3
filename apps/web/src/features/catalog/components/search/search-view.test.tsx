import { messages } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meta } from '#web-app/routes/shop-search';
import { mockFetch, type MockReply } from '#web/test/fetch-mock';
import { makeProduct, pageOf } from '#web/test/products';
import { renderShop, shown } from '#web/test/shop-routes';

const STRIX = makeProduct({ title: 'ASUS ROG Strix G16' });

function setup(path: string, search: (keyword: string | null) => MockReply) {
  const calls: string[] = [];
  mockFetch(({ url }) => {
    if (url === '/api/shop/categories') return { body: { success: true, data: [{ _id: 'c-gaming', category: 'Gaming PC', isTop: true }] } };
    if (url.startsWith('/api/shop/products/search?')) {
      calls.push(url);
      return search(new URL(url, 'http://x').searchParams.get('keyword'));
    }
    return undefined;
  });
  return { calls, user: userEvent.setup(), ...renderShop(path) };
}

describe('search page', () => {
  it('shows the results for ?keyword=, sorted as chosen', async () => {
    const { calls, user, } = setup('/shop/search?keyword=asus+rgo+strix', () => ({ body: pageOf([STRIX]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “asus rgo strix”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: STRIX.title })).toBeInTheDocument();
    // The page's own box shows what was searched for (the header has one too).
    expect(screen.getAllByRole('combobox', { name: 'Search products' }).map((box) => (box as HTMLInputElement).value)).toContain(
      'asus rgo strix',
    );
    expect(calls[0]).toBe('/api/shop/products/search?keyword=asus+rgo+strix&page=1&limit=24');
    expect(meta({ location: { search: '?keyword=asus+rgo+strix' } } as never)).toContainEqual({
      title: 'Results for “asus rgo strix” | Falcon Computers',
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name: A to Z');
    await waitFor(() => expect(shown().search).toBe('?keyword=asus+rgo+strix&sortBy=title-atoz'));
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
