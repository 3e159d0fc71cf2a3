import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { authStateFor, customer, renderApp } from '../../../test/render';
import { avatarInitial } from './avatar';

describe('avatar menu (spec section 2)', () => {
  it('shows the first initial of the name, or G for a guest', () => {
    expect(avatarInitial('sara Al Mansoori')).toBe('S');
    expect(avatarInitial('  omar')).toBe('O');
    expect(avatarInitial(null)).toBe('G');
    expect(avatarInitial('')).toBe('G');
  });

  it('offers a guest Login', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderApp('/shop/home');
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
    const { router, store } = renderApp('/shop/home', { auth: authStateFor(customer) });
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent('S');

    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Logged in as sara Al Mansoori')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/shop/account');

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
  });
});
