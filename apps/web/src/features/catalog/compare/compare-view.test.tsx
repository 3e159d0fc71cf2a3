import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { renderShop } from '#web/test/shop-routes';
import { COMPARE_KEY } from './compare-storage';

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

  it('says what to do when nothing is compared', async () => {
    renderShop('/shop/compare');
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
  });
});
