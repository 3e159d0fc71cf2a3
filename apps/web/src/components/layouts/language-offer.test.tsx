import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageOffer } from './language-offer';

// A first visit whose browser prefers Arabic is offered the Arabic store (issue 12), never redirected.
function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <LanguageOffer /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}
const prefer = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the offer of the Arabic store', () => {
  it('offers the same page in Arabic to a browser that prefers Arabic, and stays English until chosen', async () => {
    prefer('ar-AE', 'en');
    renderAt('/shop/deals?page=2');
    const link = await screen.findByRole('link', { name: 'تصفّح هذه الصفحة باللغة العربية' });
    expect(link).toHaveAttribute('href', '/ar/shop/deals?page=2');
    expect(document.cookie).not.toContain('lang=');
  });

  it('goes away for good when declined: the choice of English is remembered', async () => {
    prefer('ar');
    renderAt('/shop/home');
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks, stay in English' }));
    expect(screen.queryByRole('region', { name: 'Arabic store' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it('is not offered to a browser that does not prefer Arabic, or once a language was chosen', async () => {
    prefer('en-GB', 'fr');
    renderAt('/shop/home');
    document.cookie = 'lang=en; path=/';
    prefer('ar');
    renderAt('/shop/about');
    // Give a loaded offer time to show: none does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Arabic store' })).not.toBeInTheDocument();
  });
});
