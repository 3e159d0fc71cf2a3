import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { renderShop, shown } from '#web/test/shop-routes';
import { combobox } from './header-search';

// The header draws a plain box until the combobox loads (./search-box-shell.tsx, tested in header-search.test.tsx).
beforeAll(async () => {
  await combobox.load();
});

const SUGGESTIONS = [
  { _id: 'p-1', title: 'ASUS ROG Strix G16' },
  { _id: 'p-2', title: 'ASUS ROG Swift OLED 27"' },
  { _id: 'p-3', title: 'ASUS TUF Gaming A15' },
];

function setup() {
  const fetchMock = mockFetch(({ url }) =>
    url.startsWith('/api/shop/products/suggest?') ? { body: { success: true, data: SUGGESTIONS } } : undefined,
  );
  const user = userEvent.setup();
  const view = renderShop('/shop/about');
  const suggestCalls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/suggest'));
  return { user, suggestCalls, ...view };
}

/** The header's search box (the wide-screen one; jsdom applies no media queries). */
const searchBox = () => screen.findByRole('combobox', { name: 'Search products' });

describe('search box with suggestions (combobox)', () => {
  it('asks for suggestions from two letters, once typing pauses', async () => {
    const { user, suggestCalls } = setup();
    const input = await searchBox();
    await user.type(input, 'a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestCalls()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'sus');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(SUGGESTIONS.map((s) => s.title));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    // Typed in one go: one request for the whole word, none per letter.
    expect(suggestCalls()).toEqual(['/api/shop/products/suggest?q=asus']);
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, } = setup();
    const input = await searchBox();
    await user.type(input, 'asus');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true'); // wrapped around
    await user.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true'); // and back to the last
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(shown().pathname).toBe('/shop/product/p-2'));
  });

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    const { user } = setup();
    const input = await searchBox();
    await user.type(input, 'asus');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('asus');

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('searches for the text with Enter when no suggestion is chosen', async () => {
    const { user, } = setup();
    const input = await searchBox();
    await user.type(input, '  asus rog  {Enter}');
    await waitFor(() => expect(shown().pathname).toBe('/shop/search'));
    expect(shown().search).toBe('?keyword=asus+rog');
  });

  it('opens a suggestion with a click', async () => {
    const { user, } = setup();
    await user.type(await searchBox(), 'asus');
    await user.click(await screen.findByRole('option', { name: 'ASUS TUF Gaming A15' }));
    await waitFor(() => expect(shown().pathname).toBe('/shop/product/p-3'));
  });
});
