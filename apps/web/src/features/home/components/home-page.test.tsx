import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct, pageOf } from '#web/test/products';
import { renderShop } from '#web/test/shop-routes';

const SLIDES = [
  { _id: 's1', image: '/uploads/features/a-640.webp', title: 'Gaming PCs built to win', subtitle: 'RTX desktops', link: '/shop/listing', order: 0, active: true },
  { _id: 's2', image: null, title: 'Hot deals on laptops', subtitle: 'While stocks last', link: '/shop/deals', order: 1, active: true },
];
const NEW = makeProduct({ title: 'Brand new monitor' });
const DEAL = makeProduct({ title: 'Discounted keyboard', price: 500, salePrice: 400 });

function setup({ slides = SLIDES }: { slides?: typeof SLIDES } = {}) {
  mockFetch(({ url }) => {
    if (url === '/api/shop/features') return { body: { success: true, data: slides } };
    if (url === '/api/shop/categories')
      return {
        body: {
          success: true,
          data: [
            { _id: 'c-gaming', category: 'Gaming PC', isTop: true, productCount: 16 },
            { _id: 'c-soft', category: 'Software License', isTop: false, productCount: 10 },
          ],
        },
      };
    if (url === '/api/shop/brands') return { body: { success: true, data: [{ _id: 'b-msi', brand: 'MSI', isTop: true, productCount: 8 }] } };
    if (url.startsWith('/api/shop/products/new?')) return { body: pageOf([NEW]) };
    if (url.startsWith('/api/shop/products/deals?')) return { body: pageOf([DEAL]) };
    return undefined;
  });
  return { user: userEvent.setup(), ...renderShop('/shop/home') };
}

describe('home page', () => {
  it('shows the hero slides one at a time, with previous, next and dots', async () => {
    const { user } = setup();
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const [first, second] = within(carousel).getAllByRole('group', { hidden: true });
    expect(first).toHaveAccessibleName('1 of 2');
    expect(first).not.toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    // The first banner is the page's largest picture: fetched at once.
    expect(first?.querySelector('img')).toHaveAttribute('fetchpriority', 'high');

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(second).not.toHaveAttribute('aria-hidden', 'true');
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(within(carousel).getByRole('button', { name: 'Slide 2: Hot deals on laptops' })).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('link', { name: 'Shop now: Hot deals on laptops' })).toHaveAttribute('href', '/shop/deals');

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(first).not.toHaveAttribute('aria-hidden', 'true');
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(second).not.toHaveAttribute('aria-hidden', 'true');
    await user.click(within(carousel).getByRole('button', { name: 'Slide 1: Gaming PCs built to win' }));
    expect(first).not.toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the top categories and brands as links to the filtered listing, and the product rows', async () => {
    setup();
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(await within(categories).findByRole('link', { name: /Gaming PC/ })).toHaveAttribute('href', '/shop/listing?category=c-gaming');
    expect(within(categories).queryByText('Software License')).not.toBeInTheDocument();
    const brands = screen.getByRole('region', { name: 'Top brands' });
    expect(await within(brands).findByRole('link', { name: /MSI/ })).toHaveAttribute('href', '/shop/listing?brand=b-msi');

    for (const [row, product, viewAll] of [
      ['New Arrivals', NEW, '/shop/new'],
      ['Hot Deals', DEAL, '/shop/deals'],
    ] as const) {
      const region = screen.getByRole('region', { name: row });
      expect(await within(region).findByRole('link', { name: product.title })).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: `View all: ${row}` })).toHaveAttribute('href', viewAll);
    }
    expect(screen.getByText('Save AED 100.00')).toBeInTheDocument();
    // One row of the newest products: no "Last Added" row repeating New Arrivals (issue 27 item 6).
    expect(screen.queryByRole('region', { name: 'Last Added' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /New Arrivals|Hot Deals/ })).toHaveLength(2);
  });

  it('welcomes with the store introduction when there are no slides', async () => {
    setup({ slides: [] });
    expect(await screen.findByRole('heading', { name: 'Gaming PCs, laptops and displays, delivered across the UAE', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gaming PCs, laptops and displays, delivered across the UAE');
  });
});
