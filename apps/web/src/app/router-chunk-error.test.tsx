import { messages } from '@store/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render';

// The about page's chunk cannot be fetched, as after a deploy that replaced it.
vi.mock('./routes/shop/about-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a page whose code fails to load', () => {
  it('shows the error page with its reload action, and Back leaves it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => undefined);
    const { router } = renderApp('/shop/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming PCs, laptops and displays, delivered across the UAE' })).toBeInTheDocument();

    await router.navigate('/shop/about');
    expect(await screen.findByRole('heading', { level: 1, name: messages.UNEXPECTED_APP_ERROR })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(document.title).toBe(`${messages.UNEXPECTED_APP_ERROR} | Falcon Computers`);

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming PCs, laptops and displays, delivered across the UAE' })).toBeInTheDocument();
  });
});
