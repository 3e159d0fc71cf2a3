import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

// The language switch (issue 12): the same page in the other language, query kept, the choice remembered.
function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitch /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  document.documentElement.lang = 'en';
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('LanguageSwitch', () => {
  it('links an English page to its Arabic twin, query kept', () => {
    renderAt('/shop/listing?category=c1&sortBy=price-lowtohigh');
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link).toHaveAttribute('href', '/ar/shop/listing?category=c1&sortBy=price-lowtohigh');
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(link).toHaveAttribute('lang', 'ar');
    expect(link).toHaveAttribute('title', 'Read this page in Arabic');
  });

  it('links an Arabic page back to the English one', () => {
    document.documentElement.lang = 'ar';
    renderAt('/ar/shop/product/42?from=deals');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/shop/product/42?from=deals');
  });

  it('remembers the choice in a cookie the browser sets, for `/`', async () => {
    renderAt('/auth/login');
    const link = screen.getByRole('link', { name: 'العربية' });
    // The document navigation itself is the browser's; the test only needs the click's own work.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('lang=ar');
  });
});
