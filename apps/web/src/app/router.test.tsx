import { messages } from '@store/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../features/auth/state/auth-slice';
import { mockFetch } from '../test/fetch-mock';
import { admin, authStateFor, customer, renderApp } from '../test/render';
import { RouteErrorBoundary } from './routes/error-page';

const shopPages = [
  ['/shop/home', 'Gaming PCs, laptops and displays, delivered across the UAE'],
  ['/shop/listing', 'Products'],
  ['/shop/product/42', 'Product not found'],
  ['/shop/deals', 'Hot Deals'],
  ['/shop/search', 'Search'],
  ['/shop/checkout', 'Checkout'],
  ['/shop/order', 'Place your order'],
  ['/shop/order-confirmation', 'Order confirmation'],
  ['/shop/about', 'About Us'],
  ['/shop/new', 'New Arrivals'],
] as const;

const adminPages = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/products', 'Products'],
  ['/admin/orders', 'Orders'],
  ['/admin/sales', 'Sales'],
  ['/admin/users', 'Users'],
  ['/admin/features', 'Features'],
  ['/admin/brands', 'Brands'],
  ['/admin/category', 'Category'],
] as const;

function Broken(): never {
  throw new Error('boom');
}

function BoundaryAtLocation({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary location={useLocation()}>{children}</RouteErrorBoundary>;
}

describe('route table (spec section 2)', () => {
  it.each(shopPages)('shows %s to a guest with its heading', async (path, heading) => {
    mockFetch(() => undefined);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(adminPages)('shows %s to an admin in the admin layout, its menu entry marked', async (path, heading) => {
    renderApp(path, { auth: authStateFor(admin) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
    expect(document.title).toBe(`${heading} | Falcon Computers`);
  });

  it('shows the account page to a customer', async () => {
    mockFetch(() => undefined);
    renderApp('/shop/account', { auth: authStateFor(customer) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });

  it('redirects / to /shop/home', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
  });

  it('shows the not-found page, with a way home, for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  });

  it('shows a rendering failure as the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <BoundaryAtLocation>
          <Broken />
        </BoundaryAtLocation>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: messages.UNEXPECTED_APP_ERROR })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});

describe('route guard in the app', () => {
  it('shows the full-page spinner while the session is being checked', async () => {
    renderApp('/shop/home', { auth: initialAuthState });
    expect(await screen.findByRole('status', { name: 'Checking your session…' })).toBeInTheDocument();
  });

  it('sends a guest from an admin page to the shop', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
  });

  it('sends a guest from the account page to login, remembering it', async () => {
    const { router } = renderApp('/shop/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/shop/account' });
  });

  it('shows a customer who opens an admin page that it is not theirs', async () => {
    const { router } = renderApp('/admin/users', { auth: authStateFor(customer) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauth-page');
  });

  it('keeps an admin in the admin area', async () => {
    const { router } = renderApp('/shop/deals', { auth: authStateFor(admin) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('logs an admin out from the top bar and opens login', async () => {
    mockFetch(({ url }) => (url === '/api/auth/logout' ? { body: { success: true } } : undefined));
    const user = userEvent.setup();
    const { router, store } = renderApp('/admin/orders', { auth: authStateFor(admin) });
    const visited: string[] = [];
    router.subscribe((location) => visited.push(location.pathname));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(store.getState().cart.items).toEqual([]);
    // Straight to login: not through the shop, as the guard would send a guest from /admin.
    expect(visited).not.toContain('/shop/home');
  });
});
