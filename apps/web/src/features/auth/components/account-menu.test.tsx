import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import GuardedRoute from '#web-app/routes/guarded';
import { mockFetch } from '#web/test/fetch-mock';
import { customer } from '#web/test/users';
import { renderRoute } from '#web/test/render-route';
import { AccountMenu } from './account-menu';
import { avatarInitial } from './avatar';

/** The avatar menu on a shop page (the header's, alone), under the browser's route guard, for `user`. */
function openShopPage(user: typeof customer | null = null) {
  return renderRoute(
    [
      {
        Component: GuardedRoute,
        children: [
          { path: 'shop/home', Component: AccountMenu },
          { path: 'auth/login', Component: () => <h1>Log in</h1> },
        ],
      },
    ],
    '/shop/home',
    { user },
  );
}

describe('avatar menu (docs/store-rules.md#shop-layout)', () => {
  it('shows the first initial of the name, or G for a guest', () => {
    expect(avatarInitial('sara Al Mansoori')).toBe('S');
    expect(avatarInitial('  omar')).toBe('O');
    expect(avatarInitial(null)).toBe('G');
    expect(avatarInitial('')).toBe('G');
  });

  it('offers a guest Login', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    openShopPage();
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent('G');

    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Guest')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows who is logged in, with Account and Logout; Logout ends the session and opens login', async () => {
    const fetchMock = mockFetch(({ url }) => (url === '/api/auth/logout' ? { body: { success: true } } : undefined));
    const user = userEvent.setup();
    const { store } = openShopPage(customer);
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent('S');

    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Logged in as sara Al Mansoori')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/shop/account');

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login$/));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
  });
});
