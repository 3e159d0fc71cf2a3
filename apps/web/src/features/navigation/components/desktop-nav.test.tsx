import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILTERS_KEY } from '#web/lib/filters-storage';
import { mockFetch } from '#web/test/fetch-mock';
import { renderShop, shown } from '#web/test/shop-routes';

const CATEGORIES = {
  success: true,
  data: [
    // Renamed by an admin: the slugs, made from the first names, still find them.
    { _id: 'c-display', category: 'Monitors', slug: 'display', isTop: true },
    { _id: 'c-gaming', category: 'Gaming Desktops', slug: 'gaming-pc', isTop: true },
  ],
};

describe('shop header navigation', () => {
  it('stores the category (found by slug, whatever its name now) and opens the listing from another page; Home clears it', async () => {
    mockFetch(({ url }) => (url === '/api/shop/categories' ? { body: CATEGORIES } : undefined));
    const user = userEvent.setup();
    renderShop('/shop/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Display' })).toHaveAttribute('href', '/shop/listing'));

    await user.click(within(nav).getByRole('link', { name: 'Display' }));
    await waitFor(() => expect(shown().pathname).toBe('/shop/listing'));
    expect(JSON.parse(sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toEqual({ category: ['c-display'] });
    // The router's state changes before React draws the new page: wait for the header.
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Display' })).toHaveAttribute('aria-current', 'page'));

    // Already on the listing: the category goes into the query string.
    await user.click(within(nav).getByRole('link', { name: 'Gaming PC' }));
    await waitFor(() => expect(shown().search).toBe('?category=c-gaming'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Gaming PC' })).toHaveAttribute('aria-current', 'page'));

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(shown().pathname).toBe('/shop/home'));
    expect(sessionStorage.getItem(FILTERS_KEY)).toBeNull();
  });

  it('still works when the categories cannot be fetched', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderShop('/shop/listing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Software License' });
    expect(link).toHaveAttribute('href', '/shop/listing?category=software-license');
    await user.click(link);
    expect(JSON.parse(sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toEqual({ category: ['software-license'] });
  });

  it('shows the contact bar with the phone and e-mail as links', async () => {
    mockFetch(() => undefined);
    renderShop('/shop/home');
    expect(await screen.findByText('Registered users get FREE first delivery!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call us at +971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(screen.getByRole('link', { name: 'Email us at sales@falcon.ae' })).toHaveAttribute('href', 'mailto:sales@falcon.ae');
  });

  it('opens the side menu with the same entries', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderShop('/shop/home');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(sheet).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/shop'));
    expect(links.map((a) => a.textContent)).toEqual([
      'Home',
      'New Arrival',
      'Products',
      'Hot Deals',
      'Display',
      'Software License',
      'Gaming PC',
      'Build a PC',
      'About Us',
      'Search',
    ]);
  });
});
