import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListFacets } from '@store/contract';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct, pageOf } from '#web/test/products';
import { renderShop, shown } from '#web/test/shop-routes';

// The specification filters of a category page (docs/decisions/052): the
// facets the API answers, as the shopper sees them.

const DISPLAYS = { _id: 'c-display', category: 'Display', slug: 'display', isTop: true, productCount: 5 };
const OLED = makeProduct({ title: 'LG UltraGear OLED 27', category: 'c-display', brand: 'b-lg', brandName: 'LG' });
const IPS = makeProduct({ title: 'ASUS TUF IPS 24', category: 'c-display', brand: 'b-asus', brandName: 'ASUS' });

function facets(params: URLSearchParams): ListFacets {
  const panels = params.getAll('f.panel');
  return {
    category: [{ value: 'c-display', label: 'Display', count: 5, selected: true }],
    brand: [
      { value: 'b-asus', label: 'ASUS', count: panels.length > 0 ? 0 : 3, selected: false },
      { value: 'b-lg', label: 'LG', count: 2, selected: false },
    ],
    price: { min: 599, max: 3499, count: 5, selected: null },
    attributes: [
      {
        code: 'panel',
        label: 'Panel',
        type: 'choice',
        unit: null,
        values: [
          { value: 'IPS', label: 'IPS', count: 3, selected: panels.includes('IPS') },
          { value: 'OLED', label: 'OLED', count: 2, selected: panels.includes('OLED') },
          { value: 'VA', label: 'VA', count: 0, selected: false },
        ],
        range: null,
      },
      { code: 'refresh_hz', label: 'Refresh rate', type: 'number', unit: 'Hz', values: [], range: { min: 144, max: 360, count: 5, selected: null } },
    ],
  };
}

function setup(path: string) {
  const calls: string[] = [];
  mockFetch(({ url }) => {
    if (url === '/api/shop/categories') return { body: { success: true, data: [DISPLAYS] } };
    if (url.startsWith('/api/shop/products/get')) {
      calls.push(url);
      const params = new URL(url, 'http://x').searchParams;
      const products = params.getAll('f.panel').includes('OLED') ? [OLED] : [OLED, IPS];
      return { body: { ...pageOf(products), facets: facets(params) } };
    }
    return undefined;
  });
  return { calls, user: userEvent.setup(), ...renderShop(path) };
}

const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const filtersShown = () => screen.findByRole('complementary', { name: 'Filters' });

describe('filter panel', () => {
  it('shows each value with its count, and a value that would give nothing disabled at 0', async () => {
    setup('/shop/listing?category=c-display');
    const panel = await screen.findByRole('group', { name: 'Panel' });
    expect(within(panel).getByRole('checkbox', { name: 'IPS,3' })).toBeEnabled();
    expect(within(panel).getByRole('checkbox', { name: 'OLED,2' })).toBeEnabled();
    expect(within(panel).getByRole('checkbox', { name: 'VA,0' })).toBeDisabled();
    // Numbers are a range, its placeholders the list's lowest and highest.
    const refresh = within(filters()).getByRole('group', { name: 'Refresh rate (Hz)' });
    expect(within(refresh).getByRole('spinbutton', { name: 'Min' })).toHaveAttribute('placeholder', '144');
    expect(within(refresh).getByRole('spinbutton', { name: 'Max' })).toHaveAttribute('placeholder', '360');
    expect(within(filters()).getByRole('group', { name: 'Price (AED)' })).toBeInTheDocument();
    expect(within(filters()).getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  });

  it('applies a ticked value at once, shows it as a chip, and the chip removes it', async () => {
    const { user, calls } = setup('/shop/listing?category=c-display');
    await user.click(await within(await filtersShown()).findByRole('checkbox', { name: 'OLED,2' }));
    await waitFor(() => expect(shown().search).toBe('?category=c-display&f.panel=OLED'));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/shop/products/get?category=c-display&page=1&limit=24&f.panel=OLED&facets=1'));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    // The other facets follow: no ASUS display is OLED.
    await waitFor(() => expect(within(filters()).getByRole('checkbox', { name: 'ASUS,0' })).toBeDisabled());
    const chip = screen.getByRole('link', { name: 'Remove filter: Panel: OLED' });
    expect(chip).toHaveAttribute('href', '/shop/listing?category=c-display');
    await user.click(chip);
    await waitFor(() => expect(shown().search).toBe('?category=c-display'));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
  });

  it('applies a range on Enter, and Clear all keeps only the category-free list', async () => {
    const { user } = setup('/shop/listing?category=c-display&sortBy=price-lowtohigh');
    const refresh = await within(await filtersShown()).findByRole('group', { name: 'Refresh rate (Hz)' });
    await user.type(within(refresh).getByRole('spinbutton', { name: 'Min' }), '240{Enter}');
    await waitFor(() => expect(shown().search).toBe('?category=c-display&f.refresh_hz=240..&sortBy=price-lowtohigh'));
    await user.click(within(filters()).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(shown().search).toBe('?category=c-display&f.refresh_hz=240..&inStock=true&sortBy=price-lowtohigh'));
    expect(await screen.findByRole('link', { name: 'Remove filter: Refresh rate: From 240 Hz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove filter: In stock only' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(shown().search).toBe('?sortBy=price-lowtohigh'));
  });

  it('renders the form the browser submits before JavaScript: the fields are the address\'s parameters', async () => {
    const { container } = setup('/shop/listing?category=c-display&f.panel=IPS&price=..2000&sortBy=title-atoz');
    await screen.findByRole('group', { name: 'Panel' });
    const form = within(filters()).getByRole('checkbox', { name: 'IPS,3' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/shop/listing');
    const fields = new FormData(form ?? undefined);
    expect(fields.getAll('category')).toEqual(['c-display']);
    expect(fields.getAll('f.panel')).toEqual(['IPS']);
    expect(fields.get('price.max')).toBe('2000');
    expect(fields.get('sortBy')).toBe('title-atoz');
    expect(container.querySelector('[name="specsFor"]')).toHaveValue('c-display');
    expect(screen.getByRole('link', { name: /^Remove filter: Price: Up to AED\s2,000\.00$/ })).toHaveAttribute(
      'href',
      '/shop/listing?category=c-display&f.panel=IPS&sortBy=title-atoz',
    );
  });
});
