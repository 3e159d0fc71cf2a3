import { messages, type AttributeDefinition } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { renderShop } from '#web/test/shop-routes';
import { setLanguageSource } from '#web/lib/language';
import { COMPARE_KEY } from './compare-storage';
import { attributeLabel } from '#web/lib/attribute-text';
import { formatAttributeValue } from './compare-view';

// Issue 14 item 5: /shop/compare from the browser's comparison.

const one = makeProduct({ _id: '11111111-1111-4111-8111-111111111111', title: 'Monitor One', category: 'displays', specs: [{ label: 'Size', value: '27"' }, { label: 'Panel', value: 'IPS' }] });
const two = makeProduct({ _id: '22222222-2222-4222-8222-222222222222', title: 'Monitor Two', category: 'displays', specs: [{ label: 'Size', value: '32"' }, { label: 'Panel', value: 'IPS' }] });

beforeEach(() => {
  localStorage.clear();
  mockFetch(({ url }) => {
    const product = [one, two].find((p) => url.startsWith(`/api/shop/products/get/${p._id}`));
    return product ? { body: { success: true, data: { product, relatedProducts: [], randomProducts: [] } } } : undefined;
  });
});

describe('/shop/compare', () => {
  it('shows the rows side by side and marks the ones that differ; removing keeps the rest', async () => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify([one, two].map((p) => ({ id: p._id, category: p.category }))));
    const user = userEvent.setup();
    renderShop('/shop/compare');
    const table = await screen.findByRole('table', { name: 'Specifications side by side; highlighted rows differ' });
    const size = within(table).getByRole('row', { name: /^Size/ });
    expect(within(size).getAllByRole('cell').map((c) => c.textContent)).toEqual(['27"', '32"']);
    expect(within(size).getByText('Differs')).toBeInTheDocument();
    const panel = within(table).getByRole('row', { name: /^Panel/ });
    expect(within(panel).queryByText('Differs')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Monitor One from the comparison' }));
    expect(within(table).queryByRole('link', { name: 'Monitor One' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]')).toEqual([{ id: two._id, category: 'displays' }]);
  });

  it('compares the typed attributes with their units, hides identical rows, and adds to the cart', async () => {
    const displays = '33333333-3333-4333-8333-333333333333';
    const definitions = [
      { _id: 'd1', category: displays, code: 'refresh_hz', label: 'Refresh rate', labelAr: 'معدل التحديث', type: 'number', unit: 'Hz', choices: [], filterable: true, inCompare: true, inSpecTable: true, onCard: true, order: 1 },
      { _id: 'd2', category: displays, code: 'panel', label: 'Panel', labelAr: 'نوع اللوحة', type: 'choice', unit: null, choices: [{ value: 'OLED', labelAr: 'أوليد' }], filterable: true, inCompare: true, inSpecTable: true, onCard: false, order: 2 },
    ];
    const fast = makeProduct({ _id: '44444444-4444-4444-8444-444444444444', title: 'Fast OLED', category: displays, totalStock: 4, attributes: { refresh_hz: 240, panel: 'OLED' }, specs: [{ label: 'Refresh rate', value: '240 Hz' }, { label: 'Stand', value: 'Tilt' }] });
    const slow = makeProduct({ _id: '55555555-5555-4555-8555-555555555555', title: 'Slow OLED', category: displays, totalStock: 4, attributes: { refresh_hz: 144, panel: 'OLED' }, specs: [{ label: 'Refresh rate', value: '144 Hz' }, { label: 'Stand', value: 'Swivel' }] });
    mockFetch(({ url }) => {
      if (url === `/api/shop/categories/${displays}/attributes`) return { body: { success: true, data: definitions } };
      const product = [fast, slow].find((p) => url.startsWith(`/api/shop/products/get/${p._id}`));
      if (product) return { body: { success: true, data: { product, relatedProducts: [], randomProducts: [] } } };
      return undefined;
    });
    localStorage.setItem(COMPARE_KEY, JSON.stringify([fast, slow].map((p) => ({ id: p._id, category: displays }))));
    const user = userEvent.setup();
    renderShop('/shop/compare');
    const table = await screen.findByRole('table');
    const refresh = await within(table).findByRole('row', { name: /^Refresh rate/ });
    expect(within(refresh).getAllByRole('cell').map((c) => c.textContent)).toEqual(['240 Hz', '144 Hz']);
    expect(within(refresh).getByText('Differs')).toBeInTheDocument();
    const panel = within(table).getByRole('row', { name: /^Panel/ });
    expect(within(panel).getAllByRole('cell').map((c) => c.textContent)).toEqual(['OLED', 'OLED']);
    expect(within(panel).queryByText('Differs')).not.toBeInTheDocument();
    // The free-text row the attribute stands for is not repeated; the others follow.
    expect(within(table).getAllByRole('row', { name: /Refresh rate/ })).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /^Stand/ })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Hide identical rows' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /^Panel/ })).not.toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /^Refresh rate/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show identical rows' })).toHaveAttribute('href', '/shop/compare');

    await user.click(within(table).getByRole('button', { name: 'Add to cart: Fast OLED' }));
    expect(await screen.findByText(messages.CART_ADDED)).toBeInTheDocument();
  });

  it('says what to do when nothing is compared', async () => {
    renderShop('/shop/compare');
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
  });
});

describe('attribute values on an Arabic page', () => {
  afterEach(() => setLanguageSource(() => undefined));

  it('shows the Arabic label, the choice’s Arabic label and the unit’s Arabic form', () => {
    setLanguageSource(() => 'ar');
    const base = { _id: 'd', category: 'c', choices: [], filterable: true, inCompare: true, inSpecTable: true, onCard: false, order: 0 };
    const refresh: AttributeDefinition = { ...base, code: 'refresh_hz', label: 'Refresh rate', labelAr: 'معدل التحديث', type: 'number', unit: 'Hz' };
    const size: AttributeDefinition = { ...base, code: 'size_in', label: 'Screen size', labelAr: null, type: 'number', unit: 'in' };
    const panel: AttributeDefinition = { ...base, code: 'panel', label: 'Panel', labelAr: 'نوع اللوحة', type: 'choice', unit: null, choices: [{ value: 'OLED', labelAr: 'أوليد' }, { value: 'IPS', labelAr: null }] };
    expect(attributeLabel(refresh)).toBe('معدل التحديث');
    expect(attributeLabel(size)).toBe('Screen size');
    expect(formatAttributeValue(refresh, 240)).toBe('240 هرتز');
    expect(formatAttributeValue(size, 27)).toBe('27 بوصة');
    expect(formatAttributeValue(panel, 'OLED')).toBe('أوليد');
    expect(formatAttributeValue(panel, ['OLED', 'IPS'])).toBe('أوليد, IPS');
  });
});
